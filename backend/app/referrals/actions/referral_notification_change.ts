import db from '@adonisjs/lucid/services/db'
import type { ReferralNotificationAnswer } from '#referrals/contract'
import { pushReferralCount } from '#referrals/services/referral_notifier'
import { ReferralNotificationNotFoundException } from '#referrals/referral_notification_exceptions'
import {
  REFERRAL_NOTIFICATION_COLUMNS,
  transformReferralNotification,
  type ReferralNotificationRow,
} from '#referrals/transformers/referral_notification_transformer'

/**
 * Marks one of the owner's referral notifications read or archived (part 1
 * §2 referral notification panel). One statement scoped to the owner: anyone
 * else's id is a 404. The Referrals tab's count is pushed afterwards.
 */
export default class ChangeReferralNotification {
  async handle(
    userId: string,
    notificationId: string,
    change: 'read' | 'archive'
  ): Promise<ReferralNotificationAnswer> {
    const rows: ReferralNotificationRow[] = await db
      .from('referral_notifications')
      .where({ id: notificationId, user_id: userId })
      .update(change === 'read' ? { is_read: true } : { is_archived: true }, [...REFERRAL_NOTIFICATION_COLUMNS])
    if (!rows.length) throw new ReferralNotificationNotFoundException()
    await pushReferralCount(userId)
    return transformReferralNotification(rows[0])
  }
}
