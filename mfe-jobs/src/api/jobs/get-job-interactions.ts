import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { JobInteractions } from './types'

export const JOB_INTERACTIONS_KEY = '/api/user/job-interactions'

/** GET /api/user/job-interactions → the reader's saved and liked job ids (signed in only). */
export function useJobInteractions(enabled: boolean) {
  return useSWR<JobInteractions>(enabled ? JOB_INTERACTIONS_KEY : null, () =>
    apiJson<JobInteractions>('GET', JOB_INTERACTIONS_KEY)
  )
}
