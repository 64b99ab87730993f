import { AreaFrame, EmptyState, NotificationsIcon } from '@hireloop/shared-ui'
import { REMOTE_NAME } from '../../app/remote-name'

export function NotificationsPage() {
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Notifications">
      <EmptyState
        icon={<NotificationsIcon />}
        title="No notifications yet"
        description="Reactions, comments, referrals and application updates will show up here."
      />
    </AreaFrame>
  )
}
