import type { PeoplePage } from '@hireloop/backend/api-types/search'
import { apiJson, useCursorList, type CursorPage } from '@hireloop/shared-ui'
import { useCallback } from 'react'
import type { SearchPerson } from './types'

/** People per page of the people screen. */
export const PEOPLE_PAGE_SIZE = 20

/** GET /api/search/people?q=&limit=&cursor=: a page of everyone a query finds, best match first. */
export function peopleSearchUrl(query: string, cursor: string | null): string {
  const params = new URLSearchParams({ q: query.trim(), limit: String(PEOPLE_PAGE_SIZE) })
  if (cursor) params.set('cursor', cursor)
  return `/api/search/people?${params}`
}

export async function fetchPeoplePage(query: string, cursor: string | null): Promise<CursorPage<SearchPerson>> {
  const page = await apiJson<PeoplePage>('GET', peopleSearchUrl(query, cursor))
  return { items: page.users, nextCursor: page.nextCursor, hasMore: page.hasMore }
}

/** Everyone a query finds, a page at a time (Load more); nothing is asked for a blank query. */
export function usePeopleSearch(query: string) {
  const term = query.trim()
  const fetchPage = useCallback((cursor: string | null) => fetchPeoplePage(term, cursor), [term])
  return useCursorList<SearchPerson>(term ? `people-search:${term}` : null, fetchPage)
}
