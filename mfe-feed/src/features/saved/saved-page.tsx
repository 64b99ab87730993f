import {
  Box,
  Button,
  EmptyState,
  errorMessage,
  InboxIcon,
  Link as MuiLink,
  Paper,
  profilePath,
  Typography,
  useToast,
  type CursorList,
} from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import {
  dropSavedJobReads,
  markPostUnsaved,
  unsaveJob,
  unsavePost,
  useSavedPosts,
  type SavedJob,
} from '../../api/saved/get-saved'
import { keptWords, useKeptSavedJobs } from './use-kept-saved-jobs'
import type { Post } from '../../api/feed/types'

type SavedTab = 'posts' | 'jobs'
const TABS: ReadonlyArray<{ key: SavedTab; label: string }> = [
  { key: 'posts', label: 'Posts' },
  { key: 'jobs', label: 'Jobs' },
]

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text)

function Row({
  children,
  onRemove,
  removeLabel,
  testId,
}: {
  children: React.ReactNode
  onRemove: () => Promise<void>
  removeLabel: string
  testId: string
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={testId}
      sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', listStyle: 'none', minWidth: 0 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Button
        size="small"
        aria-label={removeLabel}
        loading={busy}
        onClick={async () => {
          setBusy(true)
          await onRemove()
          setBusy(false)
        }}
      >
        Remove
      </Button>
    </Paper>
  )
}

/** Under a list with more to read: the next page on demand, and its failure. */
function LoadMore({
  list,
  what,
}: {
  list: Pick<CursorList<{ id: string }>, 'hasMore' | 'error' | 'isLoadingMore' | 'loadMore'>
  what: string
}) {
  if (!list.hasMore && list.error?.kind !== 'more') return null
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 1 }}>
      {list.error?.kind === 'more' && (
        <Typography role="alert" variant="body2" color="error">
          {`Failed to load more saved ${what}. Please try again.`}
        </Typography>
      )}
      <Button onClick={list.loadMore} disabled={list.isLoadingMore}>
        {list.isLoadingMore ? 'Loading...' : list.error?.kind === 'more' ? 'Try again' : 'Load more'}
      </Button>
    </Box>
  )
}

function SavedPosts() {
  const list = useSavedPosts()
  const { mutate: mutateCache } = useSWRConfig()
  const { toast } = useToast()
  if (list.error?.kind === 'first')
    return (
      <OfflineFallback error={list.error.error} retry={list.refresh}>
        <Typography role="alert">Failed to load your saved posts. Please try again.</Typography>
      </OfflineFallback>
    )
  if (list.isLoading) return <Typography role="status">Loading saved posts...</Typography>
  if (list.items.length === 0 && !list.hasMore)
    return (
      <EmptyState
        icon={<InboxIcon />}
        title="No saved posts"
        description="Save a post from its menu to find it here."
      />
    )
  const remove = async (post: Post) => {
    try {
      await unsavePost(post.id)
      void markPostUnsaved(mutateCache, post.id)
      list.remove(post.id)
      toast({ title: 'Bookmark removed', variant: 'success' })
    } catch (failure) {
      toast({
        title: 'Failed to update like/repost/bookmark',
        description: errorMessage(failure, ''),
        variant: 'error',
      })
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ul" aria-label="Saved posts" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>
        {list.items.map((post) => (
          <Row
            key={post.id}
            testId="saved-post"
            removeLabel={`Remove saved post by ${post.author.name}`}
            onRemove={() => remove(post)}
          >
            <MuiLink component={Link} to={profilePath(post.author.id)} variant="subtitle2" sx={{ fontWeight: 700 }}>
              {post.author.name}
            </MuiLink>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <MuiLink component={Link} to={`/post/${post.id}`} color="inherit" underline="hover">
                {excerpt(post.content) || 'Open post'}
              </MuiLink>
            </Typography>
          </Row>
        ))}
      </Box>
      <LoadMore list={list} what="posts" />
    </Box>
  )
}

function SavedJobs() {
  const { list, keptAt } = useKeptSavedJobs()
  const { mutate: mutateCache } = useSWRConfig()
  const { toast } = useToast()
  if (list.error?.kind === 'first')
    return (
      <OfflineFallback error={list.error.error} retry={list.refresh}>
        <Typography role="alert">Failed to load your saved jobs. Please try again.</Typography>
      </OfflineFallback>
    )
  if (list.isLoading) return <Typography role="status">Loading saved jobs...</Typography>
  if (list.items.length === 0 && !list.hasMore)
    return (
      <EmptyState
        icon={<InboxIcon />}
        title="No saved jobs"
        description="Save a job on the jobs page to find it here."
      />
    )
  const remove = async (job: SavedJob) => {
    try {
      await unsaveJob(job.id)
      void dropSavedJobReads(mutateCache)
      list.remove(job.id)
      toast({ title: 'Job Removed', variant: 'success' })
    } catch {
      toast({ title: 'Error', description: 'Failed to save job. Please try again.', variant: 'error' })
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {keptAt && (
        <Typography variant="body2" color="text.secondary" role="note" data-testid="saved-jobs-kept">
          {keptWords(keptAt)}
        </Typography>
      )}
      <Box component="ul" aria-label="Saved jobs" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>
        {list.items.map((job) => (
          <Row
            key={job.id}
            testId="saved-job"
            removeLabel={`Remove saved job ${job.title}`}
            onRemove={() => remove(job)}
          >
            <MuiLink
              component={Link}
              to={`/jobs/${job.id}`}
              variant="subtitle2"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {job.title}
            </MuiLink>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[job.company.name, job.location].filter(Boolean).join(' · ')}
            </Typography>
          </Row>
        ))}
      </Box>
      <LoadMore list={list} what="jobs" />
    </Box>
  )
}

/** /saved: what the member saved, posts and jobs side by side (tabs, kept in ?tab=), each removable. */
export default function SavedPage() {
  const [params, setParams] = useSearchParams()
  const tab: SavedTab = params.get('tab') === 'jobs' ? 'jobs' : 'posts'
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Saved
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: SavedTab) => setParams(value === 'posts' ? {} : { tab: value }, { replace: true })}
        aria-label="Saved items"
        variant="fullWidth"
      >
        {TABS.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={item.label}
            id={`saved-tab-${item.key}`}
            aria-controls="saved-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="saved-panel" aria-labelledby={`saved-tab-${tab}`}>
        {tab === 'posts' ? <SavedPosts /> : <SavedJobs />}
      </Box>
    </Box>
  )
}
