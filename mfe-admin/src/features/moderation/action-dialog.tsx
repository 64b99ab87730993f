import type { ModerationAction, QueueItemAnswer } from '@hireloop/backend/api-types/moderation'
import { MODERATION_MESSAGES } from '@hireloop/backend/moderation-constants'
import { Button, Typography } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import type { ModerationActionBody } from '../../api/moderation/take-action'
import { ACTION_LABELS, defaultActionBody, REASON_MAX_LENGTH } from './action-rules'
import { CONTENT_TYPE_LABELS } from './labels'

export const REASON_REQUIRED = 'Please give a reason'

export interface PendingAction {
  item: QueueItemAnswer
  action: ModerationAction
}

/** Confirms an action with its §7 defaults; the reason can be edited, the restriction follows the severity. */
export function ActionDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: PendingAction
  busy: boolean
  onConfirm: (body: ModerationActionBody) => void
  onCancel: () => void
}) {
  const defaults = defaultActionBody(pending.action, pending.item.severity)
  const [reason, setReason] = useState(defaults.reason)
  const [touched, setTouched] = useState(false)
  const titleId = useId()
  const descriptionId = useId()
  const trimmed = reason.trim()
  const problem =
    trimmed.length === 0 ? REASON_REQUIRED : trimmed.length > REASON_MAX_LENGTH ? MODERATION_MESSAGES.reasonMax : null
  const invalid = problem !== null
  const label = ACTION_LABELS[pending.action]
  const what = CONTENT_TYPE_LABELS[pending.item.contentType]?.toLowerCase() ?? 'content'
  const fromAppeal = pending.item.source === 'appeal'

  const submit = () => {
    setTouched(true)
    if (invalid) return
    onConfirm({ ...defaults, reason: trimmed })
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
      <DialogTitle id={titleId}>{`${label} this ${what}?`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={descriptionId} variant="body2" color="text.secondary" data-testid="action-consequence">
          {/* An appeal is the author's: approving it lifts the strike, denying it records nothing new. */}
          {pending.action === 'approve' &&
            (fromAppeal
              ? 'The appeal is upheld: the content comes back and the strike and any restriction are lifted.'
              : 'The content stays visible, or comes back if it was hidden.')}
          {pending.action === 'reject' &&
            (fromAppeal
              ? 'The appeal is denied: the first decision stands, with no new strike or restriction.'
              : defaults.restrictUser
                ? `The content is removed, the author gets a strike and is restricted for ${defaults.restrictDuration} days.`
                : 'The content is removed and the author gets a strike.')}
          {pending.action === 'escalate' && 'The item goes to a senior reviewer.'}
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
          error={touched && invalid}
          helperText={touched && problem ? problem : 'The author and reporters are told this reason.'}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={submit}
          variant="contained"
          color={pending.action === 'reject' ? 'error' : 'primary'}
          loading={busy}
          aria-busy={busy}
        >
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
