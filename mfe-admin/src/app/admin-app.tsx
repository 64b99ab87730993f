import { MODERATION_MESSAGES } from '@hireloop/backend/moderation-constants'
import { AreaFrame, Box, Button, EmptyState, ErrorOutlineIcon, ShieldIcon, useCurrentUser } from '@hireloop/shared-ui'
import CircularProgress from '@mui/material/CircularProgress'
import type { ReactNode } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { DeletedCommentsPage } from '../features/comments/deleted-comments-page'
import { CompaniesPage } from '../features/companies/companies-page'
import { ModerationDashboard, TestButton } from '../features/moderation/moderation-dashboard'
import { REMOTE_NAME } from '../shared/remote-name'

/** The admin pages this remote owns (the shell routes each path to it through GET /api/remotes). */
export const ADMIN_PAGES = {
  moderation: { path: '/admin/moderation', title: 'Moderation' },
  comments: { path: '/admin/comments', title: 'Deleted comments' },
  companies: { path: '/admin/companies', title: 'Companies' },
} as const
type PageKey = keyof typeof ADMIN_PAGES

function pageOf(pathname: string): PageKey {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`)
  if (under(ADMIN_PAGES.comments.path)) return 'comments'
  if (under(ADMIN_PAGES.companies.path)) return 'companies'
  return 'moderation'
}

/** Links between the admin pages, in the page header; the current page is left out. */
function AdminLinks({ current, children }: { current: PageKey; children?: ReactNode }) {
  const others = (Object.keys(ADMIN_PAGES) as PageKey[]).filter((key) => key !== current)
  return (
    <Box
      component="nav"
      aria-label="Admin tools"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: { xs: 'flex-start', sm: 'flex-end' }, gap: 1 }}
    >
      {others.map((key) => (
        <Button key={key} size="small" variant="text" component={RouterLink} to={ADMIN_PAGES[key].path}>
          {ADMIN_PAGES[key].title}
        </Button>
      ))}
      {children}
    </Box>
  )
}

/**
 * The admin area: the shell mounts it at /admin/moderation/*, /admin/comments/* and /admin/companies/*. Admins only:
 * anyone else sees an honest page and no admin screen (which makes the admin calls) is ever mounted; the server
 * refuses them too.
 */
export function AdminApp() {
  const { pathname } = useLocation()
  const page = pageOf(pathname)
  const { user, isLoading, error, mutate } = useCurrentUser()
  const isAdmin = user?.userType === 'admin'
  return (
    <AreaFrame
      remoteName={REMOTE_NAME}
      title={ADMIN_PAGES[page].title}
      wide={page === 'moderation'}
      actions={isAdmin ? <AdminLinks current={page}>{page === 'moderation' && <TestButton />}</AdminLinks> : undefined}
    >
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
      ) : !isAdmin ? (
        <EmptyState
          testId="gate-admin"
          icon={<ShieldIcon />}
          title={MODERATION_MESSAGES.adminsOnly}
          description="The moderation dashboard is only available to admins."
        />
      ) : page === 'comments' ? (
        <DeletedCommentsPage />
      ) : page === 'companies' ? (
        <CompaniesPage />
      ) : (
        <ModerationDashboard />
      )}
    </AreaFrame>
  )
}
