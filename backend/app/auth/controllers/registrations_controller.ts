import type { HttpContext } from '@adonisjs/core/http'
import { registrationValidator } from '#auth/validators/account_validators'
import RegisterUser from '#auth/actions/register_user'

export default class RegistrationsController {
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
