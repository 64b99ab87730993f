import type { CompanyAnswer } from '@hireloop/backend/api-types/jobs'
import { apiJson } from '@hireloop/shared-ui'

/** PATCH /api/companies/{id}/visibility {hidden, reason} (admin) → the company; hiding needs a reason. */
export function setCompanyVisibility(id: string, hidden: boolean, reason?: string): Promise<CompanyAnswer> {
  const body = hidden ? { hidden, reason } : { hidden }
  return apiJson<CompanyAnswer>('PATCH', `/api/companies/${encodeURIComponent(id)}/visibility`, body)
}
