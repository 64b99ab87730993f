import { apiJson, REFERRAL_NOTIFICATIONS_KEY } from '@hireloop/shared-ui'

/** PATCH /api/notifications/referrals/{id}/read: the notification no longer counts on the Referrals badge. */
export function markReferralNotificationRead(id: string): Promise<unknown> {
  return apiJson('PATCH', `${REFERRAL_NOTIFICATIONS_KEY}/${encodeURIComponent(id)}/read`)
}
