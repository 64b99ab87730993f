import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#shared/models/user'

/**
 * The base of every module's policies. The admin rule lives here, once:
 * an admin may do what a policy grants to admins (moderation: removing
 * someone else's comment, later jobs and reports), never more. There is no
 * blanket `before` bypass: an admin does not edit other people's posts.
 */
export default class AppPolicy extends BasePolicy {
  protected isAdmin(user: User) {
    return user.userType === 'admin'
  }

  /** Allowed when `allowed`, otherwise a 403 with this message (`{ error: message }`). */
  protected allowOr(allowed: boolean, message: string) {
    return allowed || AuthorizationResponse.deny(message, 403)
  }
}
