import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { MODERATION_MESSAGES } from '#moderation/constants'

/** The moderation queue, its stats and its decisions are for admins only (403 `{error: 'Admins only'}`). */
export default class ModerationPolicy extends AppPolicy {
  admin(user: User) {
    return this.allowOr(this.isAdmin(user), MODERATION_MESSAGES.adminsOnly)
  }
}
