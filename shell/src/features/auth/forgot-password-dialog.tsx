import { Box, Button, errorMessage, Typography, useToast } from '@hireloop/shared-ui'
import { requestPasswordReset, resetPassword } from '../../api/auth/password-reset'
import { tooManyAttemptsMessage } from '../../api/auth/rate-limit'
import { validateNewPassword } from '../../lib/account-validation'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState, type FormEvent } from 'react'

const CODE_LENGTH = 6

/**
 * Two steps (part 1 §2, §4): e-mail, then the e-mailed code plus a new password. Success resets everything and
 * closes it; `onReset` gets the address so the login form can be filled in with it.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  onReset,
  initialEmail = '',
}: {
  open: boolean
  onClose: () => void
  onReset?: (email: string) => void
  initialEmail?: string
}) {
  const { toast } = useToast()
  const titleId = useId()
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState(initialEmail)
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // Opening it starts from the address typed on the login form, if any. Only when it opens: later edits of the
  // login form do not overwrite what is typed here.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setEmail((current) => current || initialEmail)
  }

  const close = () => {
    setStep('email')
    setEmail('')
    setCode('')
    setNewPassword('')
    setError(null)
    onClose()
  }

  const fail = (title: string, failure: unknown, fallback: string) => {
    const message = tooManyAttemptsMessage(failure) ?? errorMessage(failure, fallback)
    setError(message)
    toast({ title, description: message, variant: 'error' })
  }

  const sendCode = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) {
      setError('Email required')
      toast({ title: 'Email required', description: 'Enter the e-mail address of your account.', variant: 'error' })
      return
    }
    setError(null)
    setBusy(true)
    try {
      const answer = await requestPasswordReset(email.trim().toLowerCase())
      toast({ title: 'Reset code sent', description: answer.message, variant: 'success' })
      setStep('code')
    } catch (failure) {
      fail('Failed to send reset code', failure, 'Failed to send reset code')
    } finally {
      setBusy(false)
    }
  }

  const reset = async (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim() || !newPassword) {
      setError('All fields required')
      toast({
        title: 'All fields required',
        description: 'Enter the code we e-mailed you and a new password.',
        variant: 'error',
      })
      return
    }
    const weak = validateNewPassword(newPassword)
    if (weak) {
      setError(weak)
      return
    }
    setError(null)
    setBusy(true)
    const address = email.trim().toLowerCase()
    try {
      await resetPassword({ email: address, code: code.trim(), newPassword })
      toast({
        title: 'Password reset successful',
        description: 'You can log in with your new password.',
        variant: 'success',
      })
      close()
      onReset?.(address)
    } catch (failure) {
      fail('Failed to reset password', failure, 'Failed to reset password')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={step === 'email' ? sendCode : reset}>
        <DialogTitle id={titleId}>Reset your password</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {step === 'email' ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Enter your account's e-mail and we will send you a 6-digit reset code.
              </Typography>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 255 } }}
                autoFocus
              />
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                Enter the code we sent to {email.trim()} and choose a new password.
              </Typography>
              <TextField
                label="Reset code"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
                slotProps={{ htmlInput: { maxLength: CODE_LENGTH } }}
                autoFocus
              />
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
                helperText="At least 8 characters, with upper and lower case, a number and a symbol."
              />
              <Button
                size="small"
                color="inherit"
                disabled={busy}
                onClick={() => {
                  setStep('email')
                  setCode('')
                  setError(null)
                }}
                sx={{ justifySelf: 'start' }}
              >
                Use a different e-mail or send a new code
              </Button>
            </>
          )}
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {step === 'email' ? 'Send code' : 'Reset password'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
