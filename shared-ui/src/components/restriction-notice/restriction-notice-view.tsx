import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { RestrictionWords } from '../../utils/restriction-words'

export interface RestrictionNoticeViewProps {
  open: boolean
  words: RestrictionWords | null
  onClose: () => void
}

export default function RestrictionNoticeView({ open, words, onClose }: RestrictionNoticeViewProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="restriction-notice-title"
      aria-describedby="restriction-notice-text"
    >
      {words && (
        <>
          <DialogTitle id="restriction-notice-title">{words.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id="restriction-notice-text">{words.description}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              OK
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
