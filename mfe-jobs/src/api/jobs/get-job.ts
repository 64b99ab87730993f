import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { Job } from './types'

export const jobKey = (id: string) => `/api/jobs/${encodeURIComponent(id)}`

export function fetchJob(id: string): Promise<Job> {
  return apiJson<Job>('GET', jobKey(id))
}

/** GET /api/jobs/{id}; null id: nothing to load. */
export function useJob(id: string | null) {
  return useSWR<Job>(id ? jobKey(id) : null, () => fetchJob(id!))
}
