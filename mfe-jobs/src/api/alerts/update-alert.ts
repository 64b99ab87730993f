import { apiJson, apiRequest } from '@hireloop/shared-ui'
import { ALERTS_URL, type JobAlert } from './create-alert'

const alertUrl = (id: string) => `${ALERTS_URL}/${encodeURIComponent(id)}`

/** PATCH /api/alerts/{id} {isActive} → the alert (pause or resume). */
export function setAlertActive(id: string, isActive: boolean): Promise<JobAlert> {
  return apiJson<JobAlert>('PATCH', alertUrl(id), { isActive })
}

/** DELETE /api/alerts/{id}. */
export async function deleteAlert(id: string): Promise<void> {
  await apiRequest('DELETE', alertUrl(id))
}
