import {
  Box,
  Button,
  EmptyState,
  ErrorOutlineIcon,
  errorMessage,
  isApiError,
  SearchIcon,
  Typography,
  WorkIcon,
} from '@hireloop/shared-ui'
import { OfflineFallback, type Draft } from '@hireloop/shared-ui/offline'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Job } from '../../api/jobs/types'
import { JobCard } from './job-card'
import { useJobActions, type JobUpdate } from './use-job-actions'
import type { useJobList } from './use-job-list'

/** Why the server refused a search (a 422: e.g. a shared address with a keyword over the limit), in its words. */
function searchRefusal(error: unknown) {
  return isApiError(error) && error.status === 422 ? errorMessage(error, '') || null : null
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
  waiting,
  showFeatured,
}: {
  job: Job
  owned: boolean
  update: JobUpdate
  onOpen: () => void
  onShare: (anchor: HTMLElement) => void
  canApply: boolean
  onApply: () => void
  waiting: Draft | null
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
      waiting={waiting}
      showFeatured={showFeatured}
    />
  )
}

/** The jobs of a search: loading, its failure, nothing found, or the cards, loading more as the end comes near. */
export function JobResults({
  list,
  hasSearch,
  owns,
  update,
  onOpen,
  onShare,
  canApply,
  onApply,
  waitingFor,
  onClearSearch,
}: {
  list: ReturnType<typeof useJobList>
  hasSearch: boolean
  owns: (job: Job) => boolean
  update: JobUpdate
  onOpen: (job: Job) => void
  onShare: (job: Job, anchor: HTMLElement) => void
  canApply: boolean
  onApply: (job: Job) => void
  /** The reader's application to a job waiting on this device, if there is one. */
  waitingFor: (job: Job) => Draft | null
  onClearSearch: () => void
}) {
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

  if (list.isLoading)
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        Loading jobs...
      </Typography>
    )
  if (list.error?.kind === 'first')
    return (
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
    )
  if (list.items.length === 0)
    return hasSearch ? (
      <EmptyState
        icon={<SearchIcon />}
        title="No jobs match your search"
        description="Try other words, a wider area or fewer filters."
        action={<Button onClick={onClearSearch}>Clear search</Button>}
      />
    ) : (
      <EmptyState
        icon={<WorkIcon />}
        title="No jobs available"
        description="No job postings have been created yet. Employers can post jobs to get started."
      />
    )
  return (
    <Box component="section" aria-label="Job listings" sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 } }}>
      {list.items.map((job) => (
        <JobListItem
          key={job.id}
          job={job}
          owned={owns(job)}
          update={update}
          onOpen={() => onOpen(job)}
          onShare={(anchor) => onShare(job, anchor)}
          canApply={canApply}
          onApply={() => onApply(job)}
          waiting={waitingFor(job)}
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
  )
}
