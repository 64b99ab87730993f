import { apiJson } from '@hireloop/shared-ui'
import type { ApplicationStatus, EmployerApplicationAnswer } from '@hireloop/backend/api-types/jobs'

/**
 * PATCH /api/applications/{id} {status} in the stored vocabulary → the updated application; a move the pipeline
 * refuses (APPLICATION_TRANSITIONS) answers 409 {error}.
 */
export function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<EmployerApplicationAnswer> {
  return apiJson<EmployerApplicationAnswer>('PATCH', `/api/applications/${encodeURIComponent(id)}`, { status })
}
