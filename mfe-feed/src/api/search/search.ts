import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { SearchResults } from './types'

/** Results of one query are reused for 5 minutes (part 1 §9). */
export const SEARCH_CACHE_MS = 5 * 60 * 1000

export function searchUrl(query: string): string {
  return `/api/search?${new URLSearchParams({ q: query.trim() })}`
}

export function fetchSearch(query: string): Promise<SearchResults> {
  return apiJson<SearchResults>('GET', searchUrl(query))
}

/**
 * Grouped search (jobs, companies, people). Runs only for a non-empty trimmed query (part 1 §5); callers debounce
 * what the user types. A query asked again within 5 minutes is answered from the cache, later it is fetched again.
 */
export function useSearch(query: string) {
  const term = query.trim()
  return useSWR<SearchResults>(term ? searchUrl(term) : null, () => fetchSearch(term), {
    dedupingInterval: SEARCH_CACHE_MS,
    revalidateIfStale: true,
    keepPreviousData: true,
  })
}
