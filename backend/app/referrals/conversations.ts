/*
| The referrals module's hook into messaging, the way messaging's job links
| work (#messaging/job_links): referrals knows nothing of how threads are
| stored. The messaging module, when enabled, provides at start (from its
| events.ts, through #referrals/events) the function that opens or continues
| the conversation between an employer and a referrer about a job and sends
| the thank-you in it, with messaging's own limits and live delivery.
| Without messaging, POST /api/referrals/{id}/thread answers 503.
*/
import type { ReferralThreadAnswer } from '#referrals/contract'

export interface ConversationRequest {
  /** The employer thanking. */
  fromUserId: string
  /** The referrer thanked. */
  toUserId: string
  jobId: string
  initialMessage: string
}

export type ConversationStarter = (request: ConversationRequest) => Promise<ReferralThreadAnswer>

let starter: ConversationStarter | null = null

export function provideConversationStarter(next: ConversationStarter | null) {
  starter = next
}

/** The provided starter, or null when messaging is off. */
export function conversationStarter(): ConversationStarter | null {
  return starter
}
