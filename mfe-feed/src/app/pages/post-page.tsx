import { AreaFrame, Button, EmptyState, ErrorOutlineIcon, isApiError, Typography } from '@hireloop/shared-ui'
import { usePost } from '../../api/feed/get-post'
import type { Post } from '../../api/feed/types'
import { useCallback } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { REMOTE_NAME } from '../../shared/remote-name'
import { PostCard } from '../../features/post/post-card'
import { usePostOverlays } from '../post-overlays'

/** /post/{id}: one post, as a shared link opens it. */
export default function PostPage({ id }: { id: string }) {
  const navigate = useNavigate()
  const { data: post, error, isLoading, mutate } = usePost(id)

  const update = useCallback(
    (postId: string, change: (post: Post) => Post) => {
      if (postId === id) void mutate((current) => (current ? change(current) : current), { revalidate: false })
    },
    [id, mutate]
  )
  const onArchived = useCallback(
    (postId: string, isArchived: boolean) => update(postId, (current) => ({ ...current, isArchived })),
    [update]
  )
  const onDeleted = useCallback(() => navigate('/', { replace: true }), [navigate])
  const { controller, overlays } = usePostOverlays({
    update,
    onCreated: () => navigate('/'),
    onArchived,
    onDeleted,
  })

  const back = (
    <Button component={Link} to="/" variant={post ? 'text' : 'contained'}>
      Back to feed
    </Button>
  )

  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Post" actions={post ? back : undefined}>
      {isLoading ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          Loading post...
        </Typography>
      ) : post ? (
        <PostCard post={post} controller={controller} />
      ) : isApiError(error) && (error.status === 404 || error.status === 422) ? (
        <EmptyState
          testId="post-not-found"
          icon={<ErrorOutlineIcon />}
          title="Post not available"
          description="This post could not be found. It may have been removed or archived, or the link may be wrong."
          action={back}
        />
      ) : (
        <EmptyState
          icon={<ErrorOutlineIcon />}
          title="Could not load this post"
          description="Check your connection and try again."
          action={
            <Button variant="contained" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        />
      )}
      {overlays}
    </AreaFrame>
  )
}
