import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import { Avatar, Box, Button, getInitials, Typography, userTypeLabel } from '@hireloop/shared-ui'
import type { SearchPerson } from '../../api/search/types'

export interface PersonDialogProps {
  open: boolean
  person: SearchPerson | null
  onClose: () => void
}

/** A person found through search: who they are, at a glance. */
export default function PersonDialog({ open, person, onClose }: PersonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="person-dialog-name">
      {person && (
        <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 1, pt: 4, textAlign: 'center' }}>
          <Avatar
            src={person.profileImage ?? undefined}
            alt=""
            sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
          >
            {getInitials(person.name)}
          </Avatar>
          <Typography id="person-dialog-name" variant="h6" component="h2">
            {person.name}
          </Typography>
          <Typography variant="body2" color="primary">
            {userTypeLabel(person.userType)}
          </Typography>
          {person.headline && <Typography variant="body2">{person.headline}</Typography>}
          {person.location && (
            <Typography variant="body2" color="text.secondary">
              {person.location}
            </Typography>
          )}
          <Box />
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
