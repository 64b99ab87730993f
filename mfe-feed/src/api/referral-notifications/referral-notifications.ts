import type { ReferralNotificationAnswer } from '@hireloop/backend/api-types/referrals'
import { apiJson, REFERRAL_NOTIFICATIONS_KEY } from '@hireloop/shared-ui'

export type ReferralNotification = ReferralNotificationAnswer

/**
 * GET /api/notifications/referrals → the reader's referral notifications, newest first (part 1 §7). The list lives
 * under REFERRAL_NOTIFICATIONS_KEY, the key the Referrals badge counts, so the panel and the badge stay in step.
 */
export function fetchReferralNotifications(): Promise<ReferralNotification[]> {
  return apiJson<ReferralNotification[]>('GET', REFERRAL_NOTIFICATIONS_KEY)
}

const itemUrl = (id: string) => `${REFERRAL_NOTIFICATIONS_KEY}/${encodeURIComponent(id)}`

/** PATCH /api/notifications/referrals/{id}/archive */
export function archiveReferralNotification(id: string): Promise<unknown> {
  return apiJson('PATCH', `${itemUrl(id)}/archive`)
}

/** DELETE /api/notifications/referrals/{id} */
export function deleteReferralNotification(id: string): Promise<unknown> {
  return apiJson('DELETE', itemUrl(id))
}
