import { REFERRAL_LIMITS, REFERRAL_MESSAGES } from '@hireloop/backend/referrals-constants'

/** What the templates fill in (part 2 §3 "Thank-you referral summary"). */
export interface ThankYouContext {
  referrerName: string
  candidateName: string
  jobTitle: string
  companyName: string
}

export const THANK_YOU_TEMPLATES = ['grateful', 'update', 'team'] as const
export type ThankYouTemplate = (typeof THANK_YOU_TEMPLATES)[number]
export type ThankYouChoice = ThankYouTemplate | 'custom'

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name

/** The three ready messages of the thank-you dialog (part 2 §2, §4); 'custom' starts empty. */
export const THANK_YOU_TEMPLATE_TEXT: Record<ThankYouTemplate, { name: string; text: (c: ThankYouContext) => string }> =
  {
    grateful: {
      name: 'Say thanks',
      text: (c) =>
        `Hi ${firstName(c.referrerName)}, thank you for referring ${c.candidateName} for the ${c.jobTitle} role at ${c.companyName}. We really appreciate you thinking of us!`,
    },
    update: {
      name: 'Share an update',
      text: (c) =>
        `Hi ${firstName(c.referrerName)}, a quick note to say we received ${c.candidateName}'s application for ${c.jobTitle} thanks to your referral, and we are reviewing it now. Thank you for the introduction!`,
    },
    team: {
      name: 'Invite more referrals',
      text: (c) =>
        `Hi ${firstName(c.referrerName)}, thanks for referring ${c.candidateName}. Referrals like yours help ${c.companyName} build a great team. If you know anyone else who would be a good fit, we would love to hear from you.`,
    },
  }

export const THANK_YOU_TEXT = {
  sent: 'Thank you message sent!',
  sentToExisting: 'Message sent to existing conversation',
  continueConversation: 'Continue Conversation',
  failed: 'Failed to start conversation',
  noReferral: 'The referral behind this application could not be found.',
} as const

/** The message's problem, if any: empty (part 2 §5 "Thank-you message: must be non-empty") or too long. */
export function thankYouProblem(message: string): string | null {
  const text = message.trim()
  if (!text) return REFERRAL_MESSAGES.thankYouRequired
  if (text.length > REFERRAL_LIMITS.thankYouMax) return REFERRAL_MESSAGES.thankYouMax
  return null
}
