import type { HttpContext } from '@adonisjs/core/http'
import { registrationValidator } from '#auth/validators/account_validators'
import { employerEmailAllowList } from '#auth/services/employer_allow_list'
import RegisterUser from '#auth/actions/register_user'

export default class RegistrationsController {
  /** GET /api/auth/account-rules → { employerEmailAllowList }: the configuration the registration form applies too. */
  async rules() {
    return { employerEmailAllowList: employerEmailAllowList() }
  }

  /** POST /api/users */
  async store({ request, response }: HttpContext) {
    const {
      confirmPassword: _confirm,
      deviceFingerprint,
      ...payload
    } = await request.validateUsing(registrationValidator)
    const user = await new RegisterUser().handle(payload, {
      deviceFingerprint: deviceFingerprint ?? null,
      ipAddress: request.ip(),
      userAgent: request.header('user-agent') ?? null,
    })
    return response.created({ user: user.toCurrentUser() })
  }
}
