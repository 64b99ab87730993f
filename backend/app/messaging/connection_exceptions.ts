import { Exception } from '@adonisjs/core/exceptions'
import { MESSAGING_MESSAGES as M } from '#messaging/constants'

/* Errors of connections and blocks, answered as JSON `{ error }` with their status by the shared exception handler. */

export const USER_NOT_FOUND = 'User not found'
export const CANNOT_BLOCK_SELF = 'You cannot block yourself'

/** 404: no such user (or the id names nobody). */
export class UserNotFoundException extends Exception {
  static status = 404
  static code = 'E_USER_NOT_FOUND'
  static message = USER_NOT_FOUND
}

/** 404: no such connection, or the caller is not one of its two people (ids reveal nothing). */
export class ConnectionNotFoundException extends Exception {
  static status = 404
  static code = 'E_CONNECTION_NOT_FOUND'
  static message = M.connectionNotFound
}

/** 409 with the rule's message (already connected, a request pending, not pending any more). */
export class ConnectionConflictException extends Exception {
  static status = 409
  static code = 'E_CONNECTION_CONFLICT'
}

/** 403 with the rule's message (only the target answers; blocked either way). */
export class ConnectionForbiddenException extends Exception {
  static status = 403
  static code = 'E_CONNECTION_FORBIDDEN'
}
