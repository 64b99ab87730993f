import { apiJson } from '@hireloop/shared-ui'
import { MY_COMPANIES_KEY } from './get-my-companies'
import type { Company } from './types'

/** POST /api/companies {name, description} → the company (409 when the caller already has one). */
export function createCompany(name: string, description: string): Promise<Company> {
  return apiJson<Company>('POST', MY_COMPANIES_KEY, { name, description })
}
