import { Box, Paper, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { discardDraft, DraftStatus, listDrafts, useDrafts } from '@hireloop/shared-ui/offline'
import { useEffect } from 'react'
import type { Post } from '../../api/feed/types'
import type { ComposerRequest } from './composer-request'
import { markPostDraftsKept, POST_DRAFT_TARGET, postDraftBlocks, postDraftPreview } from './post-draft'

function isPost(answer: unknown): answer is Post {
  return typeof answer === 'object' && answer !== null && typeof (answer as Post).id === 'string'
}

export interface PostDraftsProps {
  /** Edit reopens the composer with the waiting post's blocks. */
  openComposer: (request: ComposerRequest) => void
  /**
   * The feed: a delivered post joins it at the top; when an earlier version of an edited post is the one that
   * arrived, the feed reads again.
   */
  feed: { prepend: (post: Post) => void; refresh: () => void }
}

/**
 * The member's posts written offline, above the feed's posts: each waits ("Waiting for connection", or "Not sent:
 * <the server's words>"), editable in the composer and discardable, until it is sent. Loaded lazily by the feed,
 * only when posts may wait on this device or the composer opens.
 */
export default function PostDrafts({ openComposer, feed }: PostDraftsProps) {
  const { user } = useCurrentUser()
  const memberId = user?.id ?? null
  const drafts = useDrafts('post', POST_DRAFT_TARGET, memberId, (answer) =>
    isPost(answer) ? feed.prepend(answer) : feed.refresh()
  )

  // Nothing waits any more: the feed need not load this part at the next start.
  const none = drafts.length === 0
  useEffect(() => {
    if (!none || !memberId) return
    let active = true
    listDrafts(memberId, POST_DRAFT_TARGET)
      .then((found) => {
        if (active && !found.some((draft) => draft.kind === 'post')) markPostDraftsKept(false)
      })
      .catch(() => {
        // No outbox on this device: nothing waits.
      })
    return () => {
      active = false
    }
  }, [none, memberId])

  if (none) return null
  return (
    <Box
      component="ol"
      aria-label="Waiting posts"
      sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 1 }}
    >
      {drafts.map((draft) => {
        const preview = postDraftPreview(postDraftBlocks(draft))
        return (
          <Paper
            key={draft.id}
            component="li"
            variant="outlined"
            data-testid="post-draft"
            data-state={draft.state}
            sx={{ display: 'grid', gap: 0.5, p: 2, borderStyle: 'dashed', borderColor: 'primary.main' }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview}
            </Typography>
            <DraftStatus
              draft={draft}
              label={`waiting post: ${preview}`}
              onEdit={() => openComposer({ mode: 'draft', draft })}
              onDiscard={() => void discardDraft(draft.id)}
            />
          </Paper>
        )
      })}
    </Box>
  )
}
