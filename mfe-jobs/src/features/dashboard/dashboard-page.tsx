import {
  AreaFrame,
  Box,
  Button,
  EmptyState,
  InboxIcon,
  Paper,
  ShieldIcon,
  Typography,
  useCurrentUser,
  WorkIcon,
} from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useEffect, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { REMOTE_NAME } from '../../shared/remote-name'

type DashboardView = 'jobs' | 'applications'
const APPLICATION_TABS = ['All', 'Referred', 'Pending', 'Reviewed'] as const

function Panel({ title, highlighted, action, children }: { title: string; highlighted: boolean; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-highlighted={highlighted || undefined}
      sx={{ p: 2, flex: 1, minWidth: 0, borderColor: highlighted ? 'primary.main' : undefined, borderWidth: highlighted ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  )
}

/** /dashboard: the employer's job postings and their applications (part 2 §2). */
export function DashboardPage() {
  const { user } = useCurrentUser()
  const [params, setParams] = useSearchParams()
  const [highlight, setHighlight] = useState<DashboardView | null>(null)
  const [tab, setTab] = useState(0)

  // ?view=jobs|applications highlights a panel once and is then removed from the address.
  const view = params.get('view')
  if ((view === 'jobs' || view === 'applications') && highlight !== view) setHighlight(view)
  useEffect(() => {
    if (view !== 'jobs' && view !== 'applications') return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('view')
        return next
      },
      { replace: true }
    )
  }, [view, setParams])

  if (!user) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        <EmptyState testId="gate-login" icon={<ShieldIcon />} title="Access Denied" description="You need to be logged in to access this page." />
      </AreaFrame>
    )
  }
  if (user.userType === 'candidate') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        <EmptyState testId="gate-role" icon={<ShieldIcon />} title="Employer Only" description="This dashboard is only available to employers." />
      </AreaFrame>
    )
  }

  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Job Management Dashboard" wide>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Panel
          title="Your Job Postings"
          highlighted={highlight === 'jobs'}
          action={
            <Button size="small" variant="contained" disabled>
              Post New Job
            </Button>
          }
        >
          <EmptyState icon={<WorkIcon />} title="No job postings yet" description="Jobs you post will be listed here." />
        </Panel>
        <Panel title="Applications" highlighted={highlight === 'applications'}>
          <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="scrollable" aria-label="Application filter" sx={{ mb: 1.5 }}>
            {APPLICATION_TABS.map((label) => (
              <Tab key={label} label={label} />
            ))}
          </Tabs>
          <EmptyState
            icon={<InboxIcon />}
            title="No applications yet"
            description="Applications to your jobs will appear here."
          />
        </Panel>
      </Box>
    </AreaFrame>
  )
}
