import { startLiveConnection, useCurrentUser } from '@hireloop/shared-ui'
import { useEffect } from 'react'
import { afterPageLoad } from '../shared/after-page-load'

/**
 * The page's one live stream: opened while a user is signed in, closed on sign-out (or when another user
 * signs in). What it carries reaches every area through the live bus; areas poll while it is down.
 *
 * It opens once the page has loaded and the browser is idle, not with the first screen: opening it loads the transmit
 * client, subscribes the channel and has every badge fetch its count again (what the first screen's answers may have
 * missed), work and requests the first screen would otherwise wait behind.
 */
export function LiveConnection({ start = startLiveConnection }: { start?: typeof startLiveConnection }) {
  const { user } = useCurrentUser()
  const userId = user?.id ?? null
  useEffect(() => {
    if (!userId) return undefined
    let stop: (() => void) | undefined
    const cancel = afterPageLoad(() => {
      stop = start({ userId })
    })
    return () => {
      cancel()
      stop?.()
    }
  }, [userId, start])
  return null
}
