import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useToast } from '../../state/toast'
import { CloseIcon } from '../icons/icons'
import { GUIDELINE_ENFORCEMENT, GUIDELINE_TOPICS, GUIDELINES_CLOSE_REFUSED } from './guidelines'

import type { CommunityGuidelinesDialogProps } from './community-guidelines-dialog'

/** Cannot be closed until the agreement box is ticked (part 1 §4). */
export default function CommunityGuidelinesDialogView({ open, onClose }: CommunityGuidelinesDialogProps) {
  const [agreed, setAgreed] = useState(false)
  const { toast } = useToast()
  const titleId = useId()

  // Each opening starts unticked.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setAgreed(false)
  }

  const requestClose = () => {
    if (agreed) {
      onClose()
      return
    }
    toast({ ...GUIDELINES_CLOSE_REFUSED, variant: 'error' })
  }

  return (
    <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Community Guidelines
        <IconButton aria-label="Close" onClick={requestClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Hireloop is a professional network. These rules keep it safe and useful for candidates and employers.
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1.5 }}>
          {GUIDELINE_TOPICS.map((topic) => (
            <li key={topic.title}>
              <Typography variant="subtitle2" component="h3">
                {topic.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {topic.body}
              </Typography>
            </li>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Enforcement
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {GUIDELINE_ENFORCEMENT}
        </Typography>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label="I have read and agree to follow the Community Guidelines"
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!agreed} onClick={onClose}>
          Got it!
        </Button>
      </DialogActions>
    </Dialog>
  )
}
