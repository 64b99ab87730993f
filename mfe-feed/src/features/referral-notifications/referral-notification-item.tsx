import { Box, IconButton } from '@hireloop/shared-ui'
import type { ReferralNotification } from '../../api/referral-notifications/referral-notifications'
import {
  DeleteNotificationButton,
  MarkReadButton,
  NotificationOpenButton,
  NotificationRow,
} from '../../shared/notification-parts'
import { ArchiveIcon } from './archive-icon'

/**
 * Where a referral notification leads: a request or invitation waiting for the reader's answer to the inbox's
 * Requests to Answer, the other referral news to the inbox, rewards to the dashboard.
 */
export function referralNotificationLink(notification: Pick<ReferralNotification, 'type'>): string {
  if (notification.type === 'reward_unlocked') return '/referrals'
  if (notification.type === 'referral_received') return '/referrals?tab=inbox&box=received'
  return '/referrals?tab=inbox'
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
    <NotificationRow testId="referral-notification" unread={unread} spacing={{ gap: 1, pl: 2, pr: 1, py: 1 }}>
      <NotificationOpenButton
        unread={unread}
        message={notification.message}
        createdAt={notification.createdAt}
        onOpen={onOpen}
        py={0.5}
      />
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        {unread && <MarkReadButton onClick={onMarkRead} />}
        <IconButton size="small" aria-label="Archive notification" title="Archive" onClick={onArchive}>
          <ArchiveIcon fontSize="small" />
        </IconButton>
        <DeleteNotificationButton onClick={onDelete} />
      </Box>
    </NotificationRow>
  )
}
