import { apiJson } from '@hireloop/shared-ui'
import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'

/** GET /api/referrals/{id}: opening a received request marks it viewed (and tells the candidate). */
export function openReferral(id: string): Promise<ReferralAnswer> {
  return apiJson<ReferralAnswer>('GET', `/api/referrals/${encodeURIComponent(id)}`)
}
