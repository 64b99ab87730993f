import { Exception } from '@adonisjs/core/exceptions'
import { MODERATION_MESSAGES as M } from '#moderation/constants'

/* Answered as JSON `{ error }` with their status by the shared exception handler. */

export class ViolationNotFoundException extends Exception {
  static status = 404
  static code = 'E_VIOLATION_NOT_FOUND'
  static message = M.violationNotFound
}

export class ItemNotFoundException extends Exception {
  static status = 404
  static code = 'E_MODERATION_ITEM_NOT_FOUND'
  static message = M.itemNotFound
}

export class AppealConflictException extends Exception {
  static status = 409
  static code = 'E_APPEAL_CONFLICT'
}
