import mail from '@adonisjs/mail/services/main'
import User from '#shared/models/user'
import PasswordResetCodeMail from '#auth/mails/password_reset_code_mail'
import { oneTimeCodes } from '#auth/services/one_time_codes'

export const RESET_CODE_TTL = { minutes: 15 }

/**
 * E-mails a 6-digit reset code when the address has an account, and does
 * nothing otherwise; the caller answers the same either way.
 */
export default class RequestPasswordReset {
  async handle(email: string, ipAddress: string | null) {
    const user = await User.findBy('email', email)
    if (!user) return
    const code = await oneTimeCodes.issue('password_reset', user.email, RESET_CODE_TTL, ipAddress)
    await mail.sendLater(new PasswordResetCodeMail(user.email, code))
  }
}
