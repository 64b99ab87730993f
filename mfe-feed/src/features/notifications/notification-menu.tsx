import Popover from '@mui/material/Popover'
import { Box, Button, Typography } from '@hireloop/shared-ui'
import { useLatestNotifications } from '../../api/notifications/get-notifications'
import type { AppNotification, NotificationPage } from '../../api/notifications/types'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { NotificationItem, notificationLink } from './notification-item'
import { useNotificationActions, type NotificationListChanges } from './use-notification-actions'

export interface NotificationMenuProps {
  open: boolean
  anchorEl: HTMLElement | null
  onClose: () => void
}

/** The bell's dropdown: the latest notifications, refreshed every 30 s while it is open (part 1 §9). */
export default function NotificationMenu({ open, anchorEl, onClose }: NotificationMenuProps) {
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
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: 360, maxWidth: 'calc(100vw - 16px)' },
          role: 'dialog',
          'aria-label': 'Notifications',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button
          size="small"
          disabled={!notifications.some((item) => !item.isRead)}
          onClick={() => void actions.markAllRead(notifications)}
        >
          Mark all read
        </Button>
      </Box>
      {isLoading && !data ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          Loading notifications...
        </Typography>
      ) : error && !data ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          Could not load notifications.
        </Typography>
      ) : notifications.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          No notifications yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              dense
              notification={notification}
              onOpen={() => open_(notification)}
            />
          ))}
        </Box>
      )}
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button
          size="small"
          onClick={() => {
            onClose()
            navigate('/notifications')
          }}
        >
          See all notifications
        </Button>
      </Box>
    </Popover>
  )
}
