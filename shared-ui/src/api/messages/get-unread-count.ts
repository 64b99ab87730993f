import useSWR from 'swr'
import { badgePollInterval, fetchOptional, MISSING } from '../optional-endpoint'
import { useLiveCount } from '../live-count'
import { useLiveConnected } from '../../live/live-bus'
import type { UnreadCountResponse } from '../types'

export const UNREAD_MESSAGES_KEY = '/api/messages/unread-count'

/**
 * Unread messages for the Messages badge; 0 while signed out, on errors or before the endpoint exists. Pushed by the
 * live stream (`unread_messages`); polled every 30 s (part 1 §9) only while the stream is down.
 */
export function useUnreadMessageCount(enabled = true): number {
  const live = useLiveConnected()
  const { data, mutate } = useSWR(enabled ? UNREAD_MESSAGES_KEY : null, fetchOptional<UnreadCountResponse>, {
    refreshInterval: (latest) => (live ? 0 : badgePollInterval(latest)),
  })
  useLiveCount('unread_messages', UNREAD_MESSAGES_KEY, enabled, mutate)
  if (!data || data === MISSING) return 0
  return typeof data.unreadCount === 'number' ? data.unreadCount : 0
}
