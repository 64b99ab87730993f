import { mutate } from 'swr'
import { apiJson, CURRENT_USER_KEY, forgetLastMember } from '@hireloop/shared-ui'
import { forgetPushSubscription } from '../notifications/push-subscription'

/** Drops every cached answer and marks the session as signed out. */
export async function clearSession(): Promise<void> {
  forgetLastMember()
  await mutate(() => true, undefined, { revalidate: false })
  await mutate(CURRENT_USER_KEY, null, { revalidate: false })
}

/** POST /api/auth/logout, then empties all cached data (part 1 §4). */
export async function logoutUser(): Promise<void> {
  await forgetPushSubscription()
  await apiJson<{ success: boolean }>('POST', '/api/auth/logout')
  await clearSession()
}
