import db from '@adonisjs/lucid/services/db'
import type { ReferralNotificationAnswer } from '#referrals/contract'
import {
  REFERRAL_NOTIFICATION_COLUMNS,
  transformReferralNotification,
  type ReferralNotificationRow,
} from '#referrals/transformers/referral_notification_transformer'

/** The panel shows this many at most (the newest); older ones stay stored. */
export const REFERRAL_NOTIFICATIONS_SHOWN = 100

/** GET /api/notifications/referrals: the reader's, not archived, newest first (served by the user index). */
export async function referralNotificationsOf(userId: string): Promise<ReferralNotificationAnswer[]> {
  const rows: ReferralNotificationRow[] = await db
    .from('referral_notifications')
    .where({ user_id: userId, is_archived: false })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REFERRAL_NOTIFICATIONS_SHOWN)
    .select(...REFERRAL_NOTIFICATION_COLUMNS)
  return rows.map(transformReferralNotification)
}
