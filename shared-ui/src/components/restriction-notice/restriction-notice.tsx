import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useAtom } from 'jotai'
import { restrictionAtom } from '../../state/restriction'
import { restrictionWords } from '../../utils/restriction-words'

/**
 * Shown when the server refuses a write for the account's standing, on
 * whichever screen it happened: what the member cannot do and until when.
 * Mounted once by AppProviders; the API client raises it.
 */
export function RestrictionNotice() {
  const [message, setMessage] = useAtom(restrictionAtom)
  const words = message ? restrictionWords(message) : null
  const close = () => setMessage(null)
  return (
    <Dialog
      open={words !== null}
      onClose={close}
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
            <Button onClick={close} variant="contained" autoFocus>
              OK
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
