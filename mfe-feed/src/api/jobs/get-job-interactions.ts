import { apiJson } from '@hireloop/shared-ui'
import useSWR from 'swr'

/** The jobs area's key: one cache entry for both areas, so an application made anywhere shows everywhere. */
export const JOB_INTERACTIONS_KEY = '/api/user/job-interactions'

export interface JobInteractions {
  saved: string[]
  liked: string[]
  /** The jobs the reader applied to. */
  applied?: string[]
}

/** GET /api/user/job-interactions, for a reader who can apply (null: nothing to load). */
export function useJobInteractions(enabled: boolean) {
  return useSWR<JobInteractions>(enabled ? JOB_INTERACTIONS_KEY : null, () =>
    apiJson<JobInteractions>('GET', JOB_INTERACTIONS_KEY)
  )
}
