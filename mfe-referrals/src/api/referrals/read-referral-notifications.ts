import type { ReferralNotification } from '@hireloop/shared-ui'
import { markReferralNotificationRead } from '@hireloop/shared-ui/helpers'

/**
 * The reader's unread referral notifications about `referralId`, marked read (PATCH
 * /api/notifications/referrals/{id}/read each): once the request is seen or answered on /referrals, the Referrals
 * badge no longer counts it. Answers the ids marked.
 */
export async function readReferralNotifications(
  referralId: string,
  notifications: readonly ReferralNotification[] | undefined
): Promise<string[]> {
  const unread = (notifications ?? []).filter((item) => item.referralId === referralId && !item.isRead)
  await Promise.all(unread.map((item) => markReferralNotificationRead(item.id)))
  return unread.map((item) => item.id)
}
