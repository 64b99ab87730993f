export interface GuidelineTopic {
  title: string
  body: string
}

/** Community guidelines topics and enforcement (part 1 §2). */
export const GUIDELINE_TOPICS: readonly GuidelineTopic[] = [
  {
    title: 'Respectful communication',
    body: 'Treat every member with respect. No harassment, hate speech, threats, bullying or discrimination.',
  },
  {
    title: 'No graphic or sexual content',
    body: 'Do not post violent, graphic, sexual or otherwise explicit material, including in images and videos.',
  },
  {
    title: 'No political or election content',
    body: 'Keep the network about work: no political campaigning, election content or partisan debate.',
  },
  {
    title: 'Safe and legal sharing',
    body: 'Share only what is legal and yours to share. No scams, spam, misleading job offers or pirated material.',
  },
  {
    title: 'Protecting personal information',
    body: "Never post anyone's private details (addresses, phone numbers, IDs, financial data) without consent.",
  },
]

export const GUIDELINE_ENFORCEMENT =
  'Posts that break these guidelines may be removed, and accounts may be suspended or banned. Repeated or severe violations lead to permanent removal from the platform.'

export const GUIDELINES_CLOSE_REFUSED = {
  title: "Please confirm you've read the guidelines",
  description: "You must check the box to confirm you've read our community guidelines before closing.",
} as const
