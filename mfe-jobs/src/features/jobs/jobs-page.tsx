import { LIMITS } from '@hireloop/backend/jobs-constants'
import {
  AreaFrame,
  Box,
  Button,
  EmptyState,
  ErrorOutlineIcon,
  errorMessage,
  InputBase,
  isApiError,
  Paper,
  SearchIcon,
  Typography,
  useCurrentUser,
  useToast,
  WorkIcon,
} from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import Chip from '@mui/material/Chip'
import Collapse from '@mui/material/Collapse'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { mutate } from 'swr'
import { createAlert, type AlertInput } from '../../api/alerts/create-alert'
import { AlertDialog } from './alert-dialog'
import { rememberReferralCode } from '../../shared/referral-link'
import { appliedJob } from '../../api/applications/apply'
import { useMyCompanies } from '../../api/companies/get-my-companies'
import { jobKey, useJob } from '../../api/jobs/get-job'
import { useJobInteractions } from '../../api/jobs/get-job-interactions'
import type { Job } from '../../api/jobs/types'
import { TuneIcon } from '../../shared/icons'
import { REMOTE_NAME } from '../../shared/remote-name'
import { FilterPanel } from './filter-panel'
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersToParams,
  filtersToRequest,
  parseFilters,
  type JobFilters,
} from './filters'
import { JobCard } from './job-card'
import { JobDetailDialog } from './job-detail-dialog'
import { AskReferralHint } from '../../shared/ask-referral-address'
import { ReportJobDialog } from './report-job-dialog'
import { ShareDialog, type ShareTab } from './share-dialog'
import { useCopyJobLink, useJobActions, useNativeShare, type JobUpdate } from './use-job-actions'
import { useJobList } from './use-job-list'

/** What the page hands the Apply dialog (composed by src/app, so this feature does not import the apply feature). */
export interface ApplySlotProps {
  job: Job
  open: boolean
  onClose: () => void
  onApplied: (answer: ApplicationAnswer) => void
}

/** The referrals feature's 'Ask for a referral' dialog, composed by src/app. */
export interface AskReferralSlotProps {
  job: Job
  open: boolean
  onClose: () => void
}

/** Why the server refused a search (a 422: e.g. a shared address with a keyword over the limit), in its words. */
function searchRefusal(error: unknown) {
  return isApiError(error) && error.status === 422 ? errorMessage(error, '') || null : null
}

/** Stands in while the open job loads (its actions are not reachable then). */
const PLACEHOLDER_JOB = { id: '', isSaved: false, isLiked: false } as Job

function SearchField({
  label,
  placeholder,
  value,
  maxLength,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  /** The server's limit: typing stops there instead of a search the server refuses. */
  maxLength: number
  onChange: (value: string) => void
}) {
  return (
    <Paper variant="outlined" sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
      <SearchIcon fontSize="small" color="action" />
      <InputBase
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ 'aria-label': label, maxLength }}
        sx={{ flex: 1, fontSize: 14 }}
      />
    </Paper>
  )
}

