import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import { ALERTS_URL, type JobAlert } from './create-alert'

/** GET /api/alerts → the caller's job alerts. */
export function useAlerts() {
  return useSWR<JobAlert[]>(ALERTS_URL, async () => {
    const answer = await apiJson<JobAlert[] | { alerts: JobAlert[] }>('GET', ALERTS_URL)
    return Array.isArray(answer) ? answer : answer.alerts
  })
}
