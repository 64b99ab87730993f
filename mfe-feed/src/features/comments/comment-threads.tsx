import { Box } from '@hireloop/shared-ui'
import { Fragment } from 'react'
import type { Comment, CommentReaction } from '../../api/feed/types'
import { CommentInput } from './comment-input'
import { CommentItem } from './comment-item'
import { REPLY_INDENT, type CommentThread } from './comment-state'

/** The threads of a post: each comment with its replies under it, and a reply box under the one being answered. */
export function CommentThreads({
  threads,
  replyTo,
  editingId,
  onReact,
  onReply,
  onSubmitReply,
  onCancelReply,
  onMenu,
  onSaveEdit,
  onCancelEdit,
}: {
  threads: readonly CommentThread[]
  replyTo: string | null
  editingId: string | null
  onReact: (comment: Comment, type: CommentReaction) => void
  onReply: (comment: Comment) => void
  onSubmitReply: (comment: Comment, text: string) => Promise<boolean>
  onCancelReply: () => void
  onMenu: (comment: Comment, anchor: HTMLElement) => void
  onSaveEdit: (comment: Comment, text: string) => Promise<boolean>
  onCancelEdit: () => void
}) {
  const renderComment = (comment: Comment, isReply: boolean) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      isReply={isReply}
      editing={editingId === comment.id}
      onReact={(type) => onReact(comment, type)}
      onReply={() => onReply(comment)}
      onMenu={(anchor) => onMenu(comment, anchor)}
      onSaveEdit={(text) => onSaveEdit(comment, text)}
      onCancelEdit={onCancelEdit}
    />
  )

  const replyInput = (comment: Comment) =>
    replyTo === comment.id && (
      <Box component="li" sx={{ listStyle: 'none', pl: REPLY_INDENT }}>
        <CommentInput
          label={`Reply to ${comment.author.name}`}
          submitLabel="Reply"
          autoFocus
          onSubmit={(text) => onSubmitReply(comment, text)}
          onCancel={onCancelReply}
        />
      </Box>
    )

  return (
    // One column no wider than the dialog: a long name or word never widens the rows past it.
    <Box
      component="ul"
      aria-label="Comments"
      sx={{ m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
    >
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
  )
}
