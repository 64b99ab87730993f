import { useNavigate } from 'react-router-dom'
import type { ReferralNotification } from '../../api/referral-notifications/referral-notifications'
import { NotificationPopover } from '../../shared/notification-parts'
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

  const status =
    !loaded && !error
      ? 'Loading notifications...'
      : !loaded && error
        ? 'Could not load referral notifications.'
        : notifications.length === 0
          ? 'No referral notifications yet.'
          : null

  return (
    <NotificationPopover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      title="Referral notifications"
      titleId="referral-notifications-title"
      paperSize={{ width: 380, maxWidth: 'calc(100vw - 32px)' }}
      status={status}
      listLabel="Referral notifications"
      footer={{ label: 'Open the Referral Inbox', to: '/referrals?tab=inbox' }}
    >
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
    </NotificationPopover>
  )
}
