import { Box, Button, CloseIcon, IconButton, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { useState } from 'react'
import { useResendVerification } from './use-resend-verification'
import { NoticeBanner } from '../../shared/notice-banner'

/** Dismissed for the browser tab's session: it comes back in a new one, until the address is verified. */
export const VERIFY_BANNER_DISMISSED_KEY = 'hireloop:verify-banner-dismissed'

function dismissedThisSession() {
  try {
    return sessionStorage.getItem(VERIFY_BANNER_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * Shown to signed-in accounts whose e-mail is not verified yet: one line (the address truncated, in full on focus or
 * hover), a way to get a new link, and a close button that hides it for the rest of the session.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser()
  const { resend, busy } = useResendVerification()
  const [dismissed, setDismissed] = useState(dismissedThisSession)

  if (!user || user.isVerified || dismissed) return null

  const dismiss = () => {
    try {
      sessionStorage.setItem(VERIFY_BANNER_DISMISSED_KEY, '1')
    } catch {
      // Storage refused (private mode): hidden until the next reload.
    }
    setDismissed(true)
  }

  return (
    <NoticeBanner label="E-mail verification" compact>
      <Typography
        variant="body2"
        noWrap
        title={`Please verify your e-mail address: open the link we sent to ${user.email}.`}
        sx={{ color: 'inherit', flex: 1, minWidth: 0 }}
      >
        Verify your e-mail: open the link we sent to <strong>{user.email}</strong>.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <Button
          size="small"
          color="inherit"
          onClick={() => resend(user.email)}
          loading={busy}
          aria-label="Resend verification email"
          sx={{ textDecoration: 'underline', minWidth: 0, px: 1, py: 0 }}
        >
          Resend
        </Button>
        <IconButton size="small" color="inherit" aria-label="Dismiss e-mail verification notice" onClick={dismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </NoticeBanner>
  )
}
