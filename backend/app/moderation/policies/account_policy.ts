import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { MODERATION_MESSAGES as M } from '#moderation/constants'

/** Members' standing and reputation: the admin screens are for admins only. */
export default class AccountPolicy extends AppPolicy {
  admin(user: User) {
    return this.allowOr(this.isAdmin(user), M.adminsOnly)
  }
}
