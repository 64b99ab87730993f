import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { Company } from './types'

export const MY_COMPANIES_KEY = '/api/companies'

/** GET /api/companies → the caller's companies (employers and admins; at most one). */
export function useMyCompanies(enabled: boolean) {
  return useSWR<Company[]>(enabled ? MY_COMPANIES_KEY : null, () => apiJson<Company[]>('GET', MY_COMPANIES_KEY))
}
