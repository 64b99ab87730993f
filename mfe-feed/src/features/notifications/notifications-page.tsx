import {
  AreaFrame,
  Box,
  Button,
  EmptyState,
  ErrorOutlineIcon,
  NotificationsIcon,
  Paper,
  Typography,
  useCursorList,
  useUnreadNotificationCount,
} from '@hireloop/shared-ui'
import { fetchNotificationsPage } from '../../api/notifications/get-notifications'
import type { AppNotification } from '../../api/notifications/types'
import { useCallback, useMemo, useLayoutEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { REMOTE_NAME } from '../../shared/remote-name'
import { DoneAllIcon } from '../../shared/icons'
import { NotificationItem, notificationLink } from './notification-item'
import { useNotificationActions, type NotificationListChanges } from './use-notification-actions'

const PAGE_SIZE = 20

/** /notifications: the user's notifications, newest first, with mark read, mark all read and delete. */
export default function NotificationsPage() {
  const navigate = useNavigate()
  const fetchPage = useCallback(async (cursor: string | null) => {
    const page = await fetchNotificationsPage(cursor, PAGE_SIZE)
    return { items: page.notifications, nextCursor: page.nextCursor, hasMore: page.hasMore }
  }, [])
  const list = useCursorList<AppNotification>('notifications', fetchPage)
  const itemsRef = useRef(list.items)
  useLayoutEffect(() => {
    itemsRef.current = list.items
  })

  const { update, remove, insert } = list
  const changes = useMemo<NotificationListChanges>(
    () => ({
      update,
      updateAll: (change) => {
        for (const item of itemsRef.current) update(item.id, change)
      },
      remove,
      restore: insert,
      indexOf: (id) => itemsRef.current.findIndex((item) => item.id === id),
    }),
    [update, remove, insert]
  )
  const actions = useNotificationActions(changes)
  // With every notification loaded the list counts its own unread ones (at once, as they are marked); with more
  // to load, the server's count covers those not loaded yet.
  const unreadLoaded = list.items.filter((item) => !item.isRead).length
  const unreadCounted = useUnreadNotificationCount()
  const unread = list.hasMore ? Math.max(unreadLoaded, unreadCounted) : unreadLoaded

  return (
    <AreaFrame
      remoteName={REMOTE_NAME}
      title="Notifications"
      subtitle={unread > 0 ? `${unread} unread` : undefined}
      actions={
        <Button
          startIcon={<DoneAllIcon />}
          disabled={unread === 0}
          onClick={() => void actions.markAllRead(list.items)}
        >
          Mark all read
        </Button>
      }
    >
      {list.isLoading ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          Loading notifications...
        </Typography>
      ) : list.error?.kind === 'first' ? (
        <EmptyState
          icon={<ErrorOutlineIcon />}
          title="Could not load notifications"
          action={
            <Button variant="contained" onClick={list.refresh}>
              Try again
            </Button>
          }
        />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<NotificationsIcon />}
          title="No notifications yet"
          description="Reactions, comments, referrals and application updates will show up here."
        />
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box component="ul" aria-label="Notifications" sx={{ m: 0, p: 0 }}>
            {list.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => {
                  void actions.markRead(notification)
                  const link = notificationLink(notification)
                  if (link) navigate(link)
                }}
                onMarkRead={() => void actions.markRead(notification)}
                onDelete={() => void actions.remove(notification)}
              />
            ))}
          </Box>
        </Paper>
      )}
      {(list.hasMore || list.error?.kind === 'more') && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Button onClick={list.loadMore} disabled={list.isLoadingMore}>
            {list.isLoadingMore ? 'Loading...' : list.error?.kind === 'more' ? 'Try again' : 'Load more'}
          </Button>
        </Box>
      )}
    </AreaFrame>
  )
}
