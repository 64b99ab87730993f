import { Box, Button, errorMessage, Link, loginUser, Typography, useToast } from '@hireloop/shared-ui'
import { hasErrors, validateLogin, type LoginErrors } from '@hireloop/shared-ui/validation'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { AuthLayout } from './auth-layout'
import { nextQuery, safeNext } from './return-to'

const CODE_LENGTH = 6

/** Login screen (part 1 §2). On success the session user is set and GuestOnly moves on to `?next=` or home. */
export default function LoginPage() {
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const { toast } = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [otpCode, setOtpCode] = useState('')
  const [needsCode, setNeedsCode] = useState(false)
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const revalidate = (values: { email: string; password: string }) => {
    if (submitted) setErrors(validateLogin(values))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateLogin({ email, password })
    setErrors(found)
    if (hasErrors(found)) return

    setBusy(true)
    setFormError(null)
    try {
      const answer = await loginUser({
        email: email.trim().toLowerCase(),
        password,
        deviceFingerprint: navigator.userAgent,
        ...(needsCode ? { otpCode } : {}),
      })
      if (answer?.user) {
        toast({ title: 'Welcome back!', variant: 'success' })
        return
      }
      if (answer?.requiresMFA) {
        setNeedsCode(true)
        return
      }
      if (answer?.requiresAdditionalChallenge) {
        toast({
          title: 'Additional Security Verification Required',
          description: 'Please complete additional security checks due to suspicious activity.',
          variant: 'error',
        })
        return
      }
      throw new Error(answer?.error ?? 'Login failed')
    } catch (error) {
      const message = errorMessage(error, 'Login failed')
      setFormError(message)
      setNeedsCode(false)
      setOtpCode('')
      toast({ title: message, description: 'Please check your credentials and try again.', variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout title="Log in" subtitle="Welcome back to Hireloop.">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            revalidate({ email: event.target.value, password })
          }}
          error={Boolean(errors.email)}
          helperText={errors.email}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            revalidate({ email, password: event.target.value })
          }}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        {needsCode && (
          <TextField
            label="Verification code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={otpCode}
            onChange={(event) => setOtpCode(event.target.value.slice(0, CODE_LENGTH))}
            helperText="Enter the 6-digit code we sent to your e-mail."
            slotProps={{ htmlInput: { maxLength: CODE_LENGTH } }}
            autoFocus
          />
        )}
        {formError && (
          <Typography role="alert" color="error" variant="body2">
            {formError}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" loading={busy} disabled={needsCode && !otpCode}>
          Log in
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to Hireloop?{' '}
          <Link component={RouterLink} to={`/register${nextQuery(next)}`}>
            Create an account
          </Link>
        </Typography>
      </Box>
    </AuthLayout>
  )
}
