import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { MESSAGES } from '#jobs/constants'

/** An alert is its owner's alone. */
export default class AlertPolicy extends AppPolicy {
  manage(user: User, alert: { userId: string }) {
    return this.allowOr(user.id === alert.userId, MESSAGES.notAlertOwner)
  }
}
