import { apiJson } from '@hireloop/shared-ui'
import type { ReferralThreadAnswer } from '@hireloop/backend/api-types/referrals'

export type { ReferralThreadAnswer }

/**
 * POST /api/referrals/{id}/thread {initialMessage} (part 2 §7): the employer thanks the referrer in a conversation,
 * new or the existing one → {thread, messages, isExisting}. 422 `{errors}` when the message is empty or too long.
 */
export function thankReferrer(referralId: string, initialMessage: string): Promise<ReferralThreadAnswer> {
  return apiJson<ReferralThreadAnswer>('POST', `/api/referrals/${encodeURIComponent(referralId)}/thread`, {
    initialMessage: initialMessage.trim(),
  })
}
