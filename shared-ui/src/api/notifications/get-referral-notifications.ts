import useSWR from 'swr'
import { badgePollInterval, fetchOptional } from '../optional-endpoint'
import type { ReferralNotification } from '../types'

export const REFERRAL_NOTIFICATIONS_KEY = '/api/notifications/referrals'

/** Unread referral notifications for the Referrals badge; 0 on errors or before the endpoint exists. */
export function useReferralNotificationCount(enabled = true): number {
  const { data } = useSWR(enabled ? REFERRAL_NOTIFICATIONS_KEY : null, fetchOptional<ReferralNotification[]>, {
    refreshInterval: badgePollInterval,
  })
  if (!Array.isArray(data)) return 0
  return data.filter((notification) => !notification.isRead).length
}
