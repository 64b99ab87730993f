import type { HttpContext } from '@adonisjs/core/http'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { requestPasswordResetValidator, resetPasswordValidator } from '#auth/validators/password_reset_validators'
import RequestPasswordReset from '#auth/actions/request_password_reset'
import ResetPassword from '#auth/actions/reset_password'

export default class PasswordResetsController {
  /** POST /api/auth/request-password-reset: the same answer whether or not the account exists. */
  async request({ request }: HttpContext) {
    const { email } = await request.validateUsing(requestPasswordResetValidator)
    await new RequestPasswordReset().handle(email, request.ip())
    return { message: M.resetCodeSent }
  }

  /** POST /api/auth/reset-password: also signs this browser out if it was signed in as that user. */
  async reset({ request, auth }: HttpContext) {
    const payload = await request.validateUsing(resetPasswordValidator)
    const user = await new ResetPassword().handle(payload, {
      ipAddress: request.ip(),
      userAgent: request.header('user-agent') ?? null,
    })
    if ((await auth.check()) && auth.user?.id === user.id) await auth.use('web').logout()
    return { message: M.passwordResetDone }
  }
}
