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
  asked_by_email: boolean
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

/**
 * Profiles never show an e-mail address: the referrer's reaches the candidate
 * once the referral is accepted, or when the candidate typed it to ask (they
 * know it already). The referrer always sees their own.
 */
function referrerEmailFor(row: ReferralRow, readerId: string) {
  const known = readerId === row.referrer_id || row.status === 'accepted' || row.asked_by_email
  return known ? row.referrer_email : ''
}

/** A referral as `readerId` (one of its parties) sees it. */
export function transformReferral(row: ReferralRow, readerId: string): ReferralAnswer {
  const shown: ReferralRow = offerOnly(row, readerId)
    ? { ...row, status: 'pending', candidate_id: null, application_stage: null, viewed_at: null }
    : row
  return {
    id: shown.id,
    status: shown.status,
    origin: shown.origin,
    message: shown.message,
    createdAt: iso(shown.created_at),
    isViewed: shown.viewed_at !== null,
    job: {
      id: shown.job_id,
      title: shown.job_title,
      payRate: String(shown.pay_rate),
      payUnit: shown.pay_unit,
      company: { id: shown.company_id, name: shown.company_name },
    },
    referrer: { id: shown.referrer_id, name: shown.referrer_name },
    referrerEmail: referrerEmailFor(row, readerId),
    candidate: shown.candidate_id ? { id: shown.candidate_id, name: shown.candidate_name ?? '' } : null,
    candidateEmail: shown.candidate_email,
    applicationStage: shown.application_stage,
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
