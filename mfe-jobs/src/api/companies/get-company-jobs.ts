import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { Job } from '../jobs/types'

export const companyJobsKey = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}/jobs`

/** GET /api/companies/{id}/jobs → the company's jobs, paused ones included for their owner. */
export function useCompanyJobs(companyId: string | null) {
  return useSWR<Job[]>(companyId ? companyJobsKey(companyId) : null, () =>
    apiJson<Job[]>('GET', companyJobsKey(companyId!))
  )
}
