import useSWR from 'swr'
import { badgePollInterval, fetchOptional, MISSING } from '../optional-endpoint'
import type { UnreadCountResponse } from '../types'

export const UNREAD_MESSAGES_KEY = '/api/messages/unread-count'

/** Unread messages for the Messages badge; 0 while signed out, on errors or before the endpoint exists. */
export function useUnreadMessageCount(enabled = true): number {
  const { data } = useSWR(enabled ? UNREAD_MESSAGES_KEY : null, fetchOptional<UnreadCountResponse>, {
    refreshInterval: badgePollInterval,
  })
  if (!data || data === MISSING) return 0
  return typeof data.unreadCount === 'number' ? data.unreadCount : 0
}
