import type { User } from '../types'

/**
 * The last member known signed in on this device, so that being offline is not being signed out: when the
 * current-user request cannot reach the server, the app goes on as that member. Forgotten on sign-out and
 * whenever the server says nobody is signed in.
 */
const KEY = 'hireloop:last-member'

export function rememberMember(user: User | null) {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user))
    else localStorage.removeItem(KEY)
  } catch {
    // Storage unavailable (private mode, quota): offline then shows the signed-out app.
  }
}

export function lastMember(): User | null {
  try {
    const stored = localStorage.getItem(KEY)
    return stored ? (JSON.parse(stored) as User) : null
  } catch {
    return null
  }
}

export function forgetLastMember() {
  rememberMember(null)
}

/** A request that never reached the server (fetch's TypeError), or the browser says it is offline. */
export function isOfflineFailure(error: unknown) {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)
}
