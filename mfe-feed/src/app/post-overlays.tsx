import { LazyWhenOpen } from '@hireloop/shared-ui'
import type { Post } from '../api/feed/types'
import { lazy, useCallback, useMemo, useState } from 'react'
import type { ComposerRequest } from '../features/composer/composer-request'
import type { PostController } from '../features/post/post-controller'
import { applyCommentDelta } from '../features/post/post-state'

// The composer and the comments dialog are the heaviest parts of the feed: they load when first opened.
const ComposerDialog = lazy(() => import('../features/composer/composer-dialog'))
const CommentsDialog = lazy(() => import('../features/comments/comments-dialog'))

/**
 * The overlays a list of posts opens (part 1 §2): the composer in create or edit mode, and the comments dialog.
 * Returns the controller the post cards use, the composer opener, and the overlays to render.
 */
export function usePostOverlays({
  update,
  onCreated,
  onArchived,
  onDeleted,
}: {
  update: PostController['update']
  onCreated: (post: Post) => void
  onArchived: PostController['onArchived']
  onDeleted: PostController['onDeleted']
}) {
  const [composer, setComposer] = useState<ComposerRequest | null>(null)
  // Kept after closing so the dialogs animate out with their content.
  const [lastComposer, setLastComposer] = useState<ComposerRequest>({ mode: 'create' })
  const [commentsPost, setCommentsPost] = useState<Post | null>(null)
  const [commentsOpen, setCommentsOpen] = useState(false)

  const openComposer = useCallback((request: ComposerRequest) => {
    setLastComposer(request)
    setComposer(request)
  }, [])

  const controller = useMemo<PostController>(
    () => ({
      update,
      onArchived,
      onDeleted,
      onEdit: (post) => openComposer({ mode: 'edit', post }),
      onOpenComments: (post) => {
        setCommentsPost(post)
        setCommentsOpen(true)
      },
    }),
    [update, onArchived, onDeleted, openComposer]
  )

  const shown = composer ?? lastComposer
  const overlays = (
    <>
      <LazyWhenOpen
        component={ComposerDialog}
        props={{
          open: composer !== null,
          // A new request per opening: closing resets the initial type and the edited post (part 1 §4 "Composer").
          request: shown,
          onClose: () => setComposer(null),
          onPublished: (post: Post) => {
            if (shown.mode === 'edit') update(post.id, (current) => ({ ...current, ...post }))
            else onCreated(post)
          },
        }}
      />
      {commentsPost && (
        <LazyWhenOpen
          component={CommentsDialog}
          props={{
            open: commentsOpen,
            post: commentsPost,
            onClose: () => setCommentsOpen(false),
            onCountChange: (delta: number) => update(commentsPost.id, (current) => applyCommentDelta(current, delta)),
          }}
        />
      )}
    </>
  )

  return { controller, openComposer, overlays }
}
