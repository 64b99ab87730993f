import { apiJson } from '@hireloop/shared-ui'
import type { JobReferralAnswer } from '@hireloop/backend/api-types/referrals'
import useSWR from 'swr'

export type { JobReferralAnswer }

/** GET /api/jobs/{jobId}/referrals (the job's employer only) → JobReferralAnswer[], newest first. */
export const jobReferralsUrl = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/referrals`

export function fetchJobReferrals(jobId: string): Promise<JobReferralAnswer[]> {
  return apiJson<JobReferralAnswer[]>('GET', jobReferralsUrl(jobId))
}

/** The referrals of one job (null: nothing is read). */
export function useJobReferrals(jobId: string | null) {
  return useSWR<JobReferralAnswer[]>(jobId ? jobReferralsUrl(jobId) : null, () => fetchJobReferrals(jobId!))
}

/**
 * The referral behind a referred application: the candidate's accepted referral for the job (the one that marked the
 * application referred). With several, the one by `referrerName` (the name the application shows), else the newest;
 * null when there is none.
 */
export function acceptedReferralOf(
  referrals: readonly JobReferralAnswer[] | undefined,
  candidateId: string,
  referrerName: string | null = null
): JobReferralAnswer | null {
  const mine = (referrals ?? []).filter(
    (referral) => (referral.candidateId ?? referral.candidate?.id) === candidateId && referral.status === 'accepted'
  )
  if (mine.length === 0) return null
  const named = referrerName ? mine.filter((referral) => referral.referrer.name === referrerName) : []
  const pool = named.length > 0 ? named : mine
  return pool.reduce((newest, referral) => (referral.createdAt > newest.createdAt ? referral : newest))
}
