import { Box, Button, ConfirmDialog, errorMessage, Link, Typography, useOnline, useToast } from '@hireloop/shared-ui'
import { loadFailedOffline, OfflineFallback } from '@hireloop/shared-ui/offline'
import type { PostJson } from '@hireloop/backend/api-types/feed'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import {
  deletePost,
  dropPostPage,
  markPostRestored,
  restorePost,
  useArchivedPosts,
} from '../../api/posts/archived-posts'

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}...` : text)

/**
 * The member's archived posts on their profile ("Archived posts"): each opens its page, and can be restored to the
 * feed or deleted for good (after a confirmation). Nothing is shown while there are none, nor when the load failed
 * online; a load that failed offline shows the one offline state, and reads again when the connection returns.
 */
export function ArchivedPosts({ children }: { children: (list: React.ReactNode) => React.ReactNode }) {
  const { data, error, mutate } = useArchivedPosts()
  const online = useOnline()
  const { mutate: mutateCache } = useSWRConfig()
  const { toast } = useToast()
  const [busyId, setBusyId] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<PostJson | null>(null)

  if (!data && loadFailedOffline(error, online))
    return children(
      <OfflineFallback error={error} retry={() => void mutate()}>
        {null}
      </OfflineFallback>
    )
  if (!data || data.posts.length === 0) return null

  const drop = (id: string) =>
    mutate((page) => page && { ...page, posts: page.posts.filter((post) => post.id !== id) }, { revalidate: false })

  const restore = async (post: PostJson) => {
    setBusyId(post.id)
    try {
      const answer = await restorePost(post.id)
      void markPostRestored(mutateCache, post.id)
      await drop(post.id)
      toast({ title: answer.message || 'Post restored to the feed.', variant: 'success' })
    } catch (error) {
      toast({ title: 'Failed to restore post', description: errorMessage(error, ''), variant: 'error' })
    } finally {
      setBusyId(null)
    }
  }

  const remove = async (post: PostJson) => {
    setBusyId(post.id)
    try {
      await deletePost(post.id)
      void dropPostPage(mutateCache, post.id)
      await drop(post.id)
      setDeleting(null)
      toast({ title: 'Post deleted', variant: 'success' })
    } catch (error) {
      toast({ title: 'Failed to delete post', description: errorMessage(error, ''), variant: 'error' })
    } finally {
      setBusyId(null)
    }
  }

  return (
    <>
      {children(
        <Box component="ul" sx={{ display: 'grid', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {data.posts.map((post) => (
            <Box
              component="li"
              key={post.id}
              data-testid="archived-post"
              sx={{ display: 'grid', gap: 0.5, borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Link component={RouterLink} to={`/post/${post.id}`} sx={{ overflowWrap: 'anywhere' }}>
                {excerpt(post.content) || 'Open post'}
              </Link>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  loading={busyId === post.id && !deleting}
                  onClick={() => void restore(post)}
                >
                  Restore
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(post)}>
                  Delete
                </Button>
              </Box>
            </Box>
          ))}
          {data.hasMore && (
            <Typography variant="caption" color="text.secondary">
              Your 50 most recent archived posts are shown.
            </Typography>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete post"
        description="This post will be removed for good, with its reactions and comments. This cannot be undone."
        loading={Boolean(deleting) && busyId === deleting?.id}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
