import type { CompanyAnswer } from '@hireloop/backend/api-types/jobs'
import { apiJson } from '@hireloop/shared-ui'

/** PATCH /api/companies/{id}/verification {verified} (admin) → the company. */
export function setCompanyVerification(id: string, verified: boolean): Promise<CompanyAnswer> {
  return apiJson<CompanyAnswer>('PATCH', `/api/companies/${encodeURIComponent(id)}/verification`, { verified })
}
