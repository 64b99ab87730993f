/** What a report from a conversation can be about: the other member's profile, or one of their messages. */
export const REPORT_TEXT = {
  profile: {
    reported: 'Profile reported',
    alreadyReported: 'Already Reported',
    failed: 'Failed to report profile. Please try again.',
  },
  message: {
    reported: 'Message reported',
    alreadyReported: 'Already Reported',
    failed: 'Failed to report message. Please try again.',
  },
} as const

/** In place of the composer while the member has blocked the other (the server refuses every message either way). */
export function blockedNotice(name: string) {
  return `You blocked ${name}, so neither of you can send messages here. Unblock them from the More actions menu to write again.`
}
