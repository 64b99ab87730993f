import { useEffect } from 'react'
import useSWR from 'swr'
import { CURRENT_USER_KEY, getQueryFn, type QueryKey } from '../client'
import { CURRENT_USER_FRESH_MS } from '../swr-config'
import type { User } from '../types'
import { isOfflineFailure, lastMember, rememberMember } from './last-member'

const fetchCurrentUser = getQueryFn<User>({ on401: 'returnNull' })

/** GET /api/user/me; offline, the last member known on this device (see last-member.ts). */
export async function getCurrentUser(key: QueryKey): Promise<User | null> {
  try {
    const user = await fetchCurrentUser(key)
    rememberMember(user)
    return user
  } catch (error) {
    const member = isOfflineFailure(error) ? lastMember() : null
    if (member) return member
    throw error
  }
}

/** The signed-in user, `null` when signed out (401), `undefined` while loading. */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR<User | null>(CURRENT_USER_KEY, getCurrentUser, {
    dedupingInterval: CURRENT_USER_FRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  useEffect(() => {
    // Signed in through the login or registration answer (not this fetcher): kept for offline too.
    if (data !== undefined) rememberMember(data)
  }, [data])
  return {
    user: data ?? null,
    isLoading,
    // A failed load (server down) is treated as signed out; `error` lets a screen say so.
    error: error as Error | undefined,
    isAuthenticated: Boolean(data),
    mutate,
  }
}
