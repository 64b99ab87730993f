import {
  Box,
  Button,
  CommunityGuidelinesDialog,
  errorMessage,
  isApiError,
  Link,
  Typography,
  useToast,
} from '@hireloop/shared-ui'
import { registerUser } from '../../api/auth/register'
import { useAccountRules } from '../../api/auth/get-account-rules'
import {
  hasErrors,
  normalizeEmail,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationUserType,
  type RegistrationValues,
} from '../../lib/account-validation'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useId, useState, type FormEvent } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { AuthLayout } from './auth-layout'
import { deviceFingerprint } from './behavior-tracker'
import { SignInSteps } from './sign-in-steps'
import { useSignIn } from './use-sign-in'
import { nextQuery, safeNext } from '../../lib/return-to'

const FIELDS: ReadonlyArray<keyof RegistrationValues> = ['email', 'name', 'password', 'confirmPassword', 'userType']

/** Maps the server's 422 `errors[]` onto the form's fields. */
function serverFieldErrors(error: unknown): RegistrationErrors {
  const result: RegistrationErrors = {}
  if (!isApiError(error)) return result
  for (const item of error.data?.errors ?? []) {
    const field = item.field as keyof RegistrationValues
    if (FIELDS.includes(field) && !result[field]) result[field] = item.message
  }
  return result
}

/** Registration screen (part 1 §2): register, then log in; toast 'Account created!'. */
export default function RegisterPage() {
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const navigate = useNavigate()
  const { toast } = useToast()
  const typeId = useId()
  const [values, setValues] = useState<RegistrationValues>({
    email: '',
    name: '',
    password: '',
    confirmPassword: '',
    userType: params.get('type') === 'employer' ? 'employer' : '',
  })
  const [errors, setErrors] = useState<RegistrationErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [registered, setRegistered] = useState(false)
  const [otpCode, setOtpCode] = useState('')
  const [guidelinesOpen, setGuidelinesOpen] = useState(false)
  // The server's allow-list, so the form refuses exactly what the server refuses; until it arrives (or if it cannot),
  // the employer-domain judgement is the server's alone.
  const { data: rules } = useAccountRules()
  const ruleOptions = rules ? { allowList: rules.employerEmailAllowList } : { checkBusinessEmail: false as const }
  const flow = useSignIn({ onSignedIn: () => toast({ title: 'Account created!', variant: 'success' }) })

  const update = (field: keyof RegistrationValues, value: string) => {
    const nextValues = { ...values, [field]: value }
    setValues(nextValues)
    if (submitted) setErrors(validateRegistration(nextValues, ruleOptions))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (flow.step === 'code') {
      await flow.submitCode(otpCode)
      setOtpCode('')
      return
    }
    if (registered) {
      // The account exists already; only the sign-in is left (e.g. after a wrong code).
      await flow.signIn({ email: normalizeEmail(values.email), password: values.password })
      return
    }
    setSubmitted(true)
    const found = validateRegistration(values, ruleOptions)
    setErrors(found)
    if (hasErrors(found)) return

    setBusy(true)
    setFormError(null)
    const email = normalizeEmail(values.email)
    try {
      await registerUser({
        ...values,
        email,
        userType: values.userType as RegistrationUserType,
        deviceFingerprint: deviceFingerprint(),
      })
    } catch (error) {
      const message = errorMessage(error, 'Registration failed')
      setErrors(serverFieldErrors(error))
      setFormError(message)
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Failed to create account'),
        variant: 'error',
      })
      setBusy(false)
      return
    }
    setRegistered(true)
    setBusy(false)
    await flow.signIn({ email, password: values.password })
  }

  return (
    <AuthLayout title="Join Hireloop" subtitle="Create your account to find work or hire.">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          disabled={registered}
          onChange={(event) => update('email', event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <TextField
          label="Full name"
          autoComplete="name"
          value={values.name}
          disabled={registered}
          onChange={(event) => update('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'How members will see you. Optional: you can add it later.'}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          disabled={registered}
          onChange={(event) => update('password', event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? 'At least 8 characters with upper and lower case, a number and a symbol.'}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          disabled={registered}
          onChange={(event) => update('confirmPassword', event.target.value)}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword}
        />
        <FormControl error={Boolean(errors.userType)} disabled={registered}>
          <FormLabel id={typeId}>Account type</FormLabel>
          <RadioGroup
            row
            aria-labelledby={typeId}
            value={values.userType}
            onChange={(event) => update('userType', event.target.value)}
          >
            <FormControlLabel value="candidate" control={<Radio />} label="Candidate" />
            <FormControlLabel value="employer" control={<Radio />} label="Employer" />
          </RadioGroup>
          {errors.userType && <FormHelperText>{errors.userType}</FormHelperText>}
        </FormControl>
        <Typography variant="body2" color="text.secondary">
          By joining you agree to follow our{' '}
          <Link
            component="button"
            type="button"
            onClick={() => setGuidelinesOpen(true)}
            sx={{ verticalAlign: 'baseline' }}
          >
            Community Guidelines
          </Link>
          .
        </Typography>
        <SignInSteps
          step={flow.step}
          progress={flow.progress}
          code={otpCode}
          onCodeChange={setOtpCode}
          onCancel={() => navigate(`/login${nextQuery(next)}`, { replace: true })}
        />
        {(formError ?? flow.error) && (
          <Typography role="alert" color="error" variant="body2">
            {formError ?? flow.error}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={busy || flow.busy}
          disabled={flow.step === 'puzzle' || (flow.step === 'code' && !otpCode)}
        >
          {registered ? 'Continue' : 'Create account'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={`/login${nextQuery(next)}`}>
            Log in
          </Link>
        </Typography>
      </Box>
      <CommunityGuidelinesDialog open={guidelinesOpen} onClose={() => setGuidelinesOpen(false)} />
    </AuthLayout>
  )
}
