import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@hireloop/backend/messaging-constants'
import { Box, Button, Typography } from '@hireloop/shared-ui'
import { discardDraft, editDraft, type Draft } from '@hireloop/shared-ui/offline'
import TextField from '@mui/material/TextField'
import { useState } from 'react'

export const DRAFT_WORDS = {
  waiting: 'Waiting for connection',
  failed: (error: string) => `Not sent: ${error}`,
} as const

/** A message draft's text (its body is the JSON sent: `{ content }`). */
function draftContent(draft: Draft): string {
  try {
    const body = JSON.parse(draft.body) as { content?: unknown }
    return typeof body.content === 'string' ? body.content : ''
  } catch {
    return ''
  }
}

function DraftItem({ draft }: { draft: Draft }) {
  const content = draftContent(draft)
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(content)
  const trimmed = text.trim()
  const tooLong = trimmed.length > MESSAGING_LIMITS.messageMax
  const status = draft.state === 'failed' && draft.error ? DRAFT_WORDS.failed(draft.error) : DRAFT_WORDS.waiting
  return (
    <Box
      component="li"
      data-testid="message-draft"
      data-state={draft.state}
      sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}
    >
      {editing ? (
        <Box
          component="form"
          aria-label="Edit the waiting message"
          onSubmit={(event) => {
            event.preventDefault()
            if (!trimmed || tooLong) return
            void editDraft(draft.id, { content: trimmed }).then(() => setEditing(false))
          }}
          sx={{ display: 'grid', gap: 0.5, width: 'min(80%, 560px)' }}
        >
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            maxRows={5}
            size="small"
            error={tooLong}
            helperText={tooLong ? MESSAGING_MESSAGES.contentMax : undefined}
            slotProps={{ htmlInput: { 'aria-label': 'Waiting message' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button
              size="small"
              onClick={() => {
                setText(content)
                setEditing(false)
              }}
            >
              Cancel
            </Button>
            <Button size="small" variant="contained" type="submit" disabled={!trimmed || tooLong}>
              Save
            </Button>
          </Box>
        </Box>
      ) : (
        <Box
          sx={{
            maxWidth: 'min(80%, 560px)',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <Typography variant="body2" component="span">
            {content}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}>
        <Typography
          variant="caption"
          color={draft.state === 'failed' ? 'error' : 'text.secondary'}
          data-testid="message-draft-status"
        >
          {status}
        </Typography>
        {!editing && (
          <>
            <Button
              size="small"
              onClick={() => {
                setText(content)
                setEditing(true)
              }}
              aria-label={`Edit waiting message: ${content}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              onClick={() => void discardDraft(draft.id)}
              aria-label={`Discard waiting message: ${content}`}
            >
              Discard
            </Button>
          </>
        )}
      </Box>
    </Box>
  )
}

/** The member's messages written offline, below the conversation: each waits, editable and discardable. */
export function DraftList({ drafts }: { drafts: Draft[] }) {
  if (drafts.length === 0) return null
  return (
    <Box
      component="ol"
      aria-label="Waiting messages"
      sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1.5 }}
    >
      {drafts.map((draft) => (
        <DraftItem key={draft.id} draft={draft} />
      ))}
    </Box>
  )
}
