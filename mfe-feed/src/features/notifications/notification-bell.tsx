import {
  CountBadge,
  formatBadgeCount,
  IconButton,
  LazyWhenOpen,
  NotificationsIcon,
  UNREAD_NOTIFICATIONS_HEADER_POLL_MS,
  useUnreadNotificationCount,
} from '@hireloop/shared-ui'
import { lazy, useState } from 'react'

const NotificationMenu = lazy(() => import('./notification-menu'))

/** The bell: unread badge polled every 10 s (part 1 §9); a click opens the dropdown of the latest notifications. */
export function NotificationBell({ enabled }: { enabled: boolean }) {
  const unread = useUnreadNotificationCount({ enabled, intervalMs: UNREAD_NOTIFICATIONS_HEADER_POLL_MS })
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton
        aria-label={unread ? `Notifications ${formatBadgeCount(unread)} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'relative' }}
      >
        <NotificationsIcon />
        <CountBadge
          count={unread}
          label="unread notifications"
          announce={false}
          sx={{ position: 'absolute', top: 2, right: 0 }}
        />
      </IconButton>
      <LazyWhenOpen
        component={NotificationMenu}
        props={{ open: Boolean(anchor), anchorEl: anchor, onClose: () => setAnchor(null) }}
      />
    </>
  )
}
