import { Box, Button, errorMessage, Paper, Typography, useCurrentUser, useToast } from '@hireloop/shared-ui'
import { verifyEmail } from '../../api/auth/verify-email'
import { validateEmail } from '../../lib/account-validation'
import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { useResendVerification } from './use-resend-verification'

const REDIRECT_MS = 3000

type Status = 'verifying' | 'verified' | 'failed' | 'no-token'

function ResendForm() {
  const { toast } = useToast()
  const { user } = useCurrentUser()
  const [typed, setEmail] = useState<string | null>(null)
  // A signed-in visitor gets a new link for their own address by default.
  const email = typed ?? user?.email ?? ''
  const [error, setError] = useState<string | null>(null)
  const { resend, busy } = useResendVerification()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) {
      setError('Email Required')
      toast({ title: 'Email Required', description: 'Enter the e-mail address of your account.', variant: 'error' })
      return
    }
    const invalid = validateEmail(email)
    if (invalid) {
      setError(invalid)
      return
    }
    setError(null)
    await resend(email.trim().toLowerCase())
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'We will send a new verification link to this address.'}
      />
      <Button type="submit" variant="outlined" loading={busy} sx={{ justifySelf: 'start' }}>
        Resend verification email
      </Button>
    </Box>
  )
}

/** /verify-email?token=...: verifies automatically, then home after 3 s; otherwise offers a new link (part 1 §2). */
export default function VerifyEmailPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const navigate = useNavigate()
  const { toast } = useToast()
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'no-token')
  const [failure, setFailure] = useState<string | null>(null)
  const sentToken = useRef<string | null>(null)

  useEffect(() => {
    // Tokens are single-use: post each one once, even when effects run twice (StrictMode).
    if (!token || sentToken.current === token) return
    sentToken.current = token
    setStatus('verifying')
    verifyEmail(token)
      .then(() => {
        setStatus('verified')
        toast({ title: 'Email Verified!', description: 'Your e-mail address is confirmed.', variant: 'success' })
      })
      .catch((error: unknown) => {
        const message = errorMessage(error, 'Failed to verify email. Please try again.')
        setFailure(message)
        setStatus('failed')
        toast({ title: 'Verification Failed', description: message, variant: 'error' })
      })
  }, [token, toast])

  useEffect(() => {
    if (status !== 'verified') return
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [status, navigate])

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2 }}>
        {status === 'verifying' && (
          <>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              Verifying your e-mail
            </Typography>
            <Typography color="text.secondary" role="status">
              One moment…
            </Typography>
          </>
        )}
        {status === 'verified' && (
          <>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              Email Verified!
            </Typography>
            <Typography color="text.secondary" role="status">
              Thanks for confirming your address. Taking you home in 3 seconds…
            </Typography>
          </>
        )}
        {status === 'failed' && (
          <>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              Verification Failed
            </Typography>
            <Typography color="error" role="alert">
              {failure}
            </Typography>
            <ResendForm />
          </>
        )}
        {status === 'no-token' && (
          <>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              Check Your Email
            </Typography>
            <Typography color="text.secondary">
              Open the verification link we e-mailed you. No e-mail, or the link expired? Ask for a new one.
            </Typography>
            <ResendForm />
          </>
        )}
        <Button component={RouterLink} to="/" sx={{ justifySelf: 'start' }}>
          Back to Home
        </Button>
      </Paper>
    </Box>
  )
}
