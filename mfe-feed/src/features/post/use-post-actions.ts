import { errorMessage, isApiError, runOptimistic, useToast } from '@hireloop/shared-ui'
import { copyText } from '@hireloop/shared-ui/helpers'
import { archivePost } from '../../api/feed/archive-post'
import { bookmarkPost } from '../../api/feed/bookmark-post'
import { deletePost } from '../../api/feed/delete-post'
import { reactToPost } from '../../api/feed/react-to-post'
import { reportPost } from '../../api/feed/report-post'
import { repostPost } from '../../api/feed/repost-post'
import { sharePost } from '../../api/feed/share-post'
import type { Post, PostReaction } from '../../api/feed/types'
import { useCallback, useMemo, useLayoutEffect, useRef } from 'react'
import type { PostController } from './post-controller'
import {
  applyBookmark,
  applyBookmarkResult,
  applyReaction,
  applyReactionResult,
  applyRepost,
  applyRepostResult,
  applyShareResult,
  FLAG_FAILURE,
  restoreFlags,
  type FlagKind,
} from './post-state'
import { postLink, shareDestination, shareText, type ShareTarget } from './share'

export const POST_MESSAGES = {
  alreadyReported: { title: 'Already Reported', description: 'You have already reported this post.' },
  reportFailed: 'Failed to report post. Please try again.',
  shareFailed: 'Failed to share post',
  archiveFailed: 'Failed to archive post',
  deleteFailed: 'Failed to delete post',
} as const

/** The interactions of one post card: optimistic flags with rollback, share, report, archive and delete. */
export function usePostActions(post: Post, controller: PostController) {
  const { toast } = useToast()
  const latest = useRef(post)
  useLayoutEffect(() => {
    latest.current = post
  })
  const pending = useRef(new Set<FlagKind>())
  const id = post.id

  const flag = useCallback(
    <R>(
      kind: FlagKind,
      apply: (post: Post) => Post,
      request: () => Promise<R>,
      commit: (post: Post, result: R) => Post
    ) => {
      // One call per flag at a time: a second click while the first is on its way would race its rollback.
      if (pending.current.has(kind)) return Promise.resolve(false)
      pending.current.add(kind)
      const before = latest.current
      return runOptimistic({
        apply: () => controller.update(id, apply),
        request,
        commit: (result) => controller.update(id, (current) => commit(current, result)),
        rollback: () => controller.update(id, (current) => restoreFlags(current, before, kind)),
        onError: () => toast({ title: FLAG_FAILURE, variant: 'error' }),
      }).finally(() => pending.current.delete(kind))
    },
    [controller, id, toast]
  )

  return useMemo(
    () => ({
      react: (type: PostReaction) =>
        flag(
          'reaction',
          (current) => applyReaction(current, type),
          () => reactToPost(id, type),
          applyReactionResult
        ),

      repost: () => {
        if (latest.current.isReposted) return Promise.resolve(false)
        return flag('repost', applyRepost, () => repostPost(id), applyRepostResult).then((ok) => {
          if (ok)
            toast({ title: 'Reposted', description: 'The post was shared with your network.', variant: 'success' })
          return ok
        })
      },

      toggleBookmark: () => {
        const saving = !latest.current.isBookmarked
        return flag('bookmark', applyBookmark, () => bookmarkPost(id), applyBookmarkResult).then((ok) => {
          if (ok) {
            toast(
              saving
                ? { title: 'Saved', description: 'Find it under Saved on your profile.', variant: 'success' }
                : { title: 'Bookmark removed', variant: 'success' }
            )
          }
          return ok
        })
      },

      share: async (target: ShareTarget) => {
        const link = postLink(id, window.location.origin)
        const destination = shareDestination(target, link, shareText(latest.current.content))
        // Open the window within the click, before any await, or the browser blocks it.
        const opened = 'open' in destination ? window.open(destination.open, '_blank', 'noopener,noreferrer') : null
        try {
          if ('copy' in destination) await copyText(destination.copy)
          const result = await sharePost(id)
          controller.update(id, (current) => applyShareResult(current, result))
          if ('copy' in destination) {
            toast({
              title: 'Link copied',
              description: target === 'instagram' ? `Paste it into Instagram: ${link}` : link,
              variant: 'success',
            })
          }
          return true
        } catch {
          opened?.close()
          toast({ title: POST_MESSAGES.shareFailed, variant: 'error' })
          return false
        }
      },

      report: async () => {
        try {
          const result = await reportPost(id)
          toast({ title: 'Post reported', description: result.message, variant: 'success' })
          return true
        } catch (error) {
          if (isApiError(error) && error.status === 409) toast({ ...POST_MESSAGES.alreadyReported, variant: 'error' })
          else toast({ title: POST_MESSAGES.reportFailed, variant: 'error' })
          return false
        }
      },

      archive: async (isArchived: boolean) => {
        try {
          const result = await archivePost(id, isArchived)
          toast({
            title: result.isArchived ? 'Post archived' : 'Post restored',
            description: result.message,
            variant: 'success',
          })
          controller.onArchived(id, result.isArchived)
          return true
        } catch (error) {
          toast({ title: POST_MESSAGES.archiveFailed, description: errorMessage(error, ''), variant: 'error' })
          return false
        }
      },

      remove: async () => {
        try {
          const result = await deletePost(id)
          toast({ title: result.message || 'Post deleted', variant: 'success' })
          controller.onDeleted(id)
          return true
        } catch (error) {
          toast({ title: POST_MESSAGES.deleteFailed, description: errorMessage(error, ''), variant: 'error' })
          return false
        }
      },
    }),
    [controller, flag, id, toast]
  )
}

export type PostActions = ReturnType<typeof usePostActions>
