import { Exception } from '@adonisjs/core/exceptions'

/**
 * A refusal inside an account flow (bad link, bad code, …): answered as
 * `{ error: message }` with its status by the exception handler.
 */
export default class AccountFlowException extends Exception {
  constructor(message: string, status: number, code = 'E_ACCOUNT_FLOW') {
    super(message, { status, code })
  }
}
