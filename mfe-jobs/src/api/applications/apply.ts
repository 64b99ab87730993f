import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { JOB_INTERACTIONS_KEY, type JobInteractions } from '@hireloop/shared-ui/helpers'
import { mutate as globalMutate, type ScopedMutator } from 'swr'
import { jobKey } from '../jobs/get-job'
import type { Job } from '../jobs/types'

/** The body of POST /api/jobs/{id}/apply (part 2 §5 "Job application form"). */
export interface ApplyBody {
  coverLetter: string
  selectedSkills: string[]
  selectedAvailability: string[]
  isEighteenOrOlder: boolean
  isAuthorizedToWork: boolean
  doesNotRequireSponsorship: boolean
  /** `resume:{id}` from POST /api/upload/resume, or null without a résumé. */
  resumeUrl: string | null
  /** The code of the referral link the job was opened through, when there was one. */
  referralCode?: string
}

/**
 * POST /api/jobs/{id}/apply → 201 ApplicationAnswer; 422 field errors, 403/404/409 `{error}`. Applications go
 * through the outbox (`sendOrKeep`, with an Idempotency-Key), so one written offline waits on the device.
 */
export const applyUrl = (jobId: string) => `${jobKey(jobId)}/apply`

/** The job as it reads once the reader has applied: 'Applied', and the server's applicant count. */
export function appliedJob(job: Job, answer: ApplicationAnswer): Job {
  const count = answer.job?.applicantCount
  return {
    ...job,
    hasApplied: true,
    applicantCount: typeof count === 'number' ? count : (job.applicantCount ?? 0) + 1,
  }
}

/**
 * After an application: the job's detail, the reader's interactions ('N applied') and every applications list
 * (/applications and its count) read again from the server. `mutate` is the cache's own (useSWRConfig) where
 * the caller has one.
 */
export function revalidateAfterApply(jobId: string, answer: ApplicationAnswer, mutate: ScopedMutator = globalMutate) {
  void mutate<Job>(jobKey(jobId), (current) => (current ? appliedJob(current, answer) : current))
  void mutate(JOB_INTERACTIONS_KEY)
  void mutate((key) => typeof key === 'string' && key.startsWith('/api/applications'))
}

/**
 * After a withdrawal (which deletes the application): the job reads open to an application again, here and in the
 * reader's interactions (the feed's Apply button, 'N applied'), each set at once and read again where it is shown.
 */
export function revalidateAfterWithdraw(jobId: string, mutate: ScopedMutator = globalMutate) {
  void mutate<Job>(jobKey(jobId), (current) =>
    current
      ? { ...current, hasApplied: false, applicantCount: Math.max(0, (current.applicantCount ?? 1) - 1) }
      : current
  )
  void mutate<JobInteractions>(JOB_INTERACTIONS_KEY, (current) =>
    current ? { ...current, applied: current.applied.filter((id) => id !== jobId) } : current
  )
}
