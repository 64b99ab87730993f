import { ApiError, getQueryFn, type QueryKey } from './client'

/** Marker for an endpoint the backend does not provide (yet): a 404 answer. Registered, so every copy of shared-ui
 * recognises the one another copy put in the shared SWR cache. */
export const MISSING = Symbol.for('hireloop.missing-endpoint')

const fetchJson = getQueryFn<unknown>({ on401: 'returnNull' })

/**
 * GET that turns 404 into MISSING instead of an error, so badge polling can stop quietly until the endpoint exists.
 */
export async function fetchOptional<T>(key: QueryKey): Promise<T | null | typeof MISSING> {
  try {
    return (await fetchJson(key)) as T | null
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return MISSING
    throw error
  }
}

export const BADGE_POLL_MS = 30_000

/** Poll every 30 s while the endpoint answers; stop once it is missing (404). */
export function badgePollInterval(latest: unknown): number {
  return latest === MISSING ? 0 : BADGE_POLL_MS
}
