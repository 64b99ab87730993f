import { Box, Typography } from '@hireloop/shared-ui'
import { discardDraft, DraftStatus, editDraft, type Draft } from '@hireloop/shared-ui/offline'
import { useState } from 'react'
import { CommentInput } from './comment-input'

/** A comment draft's body as it is sent: `{ content, parentCommentId }`. */
export function commentDraftBody(draft: Draft): { content: string; parentCommentId: string | null } {
  try {
    const body = JSON.parse(draft.body) as { content?: unknown; parentCommentId?: unknown }
    return {
      content: typeof body.content === 'string' ? body.content : '',
      parentCommentId: typeof body.parentCommentId === 'string' ? body.parentCommentId : null,
    }
  } catch {
    return { content: '', parentCommentId: null }
  }
}

function CommentDraft({ draft }: { draft: Draft }) {
  const { content, parentCommentId } = commentDraftBody(draft)
  const [editing, setEditing] = useState(false)
  const label = `waiting ${parentCommentId ? 'reply' : 'comment'}: ${content}`
  return (
    <Box
      component="li"
      data-testid="comment-draft"
      data-state={draft.state}
      sx={{
        display: 'grid',
        gap: 0.5,
        p: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      {editing ? (
        <CommentInput
          label="Waiting comment"
          submitLabel="Save"
          initialValue={content}
          autoFocus
          onSubmit={async (text) => {
            const saved = await editDraft(draft.id, { content: text, parentCommentId })
            if (saved) setEditing(false)
            return saved
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {parentCommentId && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
              Reply:
            </Typography>
          )}
          {content}
        </Typography>
      )}
      {!editing && (
        <DraftStatus
          draft={draft}
          label={label}
          onEdit={() => setEditing(true)}
          onDiscard={() => void discardDraft(draft.id)}
        />
      )}
    </Box>
  )
}

/** The member's comments on the post written offline: each waits, editable and discardable, until it is sent. */
export function CommentDrafts({ drafts }: { drafts: Draft[] }) {
  if (drafts.length === 0) return null
  return (
    <Box
      component="ol"
      aria-label="Waiting comments"
      sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1 }}
    >
      {drafts.map((draft) => (
        <CommentDraft key={draft.id} draft={draft} />
      ))}
    </Box>
  )
}
