import {
  AreaFrame,
  ArticleIcon,
  Box,
  Button,
  EmptyState,
  ErrorOutlineIcon,
  IconButton,
  Typography,
} from '@hireloop/shared-ui'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { REMOTE_NAME } from '../../shared/remote-name'
import { RefreshIcon } from '../../shared/icons'
import { PostCard } from '../../features/post/post-card'
import { usePostOverlays } from '../post-overlays'
import { ComposeCard } from '../../features/feed/compose-card'
import { FeedHeader } from '../feed-header'
import { usePullToRefresh } from '../../features/feed/use-pull-to-refresh'
import { useFeed } from '../../features/feed/use-feed'
import { useShownOnScroll } from '../../features/feed/use-shown-on-scroll'
import { postDraftsKept } from '../../features/composer/post-drafts-kept'

// Loaded only when a load fails: the first screen does not carry it.
const OfflineFallback = lazy(() =>
  import('@hireloop/shared-ui/offline').then((module) => ({ default: module.OfflineFallback }))
)
// Loaded only when posts may wait on this device or the composer opens.
const PostDrafts = lazy(() => import('../../features/composer/post-drafts'))

export function FeedPage() {
  const feed = useFeed()
  const { shown, showMore } = useShownOnScroll(feed.items.length)
  const allShown = shown === feed.items.length
  const posts = allShown ? feed.items : feed.items.slice(0, shown)
  const { controller, openComposer, overlays } = usePostOverlays({
    update: feed.update,
    onCreated: feed.prepend,
    // An archived post leaves the feed (only its author sees it, on its own page).
    onArchived: feed.remove,
    onDeleted: feed.remove,
  })
  usePullToRefresh(feed.refresh)
  const [draftsShown, setDraftsShown] = useState(postDraftsKept)

  // Near the end of what is rendered: the next loaded posts (400 px ahead: a step renders in a few milliseconds), or
  // once all are shown the next page (600 px ahead: a request). A new observer after each step reports at once whether
  // the sentinel is still near (a tall screen takes several steps).
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasMore, isLoadingMore, loadMore, error } = feed
  const canLoadMore = allShown && hasMore && !isLoadingMore && !error
  const next = allShown ? (canLoadMore ? loadMore : null) : showMore
  useEffect(() => {
    const target = sentinel.current
    if (!target || !next || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) next()
      },
      { rootMargin: next === loadMore ? '600px 0px' : '400px 0px' }
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [next, loadMore, shown, feed.items.length])

  return (
    <AreaFrame
      remoteName={REMOTE_NAME}
      title="Home"
      actions={
        <IconButton aria-label="Refresh feed" onClick={feed.refresh} disabled={feed.isRefreshing || feed.isLoading}>
          <RefreshIcon />
        </IconButton>
      }
    >
      <FeedHeader />
      <ComposeCard
        onCompose={(initialType) => {
          setDraftsShown(true)
          openComposer({ mode: 'create', initialType })
        }}
      />
      {draftsShown && (
        <Suspense fallback={null}>
          <PostDrafts openComposer={openComposer} feed={feed} />
        </Suspense>
      )}

      {feed.isRefreshing && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
          Refreshing feed...
        </Typography>
      )}

      {feed.isLoading ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          Loading posts...
        </Typography>
      ) : feed.error?.kind === 'first' ? (
        <Suspense fallback={null}>
          <OfflineFallback error={feed.error.error} retry={feed.refresh}>
            <EmptyState
              icon={<ErrorOutlineIcon />}
              title="Could not load the feed"
              description="Check your connection and try again."
              action={
                <Button variant="contained" onClick={feed.refresh}>
                  Try again
                </Button>
              }
            />
          </OfflineFallback>
        </Suspense>
      ) : feed.items.length === 0 ? (
        <EmptyState
          icon={<ArticleIcon />}
          title="No posts yet"
          description="Posts from candidates and employers will appear here. Be the first to share something."
        />
      ) : (
        <Box component="section" aria-label="Posts" sx={{ display: 'grid', gap: 2 }}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} controller={controller} />
          ))}
        </Box>
      )}

      <Box ref={sentinel} sx={{ py: 2, textAlign: 'center' }}>
        {isLoadingMore && (
          <Typography role="status" variant="body2" color="text.secondary">
            Loading more posts...
          </Typography>
        )}
        {(feed.error?.kind === 'more' || feed.error?.kind === 'refresh') && (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {feed.error.kind === 'more' ? 'Could not load more posts.' : 'Could not refresh the feed.'}
            </Typography>
            <Button size="small" onClick={feed.error.kind === 'more' ? loadMore : feed.refresh}>
              Try again
            </Button>
          </Box>
        )}
        {allShown && !hasMore && !feed.isLoading && !feed.error && feed.items.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            You're all caught up.
          </Typography>
        )}
      </Box>
      {overlays}
    </AreaFrame>
  )
}
