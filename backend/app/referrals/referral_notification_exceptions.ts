import { Exception } from '@adonisjs/core/exceptions'
import { REFERRAL_MESSAGES } from '#referrals/constants'

/** Someone else's referral notification is as absent as a missing one (answered `{ error }` by the shared handler). */
export class ReferralNotificationNotFoundException extends Exception {
  static status = 404
  static code = 'E_REFERRAL_NOTIFICATION_NOT_FOUND'
  static message = REFERRAL_MESSAGES.notificationNotFound
}
