import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useRef } from 'react'
import { confirmActionLabel } from './confirm-action-label'
import type { ConfirmDialogProps } from './confirm-dialog'

export default function ConfirmDialogView({
  open,
  title,
  description,
  loading = false,
  confirmLabel,
  onConfirm,
  onCancel,
  focusWhenOpenerGone,
}: ConfirmDialogProps) {
  const opener = useRef<Element | null>(null)
  const titleId = useId()
  const descriptionId = useId()
  const action = confirmLabel ?? confirmActionLabel(title)
  const destructive = confirmLabel !== undefined || action === 'Delete'

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            opener.current = document.activeElement
          },
          onExited: () => {
            if (opener.current?.isConnected) return
            focusWhenOpenerGone?.()?.focus()
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={loading}
          aria-busy={loading}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
