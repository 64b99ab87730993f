import { startLiveConnection, useCurrentUser } from '@hireloop/shared-ui'
import { useEffect } from 'react'

/**
 * The page's one live stream (issue 12): opened while a user is signed in, closed on sign-out (or when another user
 * signs in). What it carries reaches every area through the live bus; areas poll while it is down.
 */
export function LiveConnection({ start = startLiveConnection }: { start?: typeof startLiveConnection }) {
  const { user } = useCurrentUser()
  const userId = user?.id ?? null
  useEffect(() => {
    if (!userId) return undefined
    return start({ userId })
  }, [userId, start])
  return null
}
