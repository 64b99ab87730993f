import { AreaFrame, Button, EmptyState, ShieldIcon, useCurrentUser, WorkIcon } from '@hireloop/shared-ui'
import { useNavigate } from 'react-router-dom'
import { REMOTE_NAME } from '../../shared/remote-name'

/** /applications: candidates only (part 2 §2). */
export function ApplicationsPage() {
  const { user } = useCurrentUser()
  const navigate = useNavigate()

  if (!user) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="My Applications">
        <EmptyState
          testId="gate-login"
          icon={<ShieldIcon />}
          title="Please Log In"
          description="Log in to see your job applications."
        />
      </AreaFrame>
    )
  }
  if (user.userType !== 'candidate') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="My Applications">
        <EmptyState
          testId="gate-role"
          icon={<ShieldIcon />}
          title="Access Denied"
          description="Only candidates can view job applications."
        />
      </AreaFrame>
    )
  }
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="My Applications">
      <EmptyState
        icon={<WorkIcon />}
        title="No Applications Yet"
        description="When you apply for jobs, your applications and their status will appear here."
        action={
          <Button variant="contained" onClick={() => navigate('/jobs')}>
            Browse Jobs
          </Button>
        }
      />
    </AreaFrame>
  )
}
