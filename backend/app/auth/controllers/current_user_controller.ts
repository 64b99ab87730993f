import type { HttpContext } from '@adonisjs/core/http'
import { profileValidator } from '#auth/validators/profile_validators'
import UpdateProfile from '#auth/actions/update_profile'
import { banMessage } from '#auth/ban_check'
import { profileHeadline } from '#auth/queries/own_profile_query'
import { transformOwnProfile } from '#auth/transformers/own_profile_transformer'

export default class CurrentUserController {
  /** GET /api/user/me: the user, its headline, and `pendingEmail`, a new address waiting for verification (or null). */
  async show({ auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    // A member banned while signed in: their session no longer opens the app.
    const banned = await banMessage(user.id)
    if (banned) return response.forbidden({ error: banned })
    const pendingEmail = await new UpdateProfile().pendingEmail(user)
    return transformOwnProfile(user.toCurrentUser(), await profileHeadline(user.id), pendingEmail)
  }

  /**
   * PATCH /api/user/me: the updated user (as GET). A new `email` needs `currentPassword` (422 on that field when
   * missing or wrong) and waits for verification as `pendingEmail`.
   */
  async update({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const changes = await request.validateUsing(profileValidator, {
      meta: { userType: user.userType, userId: user.id, currentImage: user.profileImage },
    })
    const result = await new UpdateProfile().handle(user, changes)
    return transformOwnProfile(result.user.toCurrentUser(), result.headline, result.pendingEmail)
  }
}
