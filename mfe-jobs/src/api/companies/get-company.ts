import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { PublicCompany } from './types'

export const companyKey = (id: string) => `/api/companies/${encodeURIComponent(id)}`

/** GET /api/companies/{id} → the company's public page (the owner and admins also get its private fields). */
export function useCompany(id: string | null) {
  return useSWR<PublicCompany>(id ? companyKey(id) : null, () => apiJson<PublicCompany>('GET', companyKey(id!)))
}
