import { Box, Button, Typography } from '@hireloop/shared-ui'
import type { Draft } from './outbox-request'

/** The words every waiting draft shows, whatever was written. */
export const DRAFT_STATUS_WORDS = {
  waiting: 'Waiting for connection',
  failed: (error: string) => `Not sent: ${error}`,
} as const

export function draftStatusText(draft: Draft) {
  return draft.state === 'failed' && draft.error ? DRAFT_STATUS_WORDS.failed(draft.error) : DRAFT_STATUS_WORDS.waiting
}

/**
 * A draft's state ("Waiting for connection", or "Not sent: <the server's words>") with Edit and Discard. `label`
 * names the draft for assistive technology ("waiting comment: …").
 */
export function DraftStatus({
  draft,
  label,
  onEdit,
  onDiscard,
}: {
  draft: Draft
  label: string
  onEdit?: () => void
  onDiscard: () => void
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Typography
        variant="caption"
        color={draft.state === 'failed' ? 'error' : 'text.secondary'}
        data-testid="draft-status"
        role="status"
      >
        {draftStatusText(draft)}
      </Typography>
      {onEdit && (
        <Button size="small" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      )}
      <Button size="small" onClick={onDiscard} aria-label={`Discard ${label}`}>
        Discard
      </Button>
    </Box>
  )
}
