import type { CompanyAnswer } from '@hireloop/backend/api-types/jobs'
import { Button, Typography } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'

/** The server's limits for the reason (PATCH /api/companies/{id}/visibility). */
export const HIDE_REASON_MIN = 5
export const HIDE_REASON_MAX = 500
export const HIDE_REASON_REQUIRED = 'A reason is required to hide a company'
export const HIDE_REASON_SHORT = `Reason must be at least ${HIDE_REASON_MIN} characters`
export const HIDE_REASON_LONG = `Reason must be at most ${HIDE_REASON_MAX} characters`

function reasonProblem(reason: string): string | null {
  if (reason.length === 0) return HIDE_REASON_REQUIRED
  if (reason.length < HIDE_REASON_MIN) return HIDE_REASON_SHORT
  return reason.length > HIDE_REASON_MAX ? HIDE_REASON_LONG : null
}

/** Asks why a company is hidden: its owner reads the reason on their dashboard. */
export function HideCompanyDialog({
  company,
  busy,
  serverError,
  onConfirm,
  onCancel,
}: {
  company: CompanyAnswer
  busy: boolean
  serverError: string | null
  onConfirm: (reason: string) => void
  onCancel: () => void
}) {
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const titleId = useId()
  const descriptionId = useId()
  const trimmed = reason.trim()
  const problem = reasonProblem(trimmed)
  const shown = (touched && problem) || serverError

  const submit = () => {
    setTouched(true)
    if (problem === null) onConfirm(trimmed)
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{`Hide ${company.name}?`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          Its page and jobs are hidden from everyone but its owner, who sees this reason and cannot show it again.
        </Typography>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          fullWidth
          disabled={busy}
          error={Boolean(shown)}
          helperText={shown || 'Which guideline the company breaks.'}
          slotProps={{ htmlInput: { maxLength: HIDE_REASON_MAX } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button onClick={submit} variant="contained" color="error" loading={busy} aria-busy={busy}>
          Hide company
        </Button>
      </DialogActions>
    </Dialog>
  )
}
