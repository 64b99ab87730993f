import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'

export interface BlockedUsersAnswer {
  blocked: { id: string; name: string }[]
}

/** One key for the list wherever it is read, so a block made on one screen shows on every other. */
export const BLOCKED_USERS_KEY = '/api/user/blocks'

/** GET /api/user/blocks → { blocked: [{ id, name }] }: the people the signed-in member blocked, latest first. */
export function useBlockedUsers(enabled = true) {
  return useSWR<BlockedUsersAnswer>(enabled ? BLOCKED_USERS_KEY : null, (url: string) =>
    apiJson<BlockedUsersAnswer>('GET', url)
  )
}
