import { Box, Button, Typography } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportReason } from '../../utils/member-safety'

export interface ReportDialogProps {
  open: boolean
  title: string
  description: string
  /** Sends the report; resolves true when the dialog may close. */
  onSubmit: (reason: string) => Promise<boolean>
  onClose: () => void
}

/** Report: a guideline to pick (required) and optional details. */
export function ReportDialog({ open, title, description, onSubmit, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState('')
  const [details, setDetails] = useState('')
  const [sending, setSending] = useState(false)
  const titleId = useId()
  const descriptionId = useId()
  const reasonLabelId = useId()

  const submit = async () => {
    if (!reason || sending) return
    setSending(true)
    const done = await onSubmit(reportReason(reason, details))
    setSending(false)
    if (done) onClose()
  }

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('')
            setDetails('')
          },
        },
      }}
    >
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {description}
          </Typography>
          <FormControl required>
            <FormLabel id={reasonLabelId}>Reason</FormLabel>
            <RadioGroup
              aria-labelledby={reasonLabelId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            >
              {REPORT_REASONS.map((label) => (
                <FormControlLabel key={label} value={label} control={<Radio size="small" />} label={label} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label="Details (optional)"
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            size="small"
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
            helperText={`${details.length}/${REPORT_DETAILS_MAX}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason} loading={sending}>
            Report
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
