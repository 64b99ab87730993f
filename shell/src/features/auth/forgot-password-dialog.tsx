import { Box, Button, errorMessage, requestPasswordReset, resetPassword, Typography, useToast } from '@hireloop/shared-ui'
import { validateNewPassword } from '@hireloop/shared-ui/validation'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState, type FormEvent } from 'react'

const CODE_LENGTH = 6

/** Two steps (part 1 §2): e-mail, then the e-mailed code plus a new password. Success resets and closes it. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast()
  const titleId = useId()
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setStep('email')
    setEmail('')
    setCode('')
    setNewPassword('')
    setError(null)
    onClose()
  }

  const sendCode = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) {
      setError('Email required')
      return
    }
    setError(null)
    setBusy(true)
    try {
      const answer = await requestPasswordReset(email.trim().toLowerCase())
      toast({ title: 'Reset code sent', description: answer.message, variant: 'success' })
      setStep('code')
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to send reset code'))
      toast({ title: 'Failed to send reset code', description: errorMessage(failure, 'Please try again later.'), variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const reset = async (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim() || !newPassword) {
      setError('All fields required')
      return
    }
    const weak = validateNewPassword(newPassword)
    if (weak) {
      setError(weak)
      return
    }
    setError(null)
    setBusy(true)
    try {
      await resetPassword({ email: email.trim().toLowerCase(), code: code.trim(), newPassword })
      toast({ title: 'Password reset successful', description: 'You can log in with your new password.', variant: 'success' })
      close()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to reset password'))
      toast({ title: 'Failed to reset password', description: errorMessage(failure, 'Please try again.'), variant: 'error' })
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
                Enter your account's e-mail and we will send you a 6-character reset code.
              </Typography>
              <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} autoFocus />
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                Enter the code we sent to {email.trim()} and choose a new password.
              </Typography>
              <TextField
                label="Reset code"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value.slice(0, CODE_LENGTH))}
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
