import { errorMessage, isApiError, runOptimistic, useCurrentUser, useCursorList, useToast } from '@hireloop/shared-ui'
import { sendOrKeep, useDrafts } from '@hireloop/shared-ui/offline'
import { useCallback, useMemo, useLayoutEffect, useRef } from 'react'
import { commentsUrl } from '../../api/feed/add-comment'
import { deleteComment } from '../../api/feed/delete-comment'
import { editComment } from '../../api/feed/edit-comment'
import { fetchCommentsPage } from '../../api/feed/get-comments'
import { reactToComment, reportComment } from '../../api/feed/react-to-comment'
import type { Comment, CommentReaction } from '../../api/feed/types'
import {
  applyCommentCounts,
  applyCommentReaction,
  COMMENT_MESSAGES,
  restoreCommentReaction,
  subtreeIds,
  threadComments,
} from './comment-state'

function isComment(answer: unknown, postId: string): answer is Comment {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as Comment).id === 'string' &&
    (answer as Comment).postId === postId
  )
}

/**
 * The comments of one post while `open`: keyset pages of 10, threaded, and the actions on them (add, react with
 * rollback, edit, report, delete). Failures are toasts; each action resolves to whether it succeeded. A comment
 * that cannot be sent now (offline, no answer) waits on the device (`drafts`) and joins the list once delivered.
 */
export function useComments(postId: string, open: boolean, onCountChange: (delta: number) => void) {
  const { toast } = useToast()
  const { user } = useCurrentUser()
  const userId = user?.id ?? null
  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const page = await fetchCommentsPage(postId, cursor)
      return { items: page.comments, nextCursor: page.nextCursor, hasMore: page.hasMore }
    },
    [postId]
  )
  const list = useCursorList<Comment>(open ? `comments:${postId}` : null, fetchPage)
  const itemsRef = useRef(list.items)
  useLayoutEffect(() => {
    itemsRef.current = list.items
  })
  const reacting = useRef(new Set<string>())
  const threads = useMemo(() => threadComments(list.items), [list.items])

  const delivered = (comment: Comment) => {
    if (itemsRef.current.some((item) => item.id === comment.id)) return
    list.append(comment)
    onCountChange(1)
  }
  const drafts = useDrafts('comment', open ? postId : null, userId, (answer) => {
    if (isComment(answer, postId)) delivered(answer)
    else list.refresh()
  })

  const add = async (content: string, parentCommentId: string | null) => {
    try {
      if (!userId) throw new Error('Not signed in')
      const result = await sendOrKeep({
        kind: 'comment',
        memberId: userId,
        target: postId,
        url: commentsUrl(postId),
        payload: { content, parentCommentId },
      })
      if (result.sent && isComment(result.answer, postId)) delivered(result.answer)
      return true
    } catch (error) {
      toast({ title: COMMENT_MESSAGES.addFailed, description: errorMessage(error, '') || undefined, variant: 'error' })
      return false
    }
  }

  const react = (comment: Comment, type: CommentReaction) => {
    if (reacting.current.has(comment.id)) return
    reacting.current.add(comment.id)
    const before = itemsRef.current.find((item) => item.id === comment.id) ?? comment
    void runOptimistic({
      apply: () => list.update(comment.id, (item) => applyCommentReaction(item, type)),
      request: () => reactToComment(comment.id, type),
      commit: (counts) => list.update(comment.id, (item) => applyCommentCounts(item, counts)),
      rollback: () => list.update(comment.id, (item) => restoreCommentReaction(item, before)),
      onError: () => toast({ title: COMMENT_MESSAGES.reactionFailed, variant: 'error' }),
    }).finally(() => reacting.current.delete(comment.id))
  }

  const edit = async (comment: Comment, content: string) => {
    try {
      const updated = await editComment(comment.id, content)
      list.update(comment.id, (item) => ({ ...item, ...updated }))
      return true
    } catch (error) {
      toast({
        title: COMMENT_MESSAGES.updateFailed,
        description: errorMessage(error, '') || undefined,
        variant: 'error',
      })
      return false
    }
  }

  const report = async (comment: Comment) => {
    try {
      const result = await reportComment(comment.id)
      toast({ title: 'Comment reported', description: result.message, variant: 'success' })
    } catch (error) {
      if (isApiError(error) && error.status === 409) toast({ ...COMMENT_MESSAGES.alreadyReported, variant: 'error' })
      else toast({ title: COMMENT_MESSAGES.reportFailed, variant: 'error' })
    }
  }

  /** A soft delete hides the comment alone; a permanent one (post author, admin) removes its replies too. */
  const remove = async (comment: Comment) => {
    try {
      const result = await deleteComment(comment.id)
      const removed = result.mode === 'permanent' ? subtreeIds(itemsRef.current, comment.id) : new Set([comment.id])
      for (const id of removed) list.remove(id)
      onCountChange(-removed.size)
      toast({ title: result.message || 'Comment deleted', variant: 'success' })
      return true
    } catch (error) {
      if (isApiError(error) && error.status === 403) toast({ ...COMMENT_MESSAGES.permissionDenied, variant: 'error' })
      else toast({ title: COMMENT_MESSAGES.deleteFailed, variant: 'error' })
      return false
    }
  }

  return { list, threads, drafts, add, react, edit, report, remove }
}
