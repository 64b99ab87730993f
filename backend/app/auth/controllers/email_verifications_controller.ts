import type { HttpContext } from '@adonisjs/core/http'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { resendVerificationValidator, verifyEmailValidator } from '#auth/validators/email_verification_validators'
import VerifyEmail from '#auth/actions/verify_email'
import ResendVerification from '#auth/actions/resend_verification'

export default class EmailVerificationsController {
  /** POST /api/auth/verify-email */
  async verify({ request }: HttpContext) {
    const { token } = await request.validateUsing(verifyEmailValidator)
    const user = await new VerifyEmail().handle(token)
    return { message: M.emailVerified, user: user.toCurrentUser() }
  }

  /** POST /api/auth/resend-verification: the same answer whether or not the account exists. */
  async resend({ request }: HttpContext) {
    const { email } = await request.validateUsing(resendVerificationValidator)
    await new ResendVerification().handle(email)
    return { message: M.verificationSent }
  }
}
