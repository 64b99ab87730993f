import { Box, Button, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { useResendVerification } from './use-resend-verification'

/** Shown to signed-in accounts whose e-mail is not verified yet, with a way to get a new link. */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser()
  const { resend, busy } = useResendVerification()

  if (!user || user.isVerified) return null

  return (
    <Box
      role="region"
      aria-label="E-mail verification"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 2,
        py: 1,
        // Dark text on the light warning tint: white on it measured 2.15:1 (AA needs 4.5:1).
        bgcolor: 'warning.light',
        color: 'common.black',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        Please verify your e-mail address: open the link we sent to <strong>{user.email}</strong>.
      </Typography>
      <Button size="small" variant="outlined" color="inherit" onClick={() => resend(user.email)} loading={busy}>
        Resend verification email
      </Button>
    </Box>
  )
}
