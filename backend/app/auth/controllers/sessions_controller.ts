import type { HttpContext } from '@adonisjs/core/http'
import User from '#shared/models/user'
import { loginValidator } from '#auth/validators/account_validators'

export default class SessionsController {
  /**
   * POST /api/auth/login. Wrong e-mail and wrong password answer alike
   * (verifyCredentials hashes even for unknown e-mails, so timing matches too).
   */
  async store({ request, auth, session }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await User.verifyCredentials(email, password)
    await auth.use('web').login(user)
    // Tagged with the user so a password reset can end every session of the account.
    if (session.supportsTagging()) await session.tag(user.id)
    return { user: user.toCurrentUser() }
  }

  /** POST /api/auth/logout */
  async destroy({ auth, session }: HttpContext) {
    await auth.check()
    const user = auth.user
    await auth.use('web').logout()
    if (user && session.supportsTagging()) await session.untag(user.id)
    return { success: true }
  }
}
