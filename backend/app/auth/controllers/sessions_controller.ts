import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#auth/validators/account_validators'
import AttemptLogin from '#auth/actions/attempt_login'

export default class SessionsController {
  /**
   * POST /api/auth/login: `{ user }`, or `{ requiresAdditionalChallenge,
   * securityLevel, challenge }`, or `{ requiresMFA: true }` (see AttemptLogin).
   * Wrong e-mail and wrong password answer alike (401).
   */
  async store({ request, auth, session }: HttpContext) {
    const { challengeSolution, ...payload } = await request.validateUsing(loginValidator)
    const result = await new AttemptLogin().handle(
      { ...payload, challengeSolution: challengeSolution == null ? null : String(challengeSolution) },
      { ipAddress: request.ip(), userAgent: request.header('user-agent') ?? null }
    )
    if (result.kind === 'challenge') {
      return { requiresAdditionalChallenge: true, securityLevel: result.securityLevel, challenge: result.challenge }
    }
    if (result.kind === 'mfa') return { requiresMFA: true }

    await auth.use('web').login(result.user)
    // Tagged with the user so a password reset can end every session of the account.
    if (session.supportsTagging()) await session.tag(result.user.id)
    return { user: result.user.toCurrentUser() }
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
