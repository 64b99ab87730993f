import useSWR from 'swr'
import { useLiveConnected, useLiveEvent, type LiveEventBase } from '../../live/live-bus'
import { pageSingleton } from '../../state/page-singleton'
import { useCatchUpWhenLive } from '../live-count'
import { badgePollInterval, fetchOptional } from '../optional-endpoint'
import type { ReferralNotification } from '../types'

export const REFERRAL_NOTIFICATIONS_KEY = '/api/notifications/referrals'

/** The live stream's event after any change to the reader's referral notifications (`{ unreadCount }`). */
export const REFERRAL_NOTIFICATIONS_EVENT = 'referral_notifications'

/**
 * One pushed event refreshes the shared list once, however many badges on the page listen (they read one SWR key;
 * the bus hands every listener the same event object), whichever copy of shared-ui they run.
 */
const refreshedFor = () => pageSingleton('referral-notifications-refreshed@1', () => new WeakSet<LiveEventBase>())

/** Counted for the Referrals badge: unread and not archived. */
export function unreadReferralNotifications(data: unknown): number {
  if (!Array.isArray(data)) return 0
  return (data as ReferralNotification[]).filter((item) => !item.isRead && item.isArchived !== true).length
}

/**
 * Unread referral notifications for the Referrals badge (and the feed header's panel button), read from the list the
 * panel shows (same SWR key, so both stay in step); 0 while signed out, on errors or before the endpoint exists. The
 * server pushes `referral_notifications` on the live stream after each change: the list is fetched again then;
 * polled every 30 s (part 1 §9) only while the stream is down, and once more when it comes back.
 */
export function useReferralNotificationCount(enabled = true): number {
  const live = useLiveConnected()
  const { data, mutate } = useSWR(enabled ? REFERRAL_NOTIFICATIONS_KEY : null, fetchOptional<ReferralNotification[]>, {
    refreshInterval: (latest) => (live ? 0 : badgePollInterval(latest)),
  })

  useLiveEvent(REFERRAL_NOTIFICATIONS_EVENT, (event) => {
    if (!enabled || refreshedFor().has(event)) return
    refreshedFor().add(event)
    void mutate()
  })

  useCatchUpWhenLive(REFERRAL_NOTIFICATIONS_KEY, enabled, mutate)

  return unreadReferralNotifications(data)
}
