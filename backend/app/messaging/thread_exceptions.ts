import { Exception } from '@adonisjs/core/exceptions'
import { errors as vineErrors } from '@vinejs/vine'
import { MESSAGING_MESSAGES } from '#messaging/constants'

/* Threads and messages: answered as JSON `{ error }` with their status by the shared exception handler. */

/** Any thread the reader is not (or no longer) a participant of: ids reveal nothing. */
export class ThreadNotFoundException extends Exception {
  static status = 404
  static code = 'E_THREAD_NOT_FOUND'
  static message = MESSAGING_MESSAGES.threadNotFound
}

export class RecipientNotFoundException extends Exception {
  static status = 404
  static code = 'E_RECIPIENT_NOT_FOUND'
  static message = MESSAGING_MESSAGES.recipientNotFound
}

export class MessagingJobNotFoundException extends Exception {
  static status = 404
  static code = 'E_JOB_NOT_FOUND'
  static message = MESSAGING_MESSAGES.jobNotFound
}

/** Starting a thread with yourself: a 422 on the field, shaped like any validation error. */
export function cannotMessageSelf() {
  return new vineErrors.E_VALIDATION_ERROR([
    { field: 'recipientId', message: MESSAGING_MESSAGES.cannotMessageSelf, rule: 'notSelf' },
  ])
}

/** A refusal with its words (blocked pair, no link to start a thread, not a connection). */
export class MessagingForbiddenException extends Exception {
  static status = 403
  static code = 'E_MESSAGING_FORBIDDEN'
}

/** A messaging abuse limit: 429 with the limit's own words and the limiter's Retry-After. */
export class MessagingRateLimitException extends Exception {
  static status = 429
  static code = 'E_MESSAGING_RATE_LIMIT'

  constructor(
    message: string,
    private limitHeaders: Record<string, string | number>
  ) {
    super(message)
  }

  getDefaultHeaders() {
    return this.limitHeaders
  }
}
