import { apiJson } from '@hireloop/shared-ui'
import type { JobAnswer } from '@hireloop/backend/api-types/jobs'
import useSWR from 'swr'

export const JOB_SEARCH_LIMIT = 10

/** The fields the job picker shows. */
export type JobOption = Pick<JobAnswer, 'id' | 'title' | 'location' | 'payRate' | 'payUnit'> & {
  company: Pick<JobAnswer['company'], 'id' | 'name'>
}

/** GET /api/jobs?keyword=&limit= (the jobs area's search: active jobs, best match first). */
export function jobSearchUrl(keyword: string): string {
  const query = new URLSearchParams({ limit: String(JOB_SEARCH_LIMIT) })
  if (keyword.trim()) query.set('keyword', keyword.trim())
  return `/api/jobs?${query.toString()}`
}

export function useJobSearch(keyword: string, enabled: boolean) {
  return useSWR<JobOption[]>(
    enabled ? jobSearchUrl(keyword) : null,
    async (url: string) => (await apiJson<{ jobs: JobOption[] }>('GET', url))?.jobs ?? [],
    { keepPreviousData: true }
  )
}
