import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import {
  Box,
  Button,
  CloseIcon,
  ConfirmDialog,
  errorMessage,
  IconButton,
  isApiError,
  runOptimistic,
  Typography,
  useCursorList,
  useToast,
} from '@hireloop/shared-ui'
import { addComment } from '../../api/feed/add-comment'
import { deleteComment } from '../../api/feed/delete-comment'
import { editComment } from '../../api/feed/edit-comment'
import { fetchCommentsPage } from '../../api/feed/get-comments'
import { reactToComment, reportComment } from '../../api/feed/react-to-comment'
import type { Comment, CommentReaction, Post } from '../../api/feed/types'
import { Fragment, useCallback, useMemo, useRef, useState } from 'react'
import { CommentInput } from './comment-input'
import { CommentItem } from './comment-item'
import {
  applyCommentCounts,
  applyCommentReaction,
  COMMENT_MESSAGES,
  restoreCommentReaction,
  subtreeIds,
  threadComments,
} from './comment-state'

export interface CommentsDialogProps {
  open: boolean
  post: Post
  onClose: () => void
  /** The post's comment count changed by this much (added, deleted). */
  onCountChange: (delta: number) => void
}

/** Part 1 §2 "Comments dialog": pages of 10 with load more, replies, reactions, and Edit / Delete / Report. */
export default function CommentsDialog({ open, post, onClose, onCountChange }: CommentsDialogProps) {
  const { toast } = useToast()
  const fetchPage = useCallback(async (cursor: string | null) => {
    const page = await fetchCommentsPage(post.id, cursor)
    return { items: page.comments, nextCursor: page.nextCursor, hasMore: page.hasMore }
  }, [post.id])
  const list = useCursorList<Comment>(open ? `comments:${post.id}` : null, fetchPage)
  const itemsRef = useRef(list.items)
  itemsRef.current = list.items
  const reacting = useRef(new Set<string>())

  const [replyTo, setReplyTo] = useState<string | null>(null)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [menu, setMenu] = useState<{ anchor: HTMLElement; comment: Comment } | null>(null)
  const [confirm, setConfirm] = useState<{ comment: Comment; open: boolean } | null>(null)
  const [deleting, setDeleting] = useState(false)

  const threads = useMemo(() => threadComments(list.items), [list.items])

  const add = async (content: string, parentCommentId: string | null) => {
    try {
      const comment = await addComment(post.id, content, parentCommentId)
      list.append(comment)
      onCountChange(1)
      if (parentCommentId) setReplyTo(null)
      return true
    } catch {
      toast({ title: COMMENT_MESSAGES.addFailed, variant: 'error' })
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

  const saveEdit = async (comment: Comment, content: string) => {
    try {
      const updated = await editComment(comment.id, content)
      list.update(comment.id, (item) => ({ ...item, ...updated }))
      setEditingId(null)
      return true
    } catch (error) {
      toast({ title: COMMENT_MESSAGES.updateFailed, description: errorMessage(error, '') || undefined, variant: 'error' })
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

  const remove = async () => {
    if (!confirm) return
    const { comment } = confirm
    setDeleting(true)
    try {
      const result = await deleteComment(comment.id)
      const removed = result.mode === 'permanent' ? subtreeIds(itemsRef.current, comment.id) : new Set([comment.id])
      for (const id of removed) list.remove(id)
      onCountChange(-removed.size)
      toast({ title: result.message || 'Comment deleted', variant: 'success' })
      setConfirm({ comment, open: false })
    } catch (error) {
      if (isApiError(error) && error.status === 403) toast({ ...COMMENT_MESSAGES.permissionDenied, variant: 'error' })
      else toast({ title: COMMENT_MESSAGES.deleteFailed, variant: 'error' })
      setConfirm({ comment, open: false })
    } finally {
      setDeleting(false)
    }
  }

  const renderComment = (comment: Comment, isReply: boolean) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      isReply={isReply}
      editing={editingId === comment.id}
      onReact={(type) => react(comment, type)}
      onReply={() => setReplyTo(comment.id)}
      onMenu={(anchor) => setMenu({ anchor, comment })}
      onSaveEdit={(text) => saveEdit(comment, text)}
      onCancelEdit={() => setEditingId(null)}
    />
  )

  const replyInput = (comment: Comment) =>
    replyTo === comment.id && (
      <Box component="li" sx={{ listStyle: 'none', pl: 5 }}>
        <CommentInput
          label={`Reply to ${comment.author.name}`}
          submitLabel="Reply"
          autoFocus
          onSubmit={(text) => add(text, comment.id)}
          onCancel={() => setReplyTo(null)}
        />
      </Box>
    )

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="comments-title">
      <DialogTitle id="comments-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          Comments
        </Box>
        <IconButton aria-label="Close comments" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 200 }}>
        {list.isLoading ? (
          <Typography role="status" variant="body2" color="text.secondary">
            Loading comments...
          </Typography>
        ) : list.error?.kind === 'first' ? (
          <Box role="alert" sx={{ display: 'grid', justifyItems: 'start', gap: 1 }}>
            <Typography variant="body2" color="error">
              {COMMENT_MESSAGES.loadFailed}
            </Typography>
            <Button size="small" onClick={list.refresh}>
              Try again
            </Button>
          </Box>
        ) : threads.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No comments yet. Start the conversation.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Comments" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {threads.map((thread) => (
              <Fragment key={thread.comment.id}>
                {renderComment(thread.comment, false)}
                {replyInput(thread.comment)}
                {thread.replies.map((reply) => (
                  <Fragment key={reply.id}>
                    {renderComment(reply, true)}
                    {replyInput(reply)}
                  </Fragment>
                ))}
              </Fragment>
            ))}
          </Box>
        )}
        {(list.hasMore || list.error?.kind === 'more') && (
          <Box sx={{ mt: 2 }}>
            {list.error?.kind === 'more' && (
              <Typography role="alert" variant="body2" color="error">
                {COMMENT_MESSAGES.loadFailed}
              </Typography>
            )}
            <Button size="small" onClick={list.loadMore} disabled={list.isLoadingMore}>
              {list.isLoadingMore ? 'Loading...' : 'Load more comments'}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ display: 'block', px: 2, py: 1.5 }}>
        <CommentInput label="Write a comment" onSubmit={(text) => add(text, null)} />
      </DialogActions>

      <Menu open={Boolean(menu)} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) setEditingId(menu.comment.id)
            setMenu(null)
          }}
        >
          Edit
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) setConfirm({ comment: menu.comment, open: true })
            setMenu(null)
          }}
        >
          Delete
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) void report(menu.comment)
            setMenu(null)
          }}
        >
          Report
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={Boolean(confirm?.open)}
        title="Delete comment"
        description={COMMENT_MESSAGES.deleteConfirm}
        loading={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm((current) => (current ? { ...current, open: false } : current))}
      />
    </Dialog>
  )
}
