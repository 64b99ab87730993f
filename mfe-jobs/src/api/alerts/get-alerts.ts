import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import { ALERTS_URL, type JobAlert } from './create-alert'

/** GET /api/alerts → the caller's job alerts. */
export function useAlerts() {
  return useSWR<JobAlert[]>(ALERTS_URL, () => apiJson<JobAlert[]>('GET', ALERTS_URL))
}
