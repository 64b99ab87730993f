import { useLocation } from 'react-router-dom'
import { ApplicationsPage } from '../features/applications/applications-page'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { JobsPage } from '../features/jobs/jobs-page'
import { AlertsPage } from '../features/alerts/alerts-page'
import { EarlyBirdPage } from '../features/early-bird/early-bird-page'
import { EditJobDialog } from '../features/post-job/edit-job-dialog'
import { PostJobPage } from '../features/post-job/post-job-page'

/** The jobs area: the shell mounts it at its paths (/jobs, /applications, /dashboard, /early-bird); the path picks the page. */
export function JobsApp() {
  const { pathname } = useLocation()
  if (pathname.startsWith('/early-bird')) return <EarlyBirdPage />
  if (pathname.startsWith('/applications')) return <ApplicationsPage />
  if (pathname.startsWith('/dashboard')) return <DashboardPage renderEditor={(props) => <EditJobDialog {...props} />} />
  if (pathname === '/jobs/new' || pathname === '/jobs/new/') return <PostJobPage />
  if (pathname === '/jobs/alerts' || pathname === '/jobs/alerts/') return <AlertsPage />
  // /jobs/{id}: the list with that job's detail open (the address a shared link carries).
  const match = /^\/jobs\/([^/]+)\/?$/.exec(pathname)
  return <JobsPage openJobId={match ? decodeURIComponent(match[1]) : null} />
}
