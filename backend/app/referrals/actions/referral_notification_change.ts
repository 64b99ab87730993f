import type { ReferralNotificationAnswer } from '#referrals/contract'
import { pushReferralCount } from '#referrals/services/referral_notifier'
import { ReferralNotificationNotFoundException } from '#referrals/referral_notification_exceptions'
import { changeReferralNotification } from '#referrals/repositories/referral_notifications_repository'
import { transformReferralNotification } from '#referrals/transformers/referral_notification_transformer'

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
    const row = await changeReferralNotification(userId, notificationId, change)
    if (!row) throw new ReferralNotificationNotFoundException()
    await pushReferralCount(userId)
    return transformReferralNotification(row)
  }
}
