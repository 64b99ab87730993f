import {
  AreaFrame,
  Box,
  Button,
  EmptyState,
  ErrorOutlineIcon,
  isApiError,
  Link,
  Paper,
  Typography,
  useCurrentUser,
  useCursorList,
} from '@hireloop/shared-ui'
import { PlaceIcon } from '@hireloop/shared-ui/icons'
import { useCallback } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useCompany } from '../../api/companies/get-company'
import { useCompanyJobs } from '../../api/companies/get-company-jobs'
import type { PublicCompany } from '../../api/companies/types'
import { fetchJobsPage } from '../../api/jobs/get-jobs'
import type { Job } from '../../api/jobs/types'
import { FoundingBadge } from '../../shared/founding-benefits'
import { HiddenCompanyNotice, NOT_AVAILABLE_TITLE } from '../../shared/hidden-company-notice'
import { formatPay, jobLocation, postedAge } from '../../shared/job-format'
import { REMOTE_NAME } from '../../shared/remote-name'
import { CompanyLogo, VerificationChip } from './company-identity'

/** 'Responds to 82% of applicants', '…, typically within 30 hours': the response sweep's figures, when it has them. */
export function responseText(company: Pick<PublicCompany, 'responseRate' | 'typicalResponseHours'>): string | null {
  if (company.responseRate === null) return null
  const rate = `Responds to ${Math.round(company.responseRate)}% of applicants`
  const hours = company.typicalResponseHours
  if (hours === null) return rate
  const time =
    hours < 48
      ? `${Math.max(1, Math.round(hours))} hour${Math.round(hours) === 1 ? '' : 's'}`
      : `${Math.round(hours / 24)} days`
  return `${rate}, typically within ${time}`
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value ?? 'Not specified'}
      </Typography>
    </Box>
  )
}

/** The 'Open jobs' section: the list with its loading, failure and empty states; `more` loads the next page. */
function JobsSection({
  jobs,
  loading,
  failed,
  more,
}: {
  jobs: Job[]
  loading: boolean
  failed: boolean
  more?: { busy: boolean; load: () => void }
}) {
  return (
    <Box component="section" aria-labelledby="company-jobs-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="company-jobs-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Open jobs
      </Typography>
      {loading && <Typography role="status">Loading jobs...</Typography>}
      {failed && <Typography color="error">Failed to load jobs</Typography>}
      {!loading && !failed && jobs.length === 0 && (
        <Typography color="text.secondary">No open jobs right now.</Typography>
      )}
      {jobs.map((job) => (
        <Paper key={job.id} variant="outlined" component="article" sx={{ p: 1.5 }} data-testid="company-job">
          <Link component={RouterLink} to={`/jobs/${encodeURIComponent(job.id)}`} sx={{ fontWeight: 700 }}>
            {job.title}
          </Link>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <PlaceIcon fontSize="small" color="action" />
            {jobLocation(job) || 'Location not listed'} · {formatPay(job.payRate, job.payUnit)} ·{' '}
            {postedAge(job.createdAt)}
          </Typography>
        </Paper>
      ))}
      {more && (
        <Button onClick={more.load} disabled={more.busy} sx={{ justifySelf: 'start' }}>
          {more.busy ? 'Loading...' : 'Show more jobs'}
        </Button>
      )}
    </Box>
  )
}

/** A shown company's open jobs, as every member browses them (GET /api/jobs?companyId, page by page). */
function OpenJobs({ companyId }: { companyId: string }) {
  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const page = await fetchJobsPage(new URLSearchParams({ companyId }), cursor)
      return { items: page.jobs, nextCursor: page.nextCursor, hasMore: page.hasMore }
    },
    [companyId]
  )
  const list = useCursorList<Job>(`company-jobs:${companyId}`, fetchPage)
  return (
    <JobsSection
      jobs={list.items}
      loading={list.isLoading}
      failed={list.error?.kind === 'first'}
      more={list.hasMore ? { busy: list.isLoadingMore, load: list.loadMore } : undefined}
    />
  )
}

/**
 * A hidden company's open jobs, for the owner and admins who alone read its page: browsing leaves out a hidden
 * company's jobs, its own list (GET /api/companies/{id}/jobs) serves them to those two.
 */
function HiddenCompanyOpenJobs({ companyId }: { companyId: string }) {
  const { data, error, isLoading } = useCompanyJobs(companyId)
  return (
    <JobsSection
      jobs={(data ?? []).filter((job) => job.status === 'active')}
      loading={isLoading}
      failed={Boolean(error)}
    />
  )
}

/** /companies/{id}: who is hiring, as a member sees it, with the company's open jobs. */
export function CompanyPage({ companyId }: { companyId: string }) {
  const { user } = useCurrentUser()
  const { data: company, error } = useCompany(companyId)

  if (error) {
    const missing = isApiError(error) && error.status === 404
    // A company an admin hid answers 404 'Company not available' to everyone but its owner and admins.
    const unavailable = missing && error.data?.error === NOT_AVAILABLE_TITLE
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Company">
        <EmptyState
          icon={<ErrorOutlineIcon />}
          title={unavailable ? NOT_AVAILABLE_TITLE : missing ? 'Company not found' : 'Failed to load the company'}
          description={
            unavailable
              ? "This company's page and jobs are not available."
              : missing
                ? 'This company does not exist or was removed.'
                : 'Please try again later.'
          }
          action={
            <Button component={RouterLink} to="/jobs" variant="contained">
              Browse jobs
            </Button>
          }
        />
      </AreaFrame>
    )
  }
  if (!company) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Company">
        <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
          Loading...
        </Typography>
      </AreaFrame>
    )
  }

  const owned = 'ownerId' in company && company.ownerId === user?.id
  const response = responseText(company)
  return (
    <AreaFrame
      remoteName={REMOTE_NAME}
      title={company.name}
      actions={
        owned ? (
          <Button component={RouterLink} to="/dashboard/company" size="small" variant="outlined">
            Edit company
          </Button>
        ) : undefined
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <HiddenCompanyNotice company={company} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CompanyLogo name={company.name} logo={company.logo} size={72} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <VerificationChip kind={company.verification} />
            {company.foundingEmployerNumber !== null && <FoundingBadge number={company.foundingEmployerNumber} />}
          </Box>
        </Box>
        {company.verification === null && (
          <Typography variant="body2" color="text.secondary">
            Not verified
          </Typography>
        )}

        <Box component="section" aria-labelledby="company-about-title">
          <Typography id="company-about-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            About
          </Typography>
          {company.description ? (
            company.description.split(/\n\s*\n/).map((paragraph, index) => (
              <Typography key={index} variant="body1" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
                {paragraph}
              </Typography>
            ))
          ) : (
            <Typography color="text.secondary">No description provided.</Typography>
          )}
        </Box>

        <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
              Website
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
              {company.website ? (
                <Link href={company.website} target="_blank" rel="noopener noreferrer nofollow">
                  {company.website.replace(/^https?:\/\//, '')}
                </Link>
              ) : (
                'Not specified'
              )}
            </Typography>
          </Box>
          <Fact label="Company size" value={company.size ? `${company.size} employees` : null} />
          <Fact label="Industry" value={company.industry} />
          <Fact label="Headquarters" value={company.headquarters} />
          <Fact label="Responsiveness" value={response ?? 'Not enough applications yet'} />
        </Box>

        {'hidden' in company && company.hidden ? (
          <HiddenCompanyOpenJobs companyId={company.id} />
        ) : (
          <OpenJobs companyId={company.id} />
        )}
      </Box>
    </AreaFrame>
  )
}
