import { Box, Typography } from '@hireloop/shared-ui'
import { DraftStatus, type Draft } from '@hireloop/shared-ui/offline'

/**
 * The reader's application written offline, in place of Apply while it waits: its state ("Waiting for
 * connection", or why it was not sent), Edit and Discard.
 */
export function WaitingApplication({
  draft,
  jobTitle,
  onEdit,
  onDiscard,
}: {
  draft: Draft
  jobTitle: string
  onEdit: () => void
  onDiscard: () => void
}) {
  return (
    <Box
      component="section"
      aria-label="Your application"
      data-testid="application-draft"
      data-state={draft.state}
      sx={{
        display: 'grid',
        gap: 0.25,
        p: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Your application
      </Typography>
      <DraftStatus draft={draft} label={`waiting application to ${jobTitle}`} onEdit={onEdit} onDiscard={onDiscard} />
    </Box>
  )
}
