import type { SWRConfiguration } from 'swr'
import { getQueryFn } from './client'

/**
 * Data-fetch defaults of part 1 §9: no polling, no focus refetch, never stale, no retries. Every screen reads its
 * data again when the connection returns (the browser's `online`), so what was shown offline, kept or failed, is
 * brought up to date without a reload; requests already in flight are shared, not repeated.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: getQueryFn({ on401: 'throw' }),
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
}

/** How long the current user counts as fresh (5 minutes). */
export const CURRENT_USER_FRESH_MS = 5 * 60 * 1000
