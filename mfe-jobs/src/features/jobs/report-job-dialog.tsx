import { Button } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useState } from 'react'

export const REPORT_REASONS = [
  'Spam or scam',
  'Misleading or false information',
  'Inappropriate content',
  'Discriminatory',
  'Other',
] as const

export interface ReportJobDialogProps {
  open: boolean
  jobTitle: string
  onClose: () => void
  /** Resolves true once the report is stored. */
  onReport: (reason: string) => Promise<boolean>
}

/** Why the job is reported; the report goes to moderation and 'Job Reported' shows only after the server took it. */
export function ReportJobDialog({ open, jobTitle, onClose, onReport }: ReportJobDialogProps) {
  const [reason, setReason] = useState<string>(REPORT_REASONS[0])
  const [sending, setSending] = useState(false)
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby="report-job-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="report-job-title">Report “{jobTitle}”</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label="Reason" value={reason} onChange={(event) => setReason(event.target.value)}>
          {REPORT_REASONS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={sending}
          onClick={async () => {
            setSending(true)
            const done = await onReport(reason)
            setSending(false)
            if (done) onClose()
          }}
        >
          {sending ? 'Reporting...' : 'Report Job'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
