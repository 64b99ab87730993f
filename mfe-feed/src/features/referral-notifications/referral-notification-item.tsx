import { Box, formatRelativeTime, IconButton, Typography, VISUALLY_HIDDEN } from '@hireloop/shared-ui'
import { CheckIcon, DeleteIcon } from '@hireloop/shared-ui/icons'
import type { ReferralNotification } from '../../api/referral-notifications/referral-notifications'
import { ArchiveIcon } from './archive-icon'

/** Where a referral notification leads: requests to answer and their outcomes to the inbox, rewards to the dashboard. */
export function referralNotificationLink(notification: Pick<ReferralNotification, 'type'>): string {
  return notification.type === 'reward_unlocked' ? '/referrals' : '/referrals?tab=inbox'
}

/** One referral notification: what happened and when; mark read (while unread), archive and delete. */
export function ReferralNotificationItem({
  notification,
  onOpen,
  onMarkRead,
  onArchive,
  onDelete,
}: {
  notification: ReferralNotification
  onOpen: () => void
  onMarkRead: () => void
  onArchive: () => void
  onDelete: () => void
}) {
  const unread = !notification.isRead
  return (
    <Box
      component="li"
      data-testid="referral-notification"
      data-unread={unread}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        pl: 2,
        pr: 1,
        py: 1,
        bgcolor: unread ? 'action.hover' : undefined,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="button"
        type="button"
        onClick={onOpen}
        sx={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          border: 0,
          p: 0,
          py: 0.5,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
          {unread && (
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Unread:{' '}
            </Box>
          )}
          {notification.message}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatRelativeTime(notification.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        {unread && (
          <IconButton size="small" aria-label="Mark as read" title="Mark as read" onClick={onMarkRead}>
            <CheckIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton size="small" aria-label="Archive notification" title="Archive" onClick={onArchive}>
          <ArchiveIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Delete notification" title="Delete" onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  )
}
