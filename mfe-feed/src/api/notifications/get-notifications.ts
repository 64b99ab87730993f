import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { NotificationPage } from './types'

export const NOTIFICATIONS_URL = '/api/notifications'
/** The list polls every 30 s, and only while the dropdown showing it is open (part 1 §9). */
export const NOTIFICATIONS_POLL_MS = 30_000
export const NOTIFICATIONS_DROPDOWN_SIZE = 10

/** GET /api/notifications?limit=&cursor= → { notifications, nextCursor, hasMore }, newest first. */
export function notificationsPageUrl(cursor?: string | null, limit?: number): string {
  const query = new URLSearchParams()
  if (limit) query.set('limit', String(limit))
  if (cursor) query.set('cursor', cursor)
  const search = query.toString()
  return search ? `${NOTIFICATIONS_URL}?${search}` : NOTIFICATIONS_URL
}

export function fetchNotificationsPage(cursor?: string | null, limit?: number): Promise<NotificationPage> {
  return apiJson<NotificationPage>('GET', notificationsPageUrl(cursor, limit))
}

/** The newest notifications for the bell's dropdown: loaded when it opens, refreshed every 30 s while open. */
export function useLatestNotifications(open: boolean) {
  const key = notificationsPageUrl(null, NOTIFICATIONS_DROPDOWN_SIZE)
  return useSWR<NotificationPage>(open ? key : null, () => fetchNotificationsPage(null, NOTIFICATIONS_DROPDOWN_SIZE), {
    refreshInterval: open ? NOTIFICATIONS_POLL_MS : 0,
    // Opening the dropdown again shows what is new, not what was cached when it last closed.
    revalidateOnMount: true,
    revalidateIfStale: true,
  })
}
