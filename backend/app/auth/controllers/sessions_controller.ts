import type { HttpContext } from '@adonisjs/core/http'
import User from '#shared/models/user'
import { loginValidator } from '#auth/validators/account_validators'

export default class SessionsController {
  /**
   * POST /api/auth/login. Wrong e-mail and wrong password answer alike
   * (verifyCredentials hashes even for unknown e-mails, so timing matches too).
   */
  async store({ request, auth }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await User.verifyCredentials(email, password)
    await auth.use('web').login(user)
    return { user: user.toCurrentUser() }
  }

  /** POST /api/auth/logout */
  async destroy({ auth }: HttpContext) {
    await auth.use('web').logout()
    return { success: true }
  }
}
