import type { AllCompaniesPage, CompanyAnswer } from '@hireloop/backend/api-types/jobs'
import { apiJson, type CursorPage } from '@hireloop/shared-ui'

export const ALL_COMPANIES_URL = '/api/companies/all'

/** GET /api/companies/all?q=&cursor= (admin): unverified first, then by name. */
export function allCompaniesUrl(q: string, cursor: string | null): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `${ALL_COMPANIES_URL}?${query}` : ALL_COMPANIES_URL
}

export async function fetchAllCompanies(q: string, cursor: string | null): Promise<CursorPage<CompanyAnswer>> {
  const page = await apiJson<AllCompaniesPage>('GET', allCompaniesUrl(q, cursor))
  return { items: page.companies, nextCursor: page.nextCursor, hasMore: page.nextCursor !== null }
}
