import { useLocation } from 'react-router-dom'
import { ApplicationsPage } from '../features/applications/applications-page'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { JobsPage } from '../features/jobs/jobs-page'

/** The jobs area: the shell mounts it at /jobs/*, /applications/* and /dashboard/*; the path picks the page. */
export function JobsApp() {
  const { pathname } = useLocation()
  if (pathname.startsWith('/applications')) return <ApplicationsPage />
  if (pathname.startsWith('/dashboard')) return <DashboardPage />
  return <JobsPage />
}
