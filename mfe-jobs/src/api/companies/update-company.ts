import { apiJson } from '@hireloop/shared-ui'
import type { Company, CompanyInput } from './types'

/** PATCH /api/companies/{id} (owner only) → the company; a 422 names each refused field. */
export function updateCompany(id: string, changes: Partial<CompanyInput>): Promise<Company> {
  return apiJson<Company>('PATCH', `/api/companies/${encodeURIComponent(id)}`, changes)
}
