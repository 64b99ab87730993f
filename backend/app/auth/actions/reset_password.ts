import User from '#shared/models/user'
import AccountFlowException from '#auth/exceptions/account_flow_exception'
import EndUserSessions from '#auth/actions/end_user_sessions'
import EmailVerificationToken from '#auth/models/email_verification_token'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { oneTimeCodes } from '#auth/services/one_time_codes'
import { securityLog } from '#auth/services/security_log'
import type { DeviceOrigin } from '#auth/services/device_trust'

export interface ResetPasswordInput {
  email: string
  code: string
  newPassword: string
}

/**
 * Sets a new password with a live reset code and ends every session of the
 * account: whoever knew the old password is signed out everywhere, and a
 * change to another e-mail address still waiting for its link is cancelled
 * (the change notice tells the owner to reset for exactly that).
 * A wrong, expired, used or exhausted code, or an unknown address, all
 * answer the same 400.
 */
export default class ResetPassword {
  async handle({ email, code, newPassword }: ResetPasswordInput, origin: DeviceOrigin) {
    if (!(await oneTimeCodes.consume('password_reset', email, code))) {
      throw new AccountFlowException(M.codeInvalid, 400, 'E_INVALID_CODE')
    }
    const user = await User.findBy('email', email)
    if (!user) throw new AccountFlowException(M.codeInvalid, 400, 'E_INVALID_CODE')
    user.password = newPassword
    await user.save()
    await EmailVerificationToken.query()
      .where('userId', user.id)
      .whereNull('usedAt')
      .whereNot('email', user.email)
      .delete()
    const sessionsEnded = await new EndUserSessions().handle(user.id)
    await securityLog.event('password_reset', 'medium', { email, userId: user.id, ...origin }, { sessionsEnded })
    return user
  }
}
