import { useCurrentUser } from '@hireloop/shared-ui'
import { useEffect } from 'react'
import { afterPageLoad } from '../../shared/after-page-load'
import { syncPushSubscription } from '../../api/notifications/push-subscription'

/** While a member is signed in, this device's push subscription is theirs (renewed at each start and sign-in). */
export function PushSubscriptionSync({ sync = syncPushSubscription }: { sync?: () => Promise<unknown> }) {
  const { user } = useCurrentUser()
  const userId = user?.id ?? null
  useEffect(() => {
    if (!userId) return undefined
    return afterPageLoad(() => void sync())
  }, [userId, sync])
  return null
}
