import { Exception } from '@adonisjs/core/exceptions'
import { REFERRAL_MESSAGES as M } from '#referrals/constants'

/* Answered as JSON `{ error }` with their status by the shared exception handler. */

/** An unknown referral, or one the reader is no party to: ids reveal nothing. */
export class ReferralNotFoundException extends Exception {
  static status = 404
  static code = 'E_REFERRAL_NOT_FOUND'
  static message = M.referralNotFound
}

export class ReferralJobNotFoundException extends Exception {
  static status = 404
  static code = 'E_JOB_NOT_FOUND'
  static message = M.jobNotFound
}

/** A state that refuses the change (job not active, already pending or answered…), with its words. */
export class ReferralConflictException extends Exception {
  static status = 409
  static code = 'E_REFERRAL_CONFLICT'
}

/** A refusal with its words that names nobody (a blocked pair, whichever of the two blocked). */
export class ReferralForbiddenException extends Exception {
  static status = 403
  static code = 'E_REFERRAL_FORBIDDEN'
}

/** The daily cap of referrals by e-mail: 429 with the limiter's Retry-After. */
export class ReferralRateLimitException extends Exception {
  static status = 429
  static code = 'E_REFERRAL_RATE_LIMIT'

  constructor(
    message: string,
    readonly headers: Record<string, string | number>
  ) {
    super(message)
  }
}

/** Messaging is turned off: nobody provides the conversation starter. */
export class MessagingUnavailableException extends Exception {
  static status = 503
  static code = 'E_MESSAGING_UNAVAILABLE'
  static message = M.messagingUnavailable
}
