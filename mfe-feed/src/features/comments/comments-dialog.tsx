import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { Box, Button, CloseIcon, ConfirmDialog, IconButton, Typography } from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import { useState } from 'react'
import type { Comment, Post } from '../../api/feed/types'
import { CommentDrafts } from './comment-drafts'
import { CommentInput } from './comment-input'
import { CommentMenu } from './comment-menu'
import { COMMENT_MESSAGES } from './comment-state'
import { CommentThreads } from './comment-threads'
import { useComments } from './use-comments'

export interface CommentsDialogProps {
  open: boolean
  post: Post
  onClose: () => void
  /** The post's comment count changed by this much (added, deleted). */
  onCountChange: (delta: number) => void
}

/** Part 1 §2 "Comments dialog": pages of 10 with load more, replies, reactions, and Edit / Delete / Report. */
export default function CommentsDialog({ open, post, onClose, onCountChange }: CommentsDialogProps) {
  const { list, threads, drafts, add, react, edit, report, remove } = useComments(post.id, open, onCountChange)
  const [replyTo, setReplyTo] = useState<string | null>(null)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [menu, setMenu] = useState<{ anchor: HTMLElement; comment: Comment } | null>(null)
  const [confirm, setConfirm] = useState<{ comment: Comment; open: boolean } | null>(null)
  const [deleting, setDeleting] = useState(false)

  const reply = async (comment: Comment, text: string) => {
    const ok = await add(text, comment.id)
    if (ok) setReplyTo(null)
    return ok
  }

  const saveEdit = async (comment: Comment, text: string) => {
    const ok = await edit(comment, text)
    if (ok) setEditingId(null)
    return ok
  }

  const confirmDelete = async () => {
    if (!confirm) return
    const { comment } = confirm
    setDeleting(true)
    await remove(comment)
    setConfirm({ comment, open: false })
    setDeleting(false)
  }

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
          <OfflineFallback error={list.error.error} retry={list.refresh}>
            <Box role="alert" sx={{ display: 'grid', justifyItems: 'start', gap: 1 }}>
              <Typography variant="body2" color="error">
                {COMMENT_MESSAGES.loadFailed}
              </Typography>
              <Button size="small" onClick={list.refresh}>
                Try again
              </Button>
            </Box>
          </OfflineFallback>
        ) : threads.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No comments yet. Start the conversation.
          </Typography>
        ) : (
          <CommentThreads
            threads={threads}
            replyTo={replyTo}
            editingId={editingId}
            onReact={react}
            onReply={(comment) => setReplyTo(comment.id)}
            onSubmitReply={reply}
            onCancelReply={() => setReplyTo(null)}
            onMenu={(comment, anchor) => setMenu({ anchor, comment })}
            onSaveEdit={saveEdit}
            onCancelEdit={() => setEditingId(null)}
          />
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
        <CommentDrafts drafts={drafts} />
      </DialogContent>
      <DialogActions sx={{ display: 'block', px: 2, py: 1.5 }}>
        <CommentInput label="Write a comment" onSubmit={(text) => add(text, null)} />
      </DialogActions>

      <CommentMenu
        anchor={menu?.anchor ?? null}
        onClose={() => setMenu(null)}
        onEdit={() => menu && setEditingId(menu.comment.id)}
        onDelete={() => menu && setConfirm({ comment: menu.comment, open: true })}
        onReport={() => menu && void report(menu.comment)}
      />
      <ConfirmDialog
        open={Boolean(confirm?.open)}
        title="Delete comment"
        description={COMMENT_MESSAGES.deleteConfirm}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirm((current) => (current ? { ...current, open: false } : current))}
      />
    </Dialog>
  )
}
