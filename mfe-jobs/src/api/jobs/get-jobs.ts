import { apiJson } from '@hireloop/shared-ui'
import type { JobPage } from './types'

export const JOBS_URL = '/api/jobs'
export const JOBS_PAGE_SIZE = 20

/**
 * GET /api/jobs?<filters>&limit=&cursor=. `filters` are the page's own address parameters (see features/jobs/filters):
 * the address and the request carry the same names, lists as repeated keys (jobType=Full-time&jobType=Contract).
 */
export function jobsPageUrl(filters: URLSearchParams, cursor: string | null, limit = JOBS_PAGE_SIZE): string {
  const query = new URLSearchParams(filters)
  query.set('limit', String(limit))
  if (cursor) query.set('cursor', cursor)
  return `${JOBS_URL}?${query.toString()}`
}

export function fetchJobsPage(filters: URLSearchParams, cursor: string | null): Promise<JobPage> {
  return apiJson<JobPage>('GET', jobsPageUrl(filters, cursor))
}
