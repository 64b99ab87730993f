import type { HttpContext } from '@adonisjs/core/http'
import { profileValidator } from '#auth/validators/profile_validators'
import UpdateProfile from '#auth/actions/update_profile'
import { banMessage } from '#auth/ban_check'

export default class CurrentUserController {
  /** GET /api/user/me: the user plus `pendingEmail`, a new address waiting for verification (or null). */
  async show({ auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    // A member banned while signed in: their session no longer opens the app.
    const banned = await banMessage(user.id)
    if (banned) return response.forbidden({ error: banned })
    return { ...user.toCurrentUser(), pendingEmail: await new UpdateProfile().pendingEmail(user) }
  }

  /**
   * PATCH /api/user/me: the updated user (as GET) plus `pendingEmail`, the
   * new address waiting for verification (null when none).
   */
  async update({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const changes = await request.validateUsing(profileValidator, {
      meta: { userType: user.userType, userId: user.id, currentImage: user.profileImage },
    })
    const result = await new UpdateProfile().handle(user, changes)
    return { ...result.user.toCurrentUser(), pendingEmail: result.pendingEmail }
  }
}
