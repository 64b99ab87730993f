import { deleteReferralNotification } from '#referrals/repositories/referral_notifications_repository'
import { pushReferralCount } from '#referrals/services/referral_notifier'
import { ReferralNotificationNotFoundException } from '#referrals/referral_notification_exceptions'

/** Deletes one of the owner's referral notifications (404 for anyone else's); the tab's count is pushed. */
export default class DeleteReferralNotification {
  async handle(userId: string, notificationId: string) {
    if (!(await deleteReferralNotification(userId, notificationId))) throw new ReferralNotificationNotFoundException()
    await pushReferralCount(userId)
    return { success: true }
  }
}
