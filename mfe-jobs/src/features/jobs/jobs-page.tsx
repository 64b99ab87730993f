import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { AreaFrame, Box, Button, Typography, useCurrentUser } from '@hireloop/shared-ui'
import type { Draft } from '@hireloop/shared-ui/offline'
import { useJobInteractions } from '@hireloop/shared-ui/helpers'
import Chip from '@mui/material/Chip'
import { Fragment, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { appliedJob } from '../../api/applications/apply'
import { useMyCompanies } from '../../api/companies/get-my-companies'
import { useJob } from '../../api/jobs/get-job'
import type { Job } from '../../api/jobs/types'
import { AskReferralHint } from '../../shared/ask-referral-address'
import { rememberReferralCode } from '../../shared/referral-link'
import { REMOTE_NAME } from '../../shared/remote-name'
import { AlertDialog } from './alert-dialog'
import { DetailOverlay, type AskReferralSlotProps } from './detail-overlay'
import { EMPTY_FILTERS } from './filters'
import { JobResults } from './job-results'
import { JobSearchForm } from './job-search-form'
import { ShareMenu, type ShareTarget } from './share-menu'
import { jobsCountText } from './use-job-list'
import { useJobsSearch, useSaveAlert } from './use-jobs-search'
import { useWaitingApplication, useWaitingApplications } from './use-waiting-application'

export type { AskReferralSlotProps } from './detail-overlay'

/** What the page hands the Apply dialog (composed by src/app, so this feature does not import the apply feature). */
export interface ApplySlotProps {
  job: Job
  open: boolean
  onClose: () => void
  onApplied: (answer: ApplicationAnswer) => void
  /** An application waiting on the device, to edit instead of a new one. */
  draft?: Draft
}

/**
 * /jobs (and /jobs/{id} with its detail open): search, every filter on the server, infinite scroll. `renderApply`
 * renders the Apply dialog (candidates only see Apply; employers and admins apply to nothing, so they see no Apply).
 */
export function JobsPage({
  openJobId,
  renderApply,
  renderAskReferral,
}: {
  openJobId: string | null
  renderApply?: (props: ApplySlotProps) => ReactNode
  /** The 'Ask for a referral' dialog, offered to candidates in a job's detail. */
  renderAskReferral?: (props: AskReferralSlotProps) => ReactNode
}) {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const location = useLocation()
  const { params, filters, hasSearch, list, applyFilters, search: runSearch, update } = useJobsSearch()
  const saveAlert = useSaveAlert()
  // Opened through a referral link (?ref=): the application to this job will carry its code.
  const referralCode = params.get('ref')
  useEffect(() => {
    if (openJobId && referralCode) rememberReferralCode(openJobId, referralCode)
  }, [openJobId, referralCode])
  const { data: interactions } = useJobInteractions(Boolean(user))
  const isEmployer = user?.userType === 'employer' || user?.userType === 'admin'
  const canApply = user?.userType === 'candidate' && Boolean(renderApply)
  const { data: companies } = useMyCompanies(isEmployer)
  const myCompanyIds = useMemo(() => new Set((companies ?? []).map((company) => company.id)), [companies])
  const owns = useCallback(
    (job: Job) => Boolean(user) && (job.company?.ownerId === user?.id || myCompanyIds.has(job.companyId)),
    [user, myCompanyIds]
  )

  const search = location.search
  // The job whose details are (or were last) shown.
  const [shownJobId, setShownJobId] = useState(openJobId)
  if (openJobId !== null && openJobId !== shownJobId) setShownJobId(openJobId)
  // The open job: the list's copy when it holds it (its flags stay in step), else loaded from the server.
  // (The closing dialog keeps showing the job it had while it animates out.)
  const listed = shownJobId ? list.items.find((job) => job.id === shownJobId) : undefined
  const loaded = useJob(shownJobId)
  const openJob = listed ?? loaded.data ?? null
  const [shareMenu, setShareMenu] = useState<ShareTarget | null>(null)
  const openShare = (job: Job, anchor: HTMLElement) => setShareMenu({ job, anchor })

  // The dialog keeps its job after closing (it animates out); `open` says whether it is shown.
  const [applying, setApplying] = useState<{ job: Job; open: boolean; draft?: Draft } | null>(null)
  const openApply = (job: Job) => setApplying({ job, open: true })
  const onApplied = (answer: ApplicationAnswer) => {
    if (applying) update(applying.job.id, (current) => appliedJob(current, answer))
  }
  // Applications written offline wait on the device, each shown on its job's card and details; delivered, the job
  // reads 'Applied'.
  const waitingByJob = useWaitingApplications(canApply ? (user?.id ?? null) : null, (jobId, answer) =>
    update(jobId, (current) => appliedJob(current, answer))
  )
  const waiting = useWaitingApplication(canApply ? shownJobId : null, waitingByJob, (jobId, job) =>
    update(jobId, () => job)
  )

  const openDetail = (job: Job) => navigate({ pathname: `/jobs/${encodeURIComponent(job.id)}`, search })
  const closeDetail = () => navigate({ pathname: '/jobs', search })
  // The details stay mounted once shown and close through their `open` flag (the address is the truth: Close,
  // Escape and Back all lead to /jobs). Unmounting the open dialog in the navigation's render could leave its
  // portal on screen once the Apply dialog had been shown. Leaving a job's details also closes its Apply dialog.
  const [detailJobId, setDetailJobId] = useState(openJobId)
  if (detailJobId !== openJobId) {
    setDetailJobId(openJobId)
    if (detailJobId !== null) setApplying((current) => current && { ...current, open: false })
  }

  const [alertOpen, setAlertOpen] = useState(false)
  const savedCount = interactions?.saved.length ?? 0
  const appliedCount = interactions?.applied?.length ?? 0

  return (
    <AreaFrame
      remoteName={REMOTE_NAME}
      title="Jobs"
      subtitle="Find your next opportunity"
      actions={
        isEmployer && (
          <Button variant="contained" size="small" onClick={() => navigate('/jobs/new')}>
            Post a Job
          </Button>
        )
      }
    >
      <AskReferralHint show={user?.userType === 'candidate'} />
      <JobSearchForm
        filters={filters}
        onSearch={runSearch}
        onFilter={applyFilters}
        onSaveAlert={user ? () => setAlertOpen(true) : undefined}
      />

      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: { xs: 1, sm: 2 } }}
        aria-live="polite"
      >
        <Typography variant="body2" sx={{ flex: 1 }} data-testid="jobs-count">
          {list.total === null ? ' ' : `Showing ${jobsCountText(list.total, list.totalIsCapped)}`}
        </Typography>
        {user && (
          <Chip
            size="small"
            label={`${savedCount} saved`}
            onClick={() => applyFilters({ ...filters, saved: !filters.saved })}
          />
        )}
        {user && <Chip size="small" label={`${appliedCount} applied`} />}
      </Box>

      <JobResults
        list={list}
        hasSearch={hasSearch}
        owns={owns}
        update={update}
        onOpen={openDetail}
        onShare={openShare}
        canApply={canApply}
        onApply={openApply}
        waitingFor={(job) => waitingByJob.get(job.id) ?? null}
        onClearSearch={() => applyFilters(EMPTY_FILTERS)}
      />

      {shownJobId && (
        <DetailOverlay
          key={shownJobId}
          open={openJobId !== null}
          job={openJob}
          loading={loaded.isLoading}
          error={Boolean(loaded.error)}
          owned={openJob ? owns(openJob) : false}
          update={update}
          onClose={closeDetail}
          onShare={openShare}
          canApply={canApply}
          onApply={openApply}
          waiting={waiting.draft}
          onEditWaiting={(job, draft) => setApplying({ job, open: true, draft })}
          onDiscardWaiting={waiting.discard}
          renderAskReferral={user?.userType === 'candidate' ? renderAskReferral : undefined}
        />
      )}
      {applying && renderApply && (
        <Fragment key={`${applying.job.id}:${applying.draft?.id ?? ''}`}>
          {renderApply({
            job: applying.job,
            open: applying.open,
            onClose: () => setApplying((current) => current && { ...current, open: false }),
            onApplied,
            ...(applying.draft ? { draft: applying.draft } : {}),
          })}
        </Fragment>
      )}
      <ShareMenu target={shareMenu} onClose={() => setShareMenu(null)} />
      <AlertDialog
        open={alertOpen}
        query={filters.keyword}
        location={filters.location}
        onClose={() => setAlertOpen(false)}
        onSave={saveAlert}
      />
    </AreaFrame>
  )
}
