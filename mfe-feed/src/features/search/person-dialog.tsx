import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import { Avatar, Box, Button, getInitials, profilePath, Typography, userTypeLabel } from '@hireloop/shared-ui'
import { Link as RouterLink } from 'react-router-dom'
import type { SearchPerson } from '../../api/search/types'
import { usePublicProfile } from '../../api/profiles/get-public-profile'
import { ConnectionActions } from './connection-actions'
import { ReferralBadges } from './referral-badges'

export interface PersonDialogProps {
  open: boolean
  person: SearchPerson | null
  /** The people listed with them (one status call for all); just this person when absent. */
  peopleIds?: string[]
  onClose: () => void
}

/**
 * A person found through search: who they are, at a glance. Their public profile is read when the dialog opens: an
 * employer (or admin) viewing a candidate sees who referred them (the server sends that to them only).
 */
export default function PersonDialog({ open, person, peopleIds, onClose }: PersonDialogProps) {
  const { data: profile } = usePublicProfile(open && person ? person.id : null)
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
          <ReferralBadges referral={profile?.id === person.id ? profile.referral : null} />
          <Box sx={{ pt: 1 }}>
            <ConnectionActions person={person} peopleIds={peopleIds ?? [person.id]} />
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        {person && (
          <Button component={RouterLink} to={profilePath(person.id)} onClick={onClose}>
            View full profile
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
