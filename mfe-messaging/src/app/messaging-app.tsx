import { AreaFrame, Typography } from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { MessagesPage } from '../features/threads/messages-page'
import { REMOTE_NAME } from '../shared/remote-name'

// The connections tab loads on demand: /messages does not download it.
const ConnectionsPage = lazy(() =>
  import('../features/connections/connections-page').then((m) => ({ default: m.ConnectionsPage }))
)

/** The messaging area: the shell mounts it at /messages/*; /messages/connections is the Connections tab. */
export function MessagingApp() {
  const { pathname } = useLocation()
  const tab = /^\/messages\/connections\/?$/.test(pathname) ? 'connections' : 'threads'
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Messages" wide>
      <Tabs value={tab} aria-label="Messages sections" sx={{ mb: 2 }}>
        <Tab
          label="Conversations"
          value="threads"
          component={Link}
          to="/messages"
          aria-current={tab === 'threads' ? 'page' : undefined}
        />
        <Tab
          label="Connections"
          value="connections"
          component={Link}
          to="/messages/connections"
          aria-current={tab === 'connections' ? 'page' : undefined}
        />
      </Tabs>
      {tab === 'connections' ? (
        <Suspense
          fallback={
            <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              Loading...
            </Typography>
          }
        >
          <ConnectionsPage />
        </Suspense>
      ) : (
        <MessagesPage />
      )}
    </AreaFrame>
  )
}
