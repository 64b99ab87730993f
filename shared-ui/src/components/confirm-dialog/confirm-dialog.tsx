import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  loading?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** 'Delete' (destructive) when the title mentions deleting, otherwise 'Archive' (part 1 §2). */
export function confirmActionLabel(title: string): 'Delete' | 'Archive' {
  return /delete/i.test(title) ? 'Delete' : 'Archive'
}

export function ConfirmDialog({ open, title, description, loading = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const action = confirmActionLabel(title)
  const destructive = action === 'Delete'

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
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
