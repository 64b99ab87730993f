import { LazyWhenOpen, Typography } from '@hireloop/shared-ui'
import { lazy, Suspense, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { JobsPage } from '../features/jobs/jobs-page'

// Pages other than the list load on demand: /jobs does not download the wizard, the dashboard or the offer page.
const ApplicationsPage = lazy(() =>
  import('../features/applications/applications-page').then((m) => ({ default: m.ApplicationsPage }))
)
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))
)
const EditJobDialog = lazy(() =>
  import('../features/post-job/edit-job-dialog').then((m) => ({ default: m.EditJobDialog }))
)
const PostJobPage = lazy(() => import('../features/post-job/post-job-page').then((m) => ({ default: m.PostJobPage })))
const AlertsPage = lazy(() => import('../features/alerts/alerts-page').then((m) => ({ default: m.AlertsPage })))
// The Apply dialog loads when a candidate first opens it (it is not part of the /jobs first load).
const ApplyDialog = lazy(() => import('../features/apply/apply-dialog').then((m) => ({ default: m.ApplyDialog })))
// Referrals: each piece loads when first shown.
const AskReferralDialog = lazy(() =>
  import('../features/referrals/ask-referral-dialog').then((m) => ({ default: m.AskReferralDialog }))
)
const ThankReferrerDialog = lazy(() =>
  import('../features/referrals/thank-referrer-dialog').then((m) => ({ default: m.ThankReferrerDialog }))
)
const JobReferralsList = lazy(() =>
  import('../features/referrals/job-referrals-list').then((m) => ({ default: m.JobReferralsList }))
)
const CompanyPage = lazy(() => import('../features/company/company-page').then((m) => ({ default: m.CompanyPage })))
const CompanySettingsPage = lazy(() =>
  import('../features/company/company-settings-page').then((m) => ({ default: m.CompanySettingsPage }))
)
const CompanySetup = lazy(() => import('../features/company/company-setup').then((m) => ({ default: m.CompanySetup })))
const EarlyBirdPage = lazy(() =>
  import('../features/early-bird/early-bird-page').then((m) => ({ default: m.EarlyBirdPage }))
)

function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          Loading...
        </Typography>
      }
    >
      {children}
    </Suspense>
  )
}

/** The page of a path in the jobs area (the shell mounts it at /jobs, /applications, /dashboard, /companies and /early-bird). */
function pageFor(pathname: string) {
  if (pathname.startsWith('/early-bird')) return <EarlyBirdPage />
  const company = /^\/companies\/([^/]+)\/?$/.exec(pathname)
  if (company) return <CompanyPage companyId={decodeURIComponent(company[1])} />
  if (/^\/dashboard\/company\/?$/.test(pathname)) return <CompanySettingsPage />
  if (pathname.startsWith('/applications')) return <ApplicationsPage />
  // The dashboard edits jobs with the wizard: composed here, so neither feature imports the other.
  if (pathname.startsWith('/dashboard')) {
    return (
      <DashboardPage
        renderEditor={(props) => <EditJobDialog {...props} />}
        renderThankReferrer={(props) => <LazyWhenOpen component={ThankReferrerDialog} props={props} />}
        renderCompanySetup={() => <CompanySetup />}
        renderJobReferrals={(props) => (
          <Suspense fallback={null}>
            <JobReferralsList {...props} />
          </Suspense>
        )}
      />
    )
  }
  if (/^\/jobs\/new\/?$/.test(pathname)) return <PostJobPage renderCompanySetup={() => <CompanySetup />} />
  if (/^\/jobs\/alerts\/?$/.test(pathname)) return <AlertsPage />
  // /jobs/{id}: the list with that job's detail open (the address a shared link carries).
  const match = /^\/jobs\/([^/]+)\/?$/.exec(pathname)
  return (
    <JobsPage
      openJobId={match ? decodeURIComponent(match[1]) : null}
      renderApply={(props) => <LazyWhenOpen component={ApplyDialog} props={props} />}
      renderAskReferral={(props) => <LazyWhenOpen component={AskReferralDialog} props={props} />}
    />
  )
}

export function JobsApp() {
  const { pathname } = useLocation()
  return <Page>{pageFor(pathname)}</Page>
}
