import type { JobReferralAnswer, ReferralAnswer } from '#referrals/contract'
import type { ReferralStage, ReferralStatus } from '#referrals/constants'
import { iso } from '#shared/transformers/dates'

/** A referral with its job, company and both people, as the read queries select it. */
export interface ReferralRow {
  id: string
  status: ReferralStatus
  origin: 'ask' | 'link'
  message: string
  created_at: Date | string
  viewed_at: Date | string | null
  candidate_email: string
  application_stage: ReferralStage | null
  job_id: string
  job_title: string
  pay_rate: string | number
  pay_unit: string
  company_id: string
  company_name: string
  referrer_id: string
  referrer_name: string
  referrer_email: string
  candidate_id: string | null
  candidate_name: string | null
}

/**
 * An invitation by e-mail is an offer until the invited person accepts it:
 * its sender sees it pending, with nobody named and no stage, whatever the
 * address's owner did (declining or ignoring look alike).
 */
function offerOnly(row: ReferralRow, readerId: string) {
  return row.origin === 'link' && row.status !== 'accepted' && row.referrer_id === readerId
}

/** A referral as `readerId` (one of its parties) sees it. */
export function transformReferral(row: ReferralRow, readerId: string): ReferralAnswer {
  if (offerOnly(row, readerId)) {
    return transformReferral(
      { ...row, status: 'pending', candidate_id: null, application_stage: null, viewed_at: null },
      ''
    )
  }
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    message: row.message,
    createdAt: iso(row.created_at),
    isViewed: row.viewed_at !== null,
    job: {
      id: row.job_id,
      title: row.job_title,
      payRate: String(row.pay_rate),
      payUnit: row.pay_unit,
      company: { id: row.company_id, name: row.company_name },
    },
    referrer: { id: row.referrer_id, name: row.referrer_name },
    referrerEmail: row.referrer_email,
    candidate: row.candidate_id ? { id: row.candidate_id, name: row.candidate_name ?? '' } : null,
    candidateEmail: row.candidate_email,
    applicationStage: row.application_stage,
  } satisfies ReferralAnswer
}

/** The job owner's view of one referral (part 2 §3 "A job's referral list"). */
export function transformJobReferral(row: ReferralRow): JobReferralAnswer {
  return {
    id: row.id,
    candidateId: row.candidate_id,
    candidate: row.candidate_id ? { id: row.candidate_id, name: row.candidate_name ?? '' } : null,
    referrer: { id: row.referrer_id, name: row.referrer_name, email: row.referrer_email },
    message: row.message,
    status: row.status,
    createdAt: iso(row.created_at),
  } satisfies JobReferralAnswer
}
