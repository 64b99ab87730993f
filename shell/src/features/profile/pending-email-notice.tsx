import { Box, Typography, type User } from '@hireloop/shared-ui'

/** A changed e-mail address waits for its confirmation link; until then the old one stays in use. */
export function PendingEmailNotice({ user }: { user: User }) {
  if (!user.pendingEmail) return null
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'info.main', bgcolor: 'action.hover' }}>
      <Typography variant="body2">
        Check <strong>{user.pendingEmail}</strong> to confirm the change. Until then we keep using {user.email}.
      </Typography>
    </Box>
  )
}
