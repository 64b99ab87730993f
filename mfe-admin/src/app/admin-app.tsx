import { AreaFrame, EmptyState, ShieldIcon, useCurrentUser } from '@hireloop/shared-ui'
import { ModerationDashboard } from '../features/moderation/moderation-dashboard'
import { REMOTE_NAME } from '../shared/remote-name'

/** The moderation area: the shell mounts it at /admin/moderation/*. Admins only (the server refuses others too). */
export function AdminApp() {
  const { user } = useCurrentUser()
  if (user?.userType !== 'admin') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Moderation">
        <EmptyState
          testId="gate-admin"
          icon={<ShieldIcon />}
          title="Admins only"
          description="The moderation dashboard is only available to admins."
        />
      </AreaFrame>
    )
  }
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Moderation">
      <ModerationDashboard />
    </AreaFrame>
  )
}
