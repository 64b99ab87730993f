import db from '@adonisjs/lucid/services/db'
import { pushReferralCount } from '#referrals/services/referral_notifier'
import { ReferralNotificationNotFoundException } from '#referrals/referral_notification_exceptions'

/** Deletes one of the owner's referral notifications (404 for anyone else's); the tab's count is pushed. */
export default class DeleteReferralNotification {
  async handle(userId: string, notificationId: string) {
    const deleted = await db
      .from('referral_notifications')
      .where({ id: notificationId, user_id: userId })
      .delete()
      .returning(['id'])
    if (!deleted.length) throw new ReferralNotificationNotFoundException()
    await pushReferralCount(userId)
    return { success: true }
  }
}
