import type { HttpContext } from '@adonisjs/core/http'
import { referralNotificationsOf } from '#referrals/queries/referral_notifications_query'
import ChangeReferralNotification from '#referrals/actions/referral_notification_change'
import DeleteReferralNotification from '#referrals/actions/referral_notification_delete'

/**
 * Part 1 §2 "Referral notification panel", §7 rows 267–270. Every statement
 * is scoped to the signed-in user: nobody reads or changes another's.
 */
export default class ReferralNotificationsController {
  /** GET /api/notifications/referrals → ReferralNotificationAnswer[] (not archived, newest first, at most 100) */
  async index({ auth }: HttpContext) {
    return referralNotificationsOf(auth.getUserOrFail().id)
  }

  /** PATCH /api/notifications/referrals/{id}/read → the notification */
  async markRead({ auth, params }: HttpContext) {
    return new ChangeReferralNotification().handle(auth.getUserOrFail().id, params.id, 'read')
  }

  /** PATCH /api/notifications/referrals/{id}/archive → the notification */
  async archive({ auth, params }: HttpContext) {
    return new ChangeReferralNotification().handle(auth.getUserOrFail().id, params.id, 'archive')
  }

  /** DELETE /api/notifications/referrals/{id} → { success: true } */
  async destroy({ auth, params }: HttpContext) {
    return new DeleteReferralNotification().handle(auth.getUserOrFail().id, params.id)
  }
}
