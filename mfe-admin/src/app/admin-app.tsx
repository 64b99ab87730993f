import { MODERATION_MESSAGES } from '@hireloop/backend/moderation-constants'
import { AreaFrame, Box, Button, EmptyState, ErrorOutlineIcon, ShieldIcon, useCurrentUser } from '@hireloop/shared-ui'
import CircularProgress from '@mui/material/CircularProgress'
import { ModerationDashboard, TestButton } from '../features/moderation/moderation-dashboard'
import { REMOTE_NAME } from '../shared/remote-name'

/**
 * The moderation area: the shell mounts it at /admin/moderation/*. Admins only: anyone else sees an honest page and
 * the dashboard (which makes every moderation call) is never mounted; the server refuses them too.
 */
export function AdminApp() {
  const { user, isLoading, error, mutate } = useCurrentUser()
  const isAdmin = user?.userType === 'admin'
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Moderation" wide actions={isAdmin ? <TestButton /> : undefined}>
      {isLoading && !user ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" size={28} />
        </Box>
      ) : error && !user ? (
        // The account could not be read (server down): say so rather than claim the reader is not an admin.
        <EmptyState
          testId="gate-error"
          icon={<ErrorOutlineIcon />}
          title="Could not check your account"
          description="The moderation dashboard needs to know who you are. Please try again."
          action={
            <Button variant="outlined" onClick={() => void mutate()}>
              Retry
            </Button>
          }
        />
      ) : isAdmin ? (
        <ModerationDashboard />
      ) : (
        <EmptyState
          testId="gate-admin"
          icon={<ShieldIcon />}
          title={MODERATION_MESSAGES.adminsOnly}
          description="The moderation dashboard is only available to admins."
        />
      )}
    </AreaFrame>
  )
}