/** The open job's dialog (loading until the job arrives) and its report dialog. */
function DetailOverlay({
  open,
  job,
  loading,
  error,
  owned,
  update,
  onClose,
  onShare,
  canApply,
  onApply,
  renderAskReferral,
}: {
  open: boolean
  job: Job | null
  loading: boolean
  error: boolean
  owned: boolean
  update: JobUpdate
  onClose: () => void
  onShare: (job: Job, anchor: HTMLElement) => void
  canApply: boolean
  onApply: (job: Job) => void
  /** Candidates only: the 'Ask for a referral' dialog. */
  renderAskReferral?: (props: AskReferralSlotProps) => ReactNode
}) {
  const actions = useJobActions(job ?? PLACEHOLDER_JOB, update)
  const navigate = useNavigate()
  const [reportOpen, setReportOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  return (
    <>
      <JobDetailDialog
        open={open}
        job={job}
        loading={loading}
        error={error}
        owned={owned}
        onClose={onClose}
        onSave={actions.save}
        onLike={actions.like}
        onShare={(anchor) => job && onShare(job, anchor)}
        onReport={() => setReportOpen(true)}
        onManage={() => navigate('/dashboard?view=jobs')}
        canApply={canApply}
        onApply={() => job && onApply(job)}
        canAskReferral={Boolean(renderAskReferral)}
        onAskReferral={() => setAsking(true)}
      />
      {job && renderAskReferral?.({ job, open: open && asking, onClose: () => setAsking(false) })}
      {job && (
        <ReportJobDialog
          open={open && reportOpen}
          jobTitle={job.title}
          onClose={() => setReportOpen(false)}
          onReport={actions.report}
        />
      )}
    </>
  )
}

/** One card with its own actions (the hook needs the card's job). */
function JobListItem({
  job,
  owned,
  update,
  onOpen,
  onShare,
  canApply,
  onApply,
  showFeatured,
}: {
  job: Job
  owned: boolean
  update: JobUpdate
  onOpen: () => void
  onShare: (anchor: HTMLElement) => void
  canApply: boolean
  onApply: () => void
  showFeatured: boolean
}) {
  const actions = useJobActions(job, update)
  const navigate = useNavigate()
  return (
    <JobCard
      job={job}
      owned={owned}
      onSave={actions.save}
      onLike={actions.like}
      onShare={onShare}
      onOpen={onOpen}
      onManage={() => navigate('/dashboard?view=jobs')}
      canApply={canApply}
      onApply={onApply}
      showFeatured={showFeatured}
    />
  )
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
  const { toast } = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const filters = useMemo(() => parseFilters(params), [params])
  // Opened through a referral link (?ref=): the application to this job will carry its code.
  const referralCode = params.get('ref')
  useEffect(() => {
    if (openJobId && referralCode) rememberReferralCode(openJobId, referralCode)
  }, [openJobId, referralCode])
  const requestParams = useMemo(() => filtersToRequest(filters), [filters])
  const list = useJobList(requestParams)
  const { data: interactions } = useJobInteractions(Boolean(user))
  const isEmployer = user?.userType === 'employer' || user?.userType === 'admin'
  const canApply = user?.userType === 'candidate' && Boolean(renderApply)
  const { data: companies } = useMyCompanies(isEmployer)
  const myCompanyIds = useMemo(() => new Set((companies ?? []).map((company) => company.id)), [companies])
  const owns = useCallback(
    (job: Job) => Boolean(user) && (job.company?.ownerId === user?.id || myCompanyIds.has(job.companyId)),
    [user, myCompanyIds]
  )

  const [keyword, setKeyword] = useState(filters.keyword)
  const [place, setPlace] = useState(filters.location)
  // Back and forward change the address: the inputs follow it (each only when its own part of the address changed).
  const [addressed, setAddressed] = useState({ keyword: filters.keyword, location: filters.location })
  if (addressed.keyword !== filters.keyword || addressed.location !== filters.location) {
    setAddressed({ keyword: filters.keyword, location: filters.location })
    if (addressed.keyword !== filters.keyword) setKeyword(filters.keyword)
    if (addressed.location !== filters.location) setPlace(filters.location)
  }
  const filterCount = activeFilterCount(filters)
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0)
  // On a phone the search starts as its keyword field alone (the list shows from the first screen); focusing it, or
  // a search with more than a keyword, shows the rest.
  const [searchOpen, setSearchOpen] = useState(false)
  const searchExpanded = searchOpen || filtersOpen || filterCount > 0 || place !== ''

  const search = location.search
  const applyFilters = (next: JobFilters) => {
    const query = filtersToParams(next).toString()
    navigate({ pathname: '/jobs', search: query ? `?${query}` : '' })
  }
  // A search from the search card reports how many jobs it found (part 2 §8), once its first page arrives.
  const searchToastFor = useRef<string | null>(null)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    const next = { ...filters, keyword, location: place }
    searchToastFor.current = filtersToRequest(next).toString()
    applyFilters(next)
  }
  const requestKey = requestParams.toString()
  useEffect(() => {
    if (list.total === null || searchToastFor.current !== requestKey) return
    searchToastFor.current = null
    toast({
      title: 'Search Results',
      description: `Found ${list.total} job${list.total === 1 ? '' : 's'}`,
      variant: 'info',
    })
  }, [list.total, requestKey, toast])

  const { update: updateListed } = list
  const update: JobUpdate = useCallback(
    (id, change) => {
      updateListed(id, change)
      void mutate<Job>(jobKey(id), (current) => (current ? change(current) : current), { revalidate: false })
    },
    [updateListed]
  )

  // The job whose details are (or were last) shown.
  const [shownJobId, setShownJobId] = useState(openJobId)
  if (openJobId !== null && openJobId !== shownJobId) setShownJobId(openJobId)
  // The open job: the list's copy when it holds it (its flags stay in step), else loaded from the server.
  // (The closing dialog keeps showing the job it had while it animates out.)
  const listed = shownJobId ? list.items.find((job) => job.id === shownJobId) : undefined
  const loaded = useJob(shownJobId)
  const openJob = listed ?? loaded.data ?? null
  const [shareMenu, setShareMenu] = useState<{ job: Job; anchor: HTMLElement } | null>(null)
  const [shareJob, setShareJob] = useState<{ job: Job; tab: ShareTab } | null>(null)
  const copyLink = useCopyJobLink()
  const nativeShare = useNativeShare()

  // The dialog keeps its job after closing (it animates out); `open` says whether it is shown.
  const [applying, setApplying] = useState<{ job: Job; open: boolean } | null>(null)
  const openApply = (job: Job) => setApplying({ job, open: true })
  const onApplied = (answer: ApplicationAnswer) => {
    if (applying) update(applying.job.id, (current) => appliedJob(current, answer))
  }

  const openDetail = (id: string) => navigate({ pathname: `/jobs/${encodeURIComponent(id)}`, search })
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
  const saveAlert = async (input: AlertInput) => {
    try {
      await createAlert(input)
      toast({
        title: 'Job Alert Created',
        description: "We'll let you know when new jobs match this search.",
        variant: 'success',
      })
      return true
    } catch (error) {
      toast({
        title: 'Could not create the alert',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      })
      return false
    }
  }

  const sentinel = useRef<HTMLDivElement>(null)
  const { hasMore, isLoadingMore, loadMore, error } = list
  const canLoadMore = hasMore && !isLoadingMore && !error
  useEffect(() => {
    const target = sentinel.current
    if (!target || !canLoadMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore()
      },
      { rootMargin: '600px 0px' }
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [canLoadMore, loadMore, list.items.length])

  // 'Featured' says something only where it sets jobs apart: not when every job shown has it.
  const featuredRanks = list.items.some((job) => !job.priorityPlacement)
  const savedCount = interactions?.saved.length ?? 0
  const appliedCount = interactions?.applied?.length ?? 0
  const hasSearch = requestParams.toString() !== ''

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
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label="Search jobs"
        data-expanded={searchExpanded}
        sx={{ p: { xs: 1, sm: 2 }, mb: { xs: 1.5, sm: 2 } }}
        onSubmit={onSearch}
        onFocus={() => setSearchOpen(true)}
      >
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
          <SearchField
            label="Keyword"
            placeholder="Job title, skill or company"
            value={keyword}
            maxLength={LIMITS.keywordMax}
            onChange={setKeyword}
          />
          <Box sx={{ display: { xs: searchExpanded ? 'contents' : 'none', sm: 'contents' } }}>
            <SearchField
              label="Location"
              placeholder="City, state or zip"
              value={place}
              maxLength={LIMITS.locationMax}
              onChange={setPlace}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </Box>
        <Box
          sx={{
            display: { xs: searchExpanded ? 'flex' : 'none', sm: 'flex' },
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            mt: 1,
          }}
        >
          <Button
            size="small"
            color="inherit"
            startIcon={<TuneIcon fontSize="small" />}
            aria-expanded={filtersOpen}
            aria-controls="job-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
          </Button>
          <Box sx={{ flex: 1 }} />
          {user && (
            <Button size="small" onClick={() => setAlertOpen(true)}>
              Save this search as an alert
            </Button>
          )}
        </Box>
        <Collapse in={filtersOpen} id="job-filters">
          <FilterPanel
            filters={filters}
            onChange={(change) => applyFilters({ ...filters, ...change })}
            onClear={() => applyFilters({ ...EMPTY_FILTERS, keyword: filters.keyword, location: filters.location })}
          />
        </Collapse>
      </Paper>

      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: { xs: 1, sm: 2 } }}
        aria-live="polite"
      >
        <Typography variant="body2" sx={{ flex: 1 }} data-testid="jobs-count">
          {list.total === null ? ' ' : `Showing ${list.total} job${list.total === 1 ? '' : 's'}`}
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

      {list.isLoading ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          Loading jobs...
        </Typography>
      ) : list.error?.kind === 'first' ? (
        <OfflineFallback error={list.error.error} retry={list.refresh}>
          <EmptyState
            icon={<ErrorOutlineIcon />}
            title="Failed to load jobs"
            description={searchRefusal(list.error.error) ?? 'Please try again later'}
            action={
              <Button variant="contained" onClick={list.refresh}>
                Try again
              </Button>
            }
          />
        </OfflineFallback>
      ) : list.items.length === 0 ? (
        hasSearch ? (
          <EmptyState
            icon={<SearchIcon />}
            title="No jobs match your search"
            description="Try other words, a wider area or fewer filters."
            action={<Button onClick={() => applyFilters(EMPTY_FILTERS)}>Clear search</Button>}
          />
        ) : (
          <EmptyState
            icon={<WorkIcon />}
            title="No jobs available"
            description="No job postings have been created yet. Employers can post jobs to get started."
          />
        )
      ) : (
        <Box component="section" aria-label="Job listings" sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 } }}>
          {list.items.map((job) => (
            <JobListItem
              key={job.id}
              job={job}
              owned={owns(job)}
              update={update}
              onOpen={() => openDetail(job.id)}
              onShare={(anchor) => setShareMenu({ job, anchor })}
              canApply={canApply}
              onApply={() => openApply(job)}
              showFeatured={featuredRanks}
            />
          ))}
          <div ref={sentinel} />
          {list.isLoadingMore && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              Loading more jobs...
            </Typography>
          )}
          {list.error?.kind === 'more' && (
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant="body2" color="error">
                Failed to load more jobs.
              </Typography>
              <Button onClick={loadMore}>Try again</Button>
            </Box>
          )}
          {canLoadMore && (
            <Button onClick={loadMore} sx={{ justifySelf: 'center' }}>
              Load more jobs
            </Button>
          )}
        </Box>
      )}

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
          onShare={(job, anchor) => setShareMenu({ job, anchor })}
          canApply={canApply}
          onApply={openApply}
          renderAskReferral={user?.userType === 'candidate' ? renderAskReferral : undefined}
        />
      )}
      {applying && renderApply && (
        <Fragment key={applying.job.id}>
          {renderApply({
            job: applying.job,
            open: applying.open,
            onClose: () => setApplying((current) => current && { ...current, open: false }),
            onApplied,
          })}
        </Fragment>
      )}
      <Menu open={Boolean(shareMenu)} anchorEl={shareMenu?.anchor ?? null} onClose={() => setShareMenu(null)}>
        <MenuItem
          onClick={() => {
            if (shareMenu) void copyLink(shareMenu.job.id)
            setShareMenu(null)
          }}
        >
          <ListItemText primary="Copy Link" secondary="Share it anywhere" />
        </MenuItem>
        {nativeShare && (
          <MenuItem
            onClick={() => {
              if (shareMenu) void nativeShare(shareMenu.job)
              setShareMenu(null)
            }}
          >
            <ListItemText primary="Share via..." secondary="Your device's apps" />
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setShareJob(shareMenu ? { job: shareMenu.job, tab: 'messaging' } : null)
            setShareMenu(null)
          }}
        >
          <ListItemText primary="Share in Messages" secondary="Send it to a conversation or a connection" />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setShareJob(shareMenu ? { job: shareMenu.job, tab: 'feed' } : null)
            setShareMenu(null)
          }}
        >
          <ListItemText primary="Share to Feed" secondary="Post it to your network" />
        </MenuItem>
      </Menu>
      {shareJob && (
        <ShareDialog
          job={shareJob.job}
          initialTab={shareJob.tab}
          open
          onClose={() => setShareJob(null)}
          onCopyLink={() => void copyLink(shareJob.job.id)}
        />
      )}
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
