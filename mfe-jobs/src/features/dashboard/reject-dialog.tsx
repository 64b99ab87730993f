import { Button } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'

/** 'Reject Application': asked before an applicant is told they were not selected. */
export function RejectDialog({
  applicantName,
  jobTitle,
  onCancel,
  onConfirm,
}: {
  /** The applicant being rejected; null keeps the dialog closed. */
  applicantName: string | null
  jobTitle: string | null
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Dialog
      open={applicantName !== null}
      onClose={onCancel}
      aria-labelledby="reject-title"
      aria-describedby="reject-text"
    >
      <DialogTitle id="reject-title">Reject Application</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-text">
          {applicantName !== null && jobTitle !== null
            ? `Are you sure you want to reject ${applicantName}'s application for "${jobTitle}"? They will be told they were not selected.`
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  )
}
