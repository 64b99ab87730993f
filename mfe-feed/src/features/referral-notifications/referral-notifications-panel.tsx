import Popover from '@mui/material/Popover'
import { Box, Button, Typography } from '@hireloop/shared-ui'
import { useNavigate } from 'react-router-dom'
import type { ReferralNotification } from '../../api/referral-notifications/referral-notifications'
import { ReferralNotificationItem, referralNotificationLink } from './referral-notification-item'
import { useReferralNotifications } from './use-referral-notifications'

export interface ReferralNotificationsPanelProps {
  open: boolean
  anchorEl: HTMLElement | null
  onClose: () => void
}

/** The referral notification panel (part 1 §2): the list with mark read, archive and delete. */
export default function ReferralNotificationsPanel({ open, anchorEl, onClose }: ReferralNotificationsPanelProps) {
  const navigate = useNavigate()
  const { notifications, loaded, error, actions } = useReferralNotifications(open)

  const follow = (notification: ReferralNotification) => {
    void actions.markRead(notification)
    onClose()
    navigate(referralNotificationLink(notification))
  }

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: 380, maxWidth: 'calc(100vw - 32px)' },
          role: 'dialog',
          'aria-labelledby': 'referral-notifications-title',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography
          id="referral-notifications-title"
          variant="subtitle1"
          component="h2"
          sx={{ flex: 1, fontWeight: 700 }}
        >
          Referral notifications
        </Typography>
      </Box>
      {!loaded && !error ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          Loading notifications...
        </Typography>
      ) : !loaded && error ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          Could not load referral notifications.
        </Typography>
      ) : notifications.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          No referral notifications yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Referral notifications" sx={{ m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
          {notifications.map((notification) => (
            <ReferralNotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => follow(notification)}
              onMarkRead={() => void actions.markRead(notification)}
              onArchive={() => void actions.archive(notification)}
              onDelete={() => void actions.remove(notification)}
            />
          ))}
        </Box>
      )}
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button
          size="small"
          onClick={() => {
            onClose()
            navigate('/referrals?tab=inbox')
          }}
        >
          Open the Referral Inbox
        </Button>
      </Box>
    </Popover>
  )
}
