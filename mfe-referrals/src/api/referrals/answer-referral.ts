import { apiJson, isApiError } from '@hireloop/shared-ui'
import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'

export type ReferralAnswerStatus = 'accepted' | 'declined'

/** PATCH /api/referrals/{id} {status}: the referrer answers a pending request. */
export function answerReferral(id: string, status: ReferralAnswerStatus): Promise<ReferralAnswer | undefined> {
  return apiJson<ReferralAnswer | undefined>('PATCH', `/api/referrals/${encodeURIComponent(id)}`, { status })
}

/** This call's error body carries `message` (part 2 §7); other answers carry `error`. */
export function referralErrorMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.data) return null
  const { message, error: text } = error.data as { message?: unknown; error?: unknown }
  if (typeof message === 'string' && message) return message
  if (typeof text === 'string' && text) return text
  return null
}
