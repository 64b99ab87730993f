import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { blockUser } from './block-user'
import { BLOCKED_USERS_KEY, type BlockedUsersAnswer } from './get-blocked-users'
import { unblockUser } from './unblock-user'

/**
 * Blocks or unblocks a member and keeps the list of blocks every screen reads in step: the person moves to the top of
 * it or leaves it at once, then the list is read again. Resolves with the server's `{ message }`; fails as the call
 * does.
 */
export function useSetBlocked() {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (person: { id: string; name: string }, block: boolean) => {
      const answer = block ? await blockUser(person.id) : await unblockUser(person.id)
      const others = (current: BlockedUsersAnswer) => current.blocked.filter((other) => other.id !== person.id)
      await mutate<BlockedUsersAnswer>(
        BLOCKED_USERS_KEY,
        (current) => current && { blocked: block ? [person, ...others(current)] : others(current) },
        { revalidate: true }
      )
      return answer
    },
    [mutate]
  )
}
