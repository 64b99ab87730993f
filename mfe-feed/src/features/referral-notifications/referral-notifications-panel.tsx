import { useNavigate } from 'react-router-dom'
import type { ReferralNotification } from '../../api/referral-notifications/referral-notifications'
import { NotificationPopover, type DropdownProps } from '../../shared/notification-parts'
import { ReferralNotificationItem, referralNotificationLink } from './referral-notification-item'
import { useReferralNotifications } from './use-referral-notifications'

/** The referral notification panel (part 1 §2): the list with mark read, archive and delete. */
export default function ReferralNotificationsPanel({ open, anchorEl, onClose }: DropdownProps) {
  const navigate = useNavigate()
  const { notifications, loaded, error, actions } = useReferralNotifications(open)

  const follow = (notification: ReferralNotification) => {
    void actions.markRead(notification)
    onClose()
    navigate(referralNotificationLink(notification))
  }

  return (
    <NotificationPopover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      title="Referral notifications"
      titleId="referral-notifications-title"
      paperSize={{ width: 380, maxWidth: 'calc(100vw - 32px)' }}
      loading={!loaded && !error}
      failed={!loaded && Boolean(error)}
      empty={notifications.length === 0}
      words={{
        loading: 'Loading notifications...',
        failed: 'Could not load referral notifications.',
        empty: 'No referral notifications yet.',
      }}
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
