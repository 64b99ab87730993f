import { Box, Button, errorMessage, Paper, Typography, useCurrentUser, useToast, type User } from '@hireloop/shared-ui'
import { useAccountRules } from '../../api/auth/get-account-rules'
import { tooManyAttemptsMessage } from '../../api/auth/rate-limit'
import { updateProfile } from '../../api/profile/update-profile'
import { hasErrors, PASSWORD_MAX_LENGTH, PROFILE_LIMITS } from '../../lib/account-validation'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { AvatarUpload } from './avatar-upload'
import { ListEntryField } from './list-entry-field'
import { PendingEmailNotice } from './pending-email-notice'
import {
  emailChanged,
  LIST_LIMITS,
  profileChanges,
  profileFormValues,
  serverProfileErrors,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
} from './profile-form'

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

type TextFieldName = 'name' | 'headline' | 'email' | 'currentPassword' | 'phone' | 'location'

interface TextFieldOptions {
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete: string
  maxLength: number
  hint?: string
}

function EditProfileForm({ user }: { user: User }) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user))
  const [errors, setErrors] = useState<ProfileErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  // The server's allow-list, so the form refuses exactly what the server refuses; until it arrives (or if it cannot),
  // the employer-domain judgement is the server's alone, as on registration.
  const { data: rules } = useAccountRules()
  const context = {
    userType: user.userType,
    currentEmail: user.email,
    ...(rules ? { allowList: rules.employerEmailAllowList } : { checkBusinessEmail: false }),
  }

  // Changing the address needs the account's password; back to the current address, the password is not needed.
  const askPassword = emailChanged(values.email, user.email)

  const update = <K extends ProfileField>(field: K, value: ProfileFormValues[K]) => {
    const next = { ...values, [field]: value }
    if (!emailChanged(next.email, user.email)) next.currentPassword = ''
    setValues(next)
    if (submitted) setErrors(validateProfile(next, context))
    else if (errors[field]) setErrors({ ...errors, [field]: undefined })
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateProfile(values, context)
    setErrors(found)
    if (hasErrors(found)) return

    const changes = profileChanges(user, values)
    if (Object.keys(changes).length === 0) {
      navigate('/profile')
      return
    }
    setBusy(true)
    try {
      const answer = await updateProfile(changes)
      toast({
        title: 'Profile updated!',
        description: answer.pendingEmail
          ? `Check ${answer.pendingEmail} to confirm the change of your e-mail address.`
          : undefined,
        variant: 'success',
      })
      navigate('/profile')
    } catch (failure) {
      setErrors(serverProfileErrors(failure))
      toast({
        title: 'Error updating profile',
        description: tooManyAttemptsMessage(failure) ?? errorMessage(failure, 'Please try again.'),
        variant: 'error',
      })
      setBusy(false)
    }
  }

  const field = (name: TextFieldName, label: string, options: TextFieldOptions) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => update(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? options.hint}
      disabled={busy}
      autoComplete={options.autoComplete}
      type={options.type ?? 'text'}
      slotProps={{ htmlInput: { maxLength: options.maxLength } }}
    />
  )

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Card title="Details">
        {field('name', 'Name', { autoComplete: 'name', maxLength: 100 })}
        {field('headline', 'Headline', {
          autoComplete: 'organization-title',
          maxLength: PROFILE_LIMITS.headlineMax,
          hint: 'One line shown under your name, for example "Substation technician · NERC CIP".',
        })}
        {field('email', 'Email', {
          type: 'email',
          autoComplete: 'email',
          maxLength: 255,
          hint: 'A new address is used once you open the confirmation link we send to it.',
        })}
        {askPassword &&
          field('currentPassword', 'Current password', {
            type: 'password',
            autoComplete: 'current-password',
            maxLength: PASSWORD_MAX_LENGTH,
            hint: 'Enter your password to change your email address.',
          })}
        <PendingEmailNotice user={user} />
        {field('phone', 'Phone', {
          type: 'tel',
          autoComplete: 'tel',
          maxLength: 30,
          hint: 'At least 10 characters; leave empty to remove it.',
        })}
        {field('location', 'Location', {
          autoComplete: 'address-level2',
          maxLength: 100,
          hint: 'City and region, for example.',
        })}
      </Card>

      {user.userType === 'candidate' && (
        <Card title="Skills and availability">
          <ListEntryField
            label="Skills"
            placeholder="e.g. Forklift operation"
            helperText="Add one skill at a time."
            values={values.skills}
            onChange={(list) => update('skills', list)}
            error={errors.skills}
            disabled={busy}
            {...LIST_LIMITS.skills}
          />
          <ListEntryField
            label="Availability"
            placeholder="e.g. Weekends"
            helperText="Add one entry at a time."
            values={values.availability}
            onChange={(list) => update('availability', list)}
            error={errors.availability}
            disabled={busy}
            {...LIST_LIMITS.availability}
          />
        </Card>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button component={RouterLink} to="/profile" color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          Save changes
        </Button>
      </Box>
    </Box>
  )
}

/** /profile/edit (part 1 §2 "Edit Profile"): picture, details, and the candidate's skills and availability. */
export default function EditProfilePage() {
  const { user } = useCurrentUser()
  if (!user) return null
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        Edit Profile
      </Typography>
      <Card title="Profile picture">
        <AvatarUpload user={user} />
      </Card>
      <EditProfileForm user={user} />
    </Box>
  )
}
