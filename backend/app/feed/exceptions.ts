import { Exception } from '@adonisjs/core/exceptions'
import { MESSAGES } from '#feed/constants'

/* Answered as JSON `{ error }` with their status by the shared exception handler. */

export class PostNotFoundException extends Exception {
  static status = 404
  static code = 'E_POST_NOT_FOUND'
  static message = MESSAGES.postNotFound
}

export class CommentNotFoundException extends Exception {
  static status = 404
  static code = 'E_COMMENT_NOT_FOUND'
  static message = MESSAGES.commentNotFound
}

export class AlreadyReportedException extends Exception {
  static status = 409
  static code = 'E_ALREADY_REPORTED'
}
