import { Exception } from '@adonisjs/core/exceptions'

/** Someone else's notification is as absent as a missing one. */
export class NotificationNotFoundException extends Exception {
  static status = 404
  static code = 'E_NOTIFICATION_NOT_FOUND'
  static message = 'Notification not found'
}

export class PushSubscriptionNotFoundException extends Exception {
  static status = 404
  static code = 'E_PUSH_SUBSCRIPTION_NOT_FOUND'
  static message = 'Push subscription not found'
}

/** The endpoint is another member's device: only they (signed in on it) remove it. */
export class PushSubscriptionForbiddenException extends Exception {
  static status = 403
  static code = 'E_PUSH_SUBSCRIPTION_FORBIDDEN'
  static message = 'This device receives notifications for another member'
}
