import { Button } from '@hireloop/shared-ui'
import { useLatestNotifications } from '../../api/notifications/get-notifications'
import type { AppNotification, NotificationPage } from '../../api/notifications/types'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { NotificationItem, notificationLink } from './notification-item'
import { NotificationPopover, type DropdownProps } from '../../shared/notification-parts'
import { useNotificationActions, type NotificationListChanges } from './use-notification-actions'

/** The bell's dropdown: the latest notifications, refreshed every 30 s while it is open (part 1 §9). */
export default function NotificationMenu({ open, anchorEl, onClose }: DropdownProps) {
  const navigate = useNavigate()
  const { data, error, isLoading, mutate } = useLatestNotifications(open)
  const notifications = data?.notifications ?? []

  const list = useMemo<NotificationListChanges>(() => {
    const change = (update: (page: NotificationPage) => NotificationPage) =>
      void mutate((page) => (page ? update(page) : page), { revalidate: false })
    return {
      update: (id, update) =>
        change((page) => ({
          ...page,
          notifications: page.notifications.map((item) => (item.id === id ? update(item) : item)),
        })),
      updateAll: (update) => change((page) => ({ ...page, notifications: page.notifications.map(update) })),
      remove: (id) =>
        change((page) => ({ ...page, notifications: page.notifications.filter((item) => item.id !== id) })),
      restore: (notification, index) =>
        change((page) => {
          const items = page.notifications.filter((item) => item.id !== notification.id)
          items.splice(Math.max(0, index), 0, notification)
          return { ...page, notifications: items }
        }),
      indexOf: () => -1,
    }
  }, [mutate])
  const actions = useNotificationActions(list)

  const open_ = (notification: AppNotification) => {
    void actions.markRead(notification)
    onClose()
    const link = notificationLink(notification)
    if (link) navigate(link)
  }

  return (
    <NotificationPopover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      title="Notifications"
      paperSize={{ width: 360, maxWidth: 'calc(100vw - 16px)' }}
      action={
        <Button
          size="small"
          disabled={!notifications.some((item) => !item.isRead)}
          onClick={() => void actions.markAllRead(notifications)}
        >
          Mark all read
        </Button>
      }
      loading={isLoading && !data}
      failed={Boolean(error) && !data}
      empty={notifications.length === 0}
      words={{
        loading: 'Loading notifications...',
        failed: 'Could not load notifications.',
        empty: 'No notifications yet.',
      }}
      footer={{ label: 'See all notifications', to: '/notifications' }}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} dense notification={notification} onOpen={() => open_(notification)} />
      ))}
    </NotificationPopover>
  )
}
