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

function SavedPosts() {
  const { data, error, mutate } = useSavedPosts()
  const { mutate: mutateCache } = useSWRConfig()
  const { toast } = useToast()
  if (error)
    return (
      <OfflineFallback error={error} retry={() => void mutate()}>
        <Typography role="alert">Failed to load your saved posts. Please try again.</Typography>
      </OfflineFallback>
    )
  if (!data) return <Typography role="status">Loading saved posts...</Typography>
  if (data.posts.length === 0)
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
      await mutate((page) => page && { ...page, posts: page.posts.filter((item) => item.id !== post.id) }, {
        revalidate: false,
      })
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
    <Box component="ul" aria-label="Saved posts" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>
      {data.posts.map((post) => (
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
  )
}

function SavedJobs() {
  const { data, error, mutate } = useKeptSavedJobs()
  const { mutate: mutateCache } = useSWRConfig()
  const { toast } = useToast()
  if (error)
    return (
      <OfflineFallback error={error} retry={() => void mutate()}>
        <Typography role="alert">Failed to load your saved jobs. Please try again.</Typography>
      </OfflineFallback>
    )
  if (!data) return <Typography role="status">Loading saved jobs...</Typography>
  if (data.jobs.length === 0)
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
      await mutate((page) => page && { ...page, jobs: page.jobs.filter((item) => item.id !== job.id) }, {
        revalidate: false,
      })
      toast({ title: 'Job Removed', variant: 'success' })
    } catch {
      toast({ title: 'Error', description: 'Failed to save job. Please try again.', variant: 'error' })
    }
  }
  const list = (
    <Box component="ul" aria-label="Saved jobs" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>
      {data.jobs.map((job) => (
        <Row key={job.id} testId="saved-job" removeLabel={`Remove saved job ${job.title}`} onRemove={() => remove(job)}>
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
  )
  if (!data.keptAt) return list
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" role="note" data-testid="saved-jobs-kept">
        {keptWords(data.keptAt)}
      </Typography>
      {list}
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
