import { AreaFrame, Box, ChatIcon, EmptyState, Paper, Typography } from '@hireloop/shared-ui'
import { REMOTE_NAME } from '../../shared/remote-name'

/** Thread list and conversation view (part 1 §2). On phones only the list shows until a thread is opened. */
export function MessagesPage() {
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Messages">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: 2 }}>
        <Box component="section" aria-label="Conversations">
          <EmptyState
            testId="threads-empty"
            icon={<ChatIcon />}
            title="No conversations yet"
            description="Conversations with employers and candidates about jobs and referrals will appear here."
          />
        </Box>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversation"
          sx={{ display: { xs: 'none', md: 'grid' }, placeItems: 'center', minHeight: 320, p: 3 }}
        >
          <Typography color="text.secondary">Select a conversation to read it.</Typography>
        </Paper>
      </Box>
    </AreaFrame>
  )
}
