import { Button, errorMessage, isApiError, useToast } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState, type FormEvent } from 'react'
import { useAppealViolation } from '../../api/moderation/appeal-violation'
import type { Violation } from '../../api/moderation/get-my-standing'
import { removedTitle } from './standing-words'

/** The longest reason the server takes. */
export const APPEAL_REASON_MAX = 2000

export interface AppealDialogProps {
  violation: Violation | null
  onClose: () => void
}

/**
 * Asks why the decision should be reviewed and sends the appeal. The reason is checked by the server alone, so its
 * words (422) show under the field; a refusal (409: already appealed, period ended) becomes a toast.
 */
export function AppealDialog({ violation, onClose }: AppealDialogProps) {
  const titleId = useId()
  const { toast } = useToast()
  const appeal = useAppealViolation()
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const close = () => {
    if (sending) return
    setReason('')
    setFieldError(null)
    onClose()
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!violation) return
    setSending(true)
    setFieldError(null)
    try {
      const answer = await appeal(violation.id, reason)
      toast({ title: answer.message, variant: 'success' })
      setReason('')
      onClose()
    } catch (error) {
      const field =
        isApiError(error) && error.status === 422
          ? (error.data?.errors?.find((item) => item.field === 'reason')?.message ?? error.data?.errors?.[0]?.message)
          : undefined
      if (field) setFieldError(field)
      else toast({ title: 'Appeal not sent', description: errorMessage(error, 'Please try again.'), variant: 'error' })
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open={Boolean(violation)} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={send}>
        <DialogTitle id={titleId}>Appeal this decision</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {violation && (
            <DialogContentText>
              {removedTitle(violation.contentType)} under “{violation.guideline}”. A moderator will look at it again.
              You can appeal a decision once.
            </DialogContentText>
          )}
          <TextField
            label="Why should we review this decision?"
            multiline
            minRows={4}
            fullWidth
            autoFocus
            // The question is long for a phone: keep it above the field, whole, rather than cut inside it.
            slotProps={{ inputLabel: { shrink: true } }}
            value={reason}
            disabled={sending}
            onChange={(event) => {
              setReason(event.target.value)
              setFieldError(null)
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `${reason.trim().length}/${APPEAL_REASON_MAX}`}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            Send appeal
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
