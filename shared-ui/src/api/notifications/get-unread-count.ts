import useSWR from 'swr'
import { fetchOptional, MISSING } from '../optional-endpoint'
import { useLiveCount } from '../live-count'
import { useLiveConnected } from '../../live/live-bus'
import type { UnreadCountResponse } from '../types'

export const UNREAD_NOTIFICATIONS_KEY = '/api/notifications/unread-count'

/** Part 1 §9: the bell in the header polls every 10 s, other places every 30 s. */
export const UNREAD_NOTIFICATIONS_HEADER_POLL_MS = 10_000
export const UNREAD_NOTIFICATIONS_POLL_MS = 30_000

/**
 * Unread notifications for the bell; 0 while signed out, on errors or when the module is off (404). Pushed by the
 * live stream (`unread_notifications`); polled at `intervalMs` only while the stream is down.
 */
export function useUnreadNotificationCount({
  enabled = true,
  intervalMs = UNREAD_NOTIFICATIONS_POLL_MS,
}: { enabled?: boolean; intervalMs?: number } = {}): number {
  const live = useLiveConnected()
  const { data, mutate } = useSWR(enabled ? UNREAD_NOTIFICATIONS_KEY : null, fetchOptional<UnreadCountResponse>, {
    refreshInterval: (latest) => (live || latest === MISSING ? 0 : intervalMs),
  })
  useLiveCount('unread_notifications', UNREAD_NOTIFICATIONS_KEY, enabled, mutate)
  if (!data || data === MISSING) return 0
  return typeof data.unreadCount === 'number' ? data.unreadCount : 0
}
