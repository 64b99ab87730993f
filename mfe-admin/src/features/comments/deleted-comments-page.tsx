import {
  Box,
  Button,
  EmptyState,
  errorMessage,
  isApiError,
  Link,
  Paper,
  Typography,
  useCursorList,
  useToast,
} from '@hireloop/shared-ui'
import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { fetchDeletedComments, type DeletedComment } from '../../api/comments/get-deleted-comments'
import { restoreComment } from '../../api/comments/restore-comment'
import { LoadState } from '../../shared/load-state'

export const RESTORE_FAILED = 'Could not restore the comment'

const deletedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function DeletedCommentRow({
  comment,
  busy,
  onRestore,
}: {
  comment: DeletedComment
  busy: boolean
  onRestore: (comment: DeletedComment) => void
}) {
  const contentId = useId()
  return (
    <Paper component="li" variant="outlined" data-testid="deleted-comment" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id={contentId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.content}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        By {comment.author.name} · deleted{' '}
        <time dateTime={comment.deletedAt}>{deletedAt.format(new Date(comment.deletedAt))}</time>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Link component={RouterLink} to={`/post/${comment.postId}`}>
          View post
        </Link>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          aria-describedby={contentId}
          onClick={() => onRestore(comment)}
        >
          {busy ? 'Restoring…' : 'Restore'}
        </Button>
      </Box>
    </Paper>
  )
}

/** /admin/comments: comments their authors deleted (soft), for an admin to restore (part 1 §6). */
export function DeletedCommentsPage() {
  const list = useCursorList('deleted-comments', fetchDeletedComments)
  const { toast } = useToast()
  const [busyId, setBusyId] = useState<string | null>(null)

  const restore = async (comment: DeletedComment) => {
    setBusyId(comment.id)
    try {
      const answer = await restoreComment(comment.id)
      toast({ title: answer.message, variant: 'success' })
      list.remove(comment.id)
    } catch (error) {
      toast({ title: RESTORE_FAILED, description: errorMessage(error, 'Please try again.'), variant: 'error' })
      // Restored by someone else, or its post is gone: nothing left to restore.
      if (isApiError(error) && error.status === 404) list.remove(comment.id)
    } finally {
      setBusyId(null)
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        Comments their authors deleted. Restoring one puts it back on its post.
      </Typography>
      <LoadState
        what="deleted comments"
        error={list.error?.error}
        isLoading={list.isLoading}
        onRetry={() => (list.error?.kind === 'more' ? list.loadMore() : list.refresh())}
      />
      {!list.isLoading && !list.error && list.items.length === 0 && (
        <EmptyState
          testId="deleted-comments-empty"
          title="No deleted comments"
          description="Comments their authors delete appear here, for you to restore."
        />
      )}
      {list.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Deleted comments"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {list.items.map((comment) => (
            <DeletedCommentRow key={comment.id} comment={comment} busy={busyId === comment.id} onRestore={restore} />
          ))}
        </Box>
      )}
      {list.hasMore && (
        <Button variant="outlined" onClick={list.loadMore} disabled={list.isLoadingMore} sx={{ justifySelf: 'center' }}>
          {list.isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Box>
  )
}
