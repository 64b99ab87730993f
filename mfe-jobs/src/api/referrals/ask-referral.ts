import { apiJson } from '@hireloop/shared-ui'
import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'

export type { ReferralAnswer }

/** Who is asked: one of the reader's connections (by id) or a member by e-mail address. */
export type ReferrerChoice = { referrerId: string } | { referrerEmail: string }

export const REFERRALS_URL = '/api/referrals'

/**
 * POST /api/referrals {jobId, referrerId | referrerEmail, message}: a candidate asks a member to refer them
 * for an active job → 201 ReferralAnswer. 422 `{errors: [{field, message}]}`, 409 `{error}` (already pending, job
 * not active, too many pending), 403 `{error}` (candidates only).
 */
export function askForReferral(jobId: string, referrer: ReferrerChoice, message: string): Promise<ReferralAnswer> {
  const note = message.trim()
  // A blank message is left out (the server stores '' then).
  return apiJson<ReferralAnswer>('POST', REFERRALS_URL, { jobId, ...referrer, ...(note ? { message: note } : {}) })
}
