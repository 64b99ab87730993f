import { AreaFrame, EmptyState, ErrorOutlineIcon, ShieldIcon, Typography } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'
import { REMOTE_NAME } from '../../shared/remote-name'
import type { EmployerCompanyState } from '../../shared/use-employer-company'

/**
 * What the dashboard shows before it can show the employer's jobs: who may not see it, the company set-up form,
 * loading or a failed set-up. Null once the employer's company is ready.
 */
export function dashboardGate(status: EmployerCompanyState['status'], renderCompanySetup?: () => ReactNode): ReactNode {
  if (status === 'signed-out') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        <EmptyState
          testId="gate-login"
          icon={<ShieldIcon />}
          title="Access Denied"
          description="You need to be logged in to access this page."
        />
      </AreaFrame>
    )
  }
  if (status === 'not-employer') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        <EmptyState
          testId="gate-role"
          icon={<ShieldIcon />}
          title="Employer Only"
          description="This dashboard is only available to employers."
        />
      </AreaFrame>
    )
  }
  if (status === 'missing' && renderCompanySetup) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Job Management Dashboard">
        {renderCompanySetup()}
      </AreaFrame>
    )
  }
  if (status !== 'ready') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        {status === 'failed' ? (
          <EmptyState
            icon={<ErrorOutlineIcon />}
            title="Setup Error"
            description="Failed to set up your employer profile. Please try refreshing the page."
          />
        ) : (
          <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
            Loading...
          </Typography>
        )}
      </AreaFrame>
    )
  }
  return null
}
