import { runOptimistic, UNREAD_NOTIFICATIONS_KEY, useToast } from '@hireloop/shared-ui'
import { deleteNotification } from '../../api/notifications/delete-notification'
import { markAllNotificationsRead } from '../../api/notifications/mark-all-notifications-read'
import { markNotificationRead } from '../../api/notifications/mark-notification-read'
import type { AppNotification } from '../../api/notifications/types'
import { useMemo } from 'react'
import { mutate } from 'swr'

export const NOTIFICATION_FAILURES = {
  read: 'Failed to mark notification as read',
  readAll: 'Failed to mark all notifications as read',
  delete: 'Failed to delete notification',
} as const

/** How a list of notifications changes; the caller keeps the list (the dropdown's SWR page or the paged list). */
export interface NotificationListChanges {
  update: (id: string, update: (notification: AppNotification) => AppNotification) => void
  updateAll: (update: (notification: AppNotification) => AppNotification) => void
  remove: (id: string) => void
  restore: (notification: AppNotification, index: number) => void
  indexOf: (id: string) => number
}

const refreshUnreadCount = () => mutate(UNREAD_NOTIFICATIONS_KEY)

/** Mark read, mark all read and delete, each optimistic with the spec's failure toast (part 1 §8). */
export function useNotificationActions(list: NotificationListChanges) {
  const { toast } = useToast()
  return useMemo(
    () => ({
      markRead: (notification: AppNotification) => {
        if (notification.isRead) return Promise.resolve(true)
        return runOptimistic({
          apply: () => list.update(notification.id, (item) => ({ ...item, isRead: true })),
          request: () => markNotificationRead(notification.id),
          commit: () => void refreshUnreadCount(),
          rollback: () => list.update(notification.id, (item) => ({ ...item, isRead: false })),
          onError: () => toast({ title: NOTIFICATION_FAILURES.read, variant: 'error' }),
        })
      },
      markAllRead: (current: readonly AppNotification[]) => {
        const unread = new Set(current.filter((item) => !item.isRead).map((item) => item.id))
        return runOptimistic({
          apply: () => list.updateAll((item) => (item.isRead ? item : { ...item, isRead: true })),
          request: () => markAllNotificationsRead(),
          commit: () => void refreshUnreadCount(),
          rollback: () => list.updateAll((item) => (unread.has(item.id) ? { ...item, isRead: false } : item)),
          onError: () => toast({ title: NOTIFICATION_FAILURES.readAll, variant: 'error' }),
        })
      },
      remove: (notification: AppNotification) => {
        const index = list.indexOf(notification.id)
        return runOptimistic({
          apply: () => list.remove(notification.id),
          request: () => deleteNotification(notification.id),
          commit: () => void refreshUnreadCount(),
          rollback: () => list.restore(notification, index),
          onError: () => toast({ title: NOTIFICATION_FAILURES.delete, variant: 'error' }),
        })
      },
    }),
    [list, toast]
  )
}
