import { apiJson } from '@hireloop/shared-ui'
import { MY_COMPANIES_KEY } from './get-my-companies'
import type { Company, CompanyInput } from './types'

/** POST /api/companies {name, description, website, size, industry, headquarters} → the company (409 the second time). */
export function createCompany(input: Omit<CompanyInput, 'logo'>): Promise<Company> {
  return apiJson<Company>('POST', MY_COMPANIES_KEY, input)
}
