import { Box, Button, Typography } from '@hireloop/shared-ui'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import type { SignInStep } from './use-sign-in'

const CODE_LENGTH = 6

/** The extra sign-in steps: the visible puzzle ('high' challenge) and the e-mailed code. */
export function SignInSteps({
  step,
  progress,
  code,
  onCodeChange,
  onCancel,
}: {
  step: SignInStep
  progress: number
  code: string
  onCodeChange: (code: string) => void
  onCancel: () => void
}) {
  if (step === 'puzzle') {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="p">
          Security check
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Solving a quick security puzzle… {progress}%
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-label="Security check progress" />
      </Box>
    )
  }
  if (step === 'code') {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => onCodeChange(event.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
          helperText="Enter the 6-digit code we e-mailed you."
          slotProps={{ htmlInput: { maxLength: CODE_LENGTH } }}
          autoFocus
        />
        <Button onClick={onCancel} color="inherit" size="small" sx={{ justifySelf: 'start' }}>
          Use a different account
        </Button>
      </Box>
    )
  }
  return null
}
