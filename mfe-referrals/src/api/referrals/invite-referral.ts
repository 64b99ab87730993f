import { apiJson } from '@hireloop/shared-ui'
import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'

export interface InviteInput {
  jobId: string
  email: string
  message: string
}

/** POST /api/referrals/invite {jobId, email, message}: refer someone by e-mail; they get a link with the code. */
export function inviteReferral(input: InviteInput): Promise<ReferralAnswer> {
  return apiJson<ReferralAnswer>('POST', '/api/referrals/invite', input)
}
