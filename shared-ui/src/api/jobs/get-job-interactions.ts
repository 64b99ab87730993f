import useSWR from 'swr'
import type { JobInteractionsAnswer } from '@hireloop/backend/api-types/jobs'
import { apiJson } from '@hireloop/shared-ui'

/** One cache entry for every area, so a job saved or applied to anywhere shows everywhere. */
export const JOB_INTERACTIONS_KEY = '/api/user/job-interactions'

/** GET /api/user/job-interactions: the ids of the jobs the reader saved, liked and applied to (the backend's type). */
export type JobInteractions = JobInteractionsAnswer

/** The reader's job interactions (signed in only; `enabled` false loads nothing). */
export function useJobInteractions(enabled: boolean) {
  return useSWR<JobInteractions>(enabled ? JOB_INTERACTIONS_KEY : null, () =>
    apiJson<JobInteractions>('GET', JOB_INTERACTIONS_KEY)
  )
}
