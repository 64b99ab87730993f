import useSWR from 'swr'
import { CURRENT_USER_KEY, getQueryFn } from '../client'
import { CURRENT_USER_FRESH_MS } from '../swr-config'
import type { User } from '../types'

export const getCurrentUser = getQueryFn<User>({ on401: 'returnNull' })

/** The signed-in user, `null` when signed out (401), `undefined` while loading. */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR<User | null>(CURRENT_USER_KEY, getCurrentUser, {
    dedupingInterval: CURRENT_USER_FRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  return {
    user: data ?? null,
    isLoading,
    // A failed load (server down) is treated as signed out; `error` lets a screen say so.
    error: error as Error | undefined,
    isAuthenticated: Boolean(data),
    mutate,
  }
}
