import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'

export const COMPANY_NAMES_KEY = '/api/companies/names'

/** GET /api/companies/names → company name strings, read when the wizard opens; a failure leaves the list empty. */
export function useCompanyNames() {
  const { data } = useSWR<string[]>(COMPANY_NAMES_KEY, () => apiJson<string[]>('GET', COMPANY_NAMES_KEY), {
    onError: (error: unknown) => console.warn('Could not load company names', error),
  })
  return data ?? []
}
