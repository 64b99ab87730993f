import { Exception } from '@adonisjs/core/exceptions'
import { APPLICATION_MESSAGES, MESSAGES } from '#jobs/constants'
import { COMPANY_MESSAGES } from '#jobs/company_rules'

/* Answered as JSON `{ error }` with their status by the shared exception handler. */

export class CompanyNotFoundException extends Exception {
  static status = 404
  static code = 'E_COMPANY_NOT_FOUND'
  static message = MESSAGES.companyNotFound
}

/** A hidden company (and its jobs' company page) for anyone but its owner and admins. */
export class CompanyNotAvailableException extends Exception {
  static status = 404
  static code = 'E_COMPANY_NOT_AVAILABLE'
  static message = COMPANY_MESSAGES.notAvailable
}

export class JobNotFoundException extends Exception {
  static status = 404
  static code = 'E_JOB_NOT_FOUND'
  static message = MESSAGES.jobNotFound
}

export class AlertNotFoundException extends Exception {
  static status = 404
  static code = 'E_ALERT_NOT_FOUND'
  static message = MESSAGES.alertNotFound
}

export class ConflictException extends Exception {
  static status = 409
  static code = 'E_CONFLICT'
}

export class ForbiddenException extends Exception {
  static status = 403
  static code = 'E_FORBIDDEN'
}

export class ApplicationNotFoundException extends Exception {
  static status = 404
  static code = 'E_APPLICATION_NOT_FOUND'
  static message = APPLICATION_MESSAGES.applicationNotFound
}

export class ResumeNotFoundException extends Exception {
  static status = 404
  static code = 'E_RESUME_NOT_FOUND'
  static message = APPLICATION_MESSAGES.resumeNotFound
}
