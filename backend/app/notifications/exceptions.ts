import { Exception } from '@adonisjs/core/exceptions'

/** Someone else's notification is as absent as a missing one. */
export class NotificationNotFoundException extends Exception {
  static status = 404
  static code = 'E_NOTIFICATION_NOT_FOUND'
  static message = 'Notification not found'
}
