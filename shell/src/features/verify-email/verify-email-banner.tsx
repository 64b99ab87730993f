import { Button, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { useResendVerification } from './use-resend-verification'
import { NoticeBanner } from '../../shared/notice-banner'

/** Shown to signed-in accounts whose e-mail is not verified yet, with a way to get a new link. */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser()
  const { resend, busy } = useResendVerification()

  if (!user || user.isVerified) return null

  return (
    <NoticeBanner label="E-mail verification">
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        Please verify your e-mail address: open the link we sent to <strong>{user.email}</strong>.
      </Typography>
      <Button size="small" variant="outlined" color="inherit" onClick={() => resend(user.email)} loading={busy}>
        Resend verification email
      </Button>
    </NoticeBanner>
  )
}
