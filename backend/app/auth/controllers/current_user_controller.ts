import type { HttpContext } from '@adonisjs/core/http'

export default class CurrentUserController {
  /** GET /api/user/me */
  async show({ auth }: HttpContext) {
    return auth.getUserOrFail().toCurrentUser()
  }
}
