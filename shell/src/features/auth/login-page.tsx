import { Box, Button, Link, Typography, useToast } from '@hireloop/shared-ui'
import { hasErrors, validateLogin, type LoginErrors } from '../../lib/account-validation'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { AuthLayout } from './auth-layout'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import { SignInSteps } from './sign-in-steps'
import { useSignIn } from './use-sign-in'
import { nextQuery, safeNext } from '../../lib/return-to'

/** Login screen (part 1 §2). On success the session user is set and GuestOnly moves on to `?next=` or home. */
export default function LoginPage() {
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const { toast } = useToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [otpCode, setOtpCode] = useState('')
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [resetOpen, setResetOpen] = useState(false)
  const flow = useSignIn({ onSignedIn: () => toast({ title: 'Welcome back!', variant: 'success' }) })

  const revalidate = (values: { email: string; password: string }) => {
    if (submitted) setErrors(validateLogin(values))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (flow.step === 'code') {
      await flow.submitCode(otpCode)
      setOtpCode('')
      return
    }
    setSubmitted(true)
    const found = validateLogin({ email, password })
    setErrors(found)
    if (hasErrors(found)) return
    await flow.signIn({ email, password })
  }

  const locked = flow.step !== 'credentials'

  return (
    <AuthLayout title="Log in" subtitle="Welcome back to Hireloop.">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={locked}
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
          disabled={locked}
          onChange={(event) => {
            setPassword(event.target.value)
            revalidate({ email, password: event.target.value })
          }}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <SignInSteps
          step={flow.step}
          progress={flow.progress}
          code={otpCode}
          onCodeChange={setOtpCode}
          onCancel={() => {
            setOtpCode('')
            flow.reset()
          }}
        />
        {flow.error && (
          <Typography role="alert" color="error" variant="body2">
            {flow.error}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={flow.busy}
          disabled={flow.step === 'puzzle' || (flow.step === 'code' && !otpCode)}
        >
          Log in
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setResetOpen(true)}
          sx={{ justifySelf: 'center' }}
        >
          Forgot password?
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to Hireloop?{' '}
          <Link component={RouterLink} to={`/register${nextQuery(next)}`}>
            Create an account
          </Link>
        </Typography>
      </Box>
      <ForgotPasswordDialog
        open={resetOpen}
        initialEmail={email.trim()}
        onClose={() => setResetOpen(false)}
        onReset={(address) => {
          setEmail(address)
          setPassword('')
        }}
      />
    </AuthLayout>
  )
}
