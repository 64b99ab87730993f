import {
  Box,
  Button,
  errorMessage,
  resendVerification,
  tooManyAttemptsMessage,
  Typography,
  useCurrentUser,
  useToast,
} from '@hireloop/shared-ui'
import { useState } from 'react'

/** Shown to signed-in accounts whose e-mail is not verified yet, with a way to get a new link. */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser()
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)

  if (!user || user.isVerified) return null

  const resend = async () => {
    setBusy(true)
    try {
      const answer = await resendVerification(user.email)
      toast({ title: 'Verification Email Sent', description: answer.message ?? `Check ${user.email} for the link.`, variant: 'success' })
    } catch (failure) {
      toast({
        title: 'Failed to Send Email',
        description: tooManyAttemptsMessage(failure) ?? errorMessage(failure, 'Please try again later.'),
        variant: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

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
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        Please verify your e-mail address: open the link we sent to <strong>{user.email}</strong>.
      </Typography>
      <Button size="small" variant="outlined" color="inherit" onClick={resend} loading={busy}>
        Resend verification email
      </Button>
    </Box>
  )
}
