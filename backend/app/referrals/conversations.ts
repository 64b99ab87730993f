/*
| The referrals module's use of messaging: referrals knows nothing of how
| threads are stored. The messaging module, when enabled, provides the
| 'messaging:referral-conversation' port (#referrals/contract) from its
| start.ts: the function that opens or continues the conversation between an
| employer and a referrer about a job and sends the thank-you in it, with
| messaging's own limits and live delivery. Without messaging,
| POST /api/referrals/{id}/thread answers 503 and writes nothing.
*/
import { port, providePort } from '#shared/modules/registry'
import type { ConversationStarter } from '#referrals/contract'

/** Swaps the starter (tests). */
export function provideConversationStarter(next: ConversationStarter | null) {
  providePort('messaging:referral-conversation', next)
}

/** The provided starter, or null when messaging is off. */
export function conversationStarter(): ConversationStarter | null {
  return port('messaging:referral-conversation')
}
