import { Exception } from '@adonisjs/core/exceptions'
import { ACCOUNT_MESSAGES } from '#auth/account_rules'

export default class EmailTakenException extends Exception {
  static status = 409
  static code = 'E_EMAIL_TAKEN'
  static message = ACCOUNT_MESSAGES.emailTaken
}
