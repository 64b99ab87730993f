import { Exception } from '@adonisjs/core/exceptions'
import { MODERATION_MESSAGES } from '#moderation/constants'

/* Answered as JSON `{ error }` with their status by the shared exception handler. */

export class QueueItemNotFoundException extends Exception {
  static status = 404
  static code = 'E_QUEUE_ITEM_NOT_FOUND'
  static message = MODERATION_MESSAGES.itemNotFound
}

export class ContentNotFoundException extends Exception {
  static status = 404
  static code = 'E_CONTENT_NOT_FOUND'
  static message = MODERATION_MESSAGES.contentNotFound
}

export class AlreadyDecidedException extends Exception {
  static status = 409
  static code = 'E_ALREADY_DECIDED'
  static message = MODERATION_MESSAGES.alreadyDecided
}

export class AlreadyReportedException extends Exception {
  static status = 409
  static code = 'E_ALREADY_REPORTED'
  static message = MODERATION_MESSAGES.alreadyReported
}
