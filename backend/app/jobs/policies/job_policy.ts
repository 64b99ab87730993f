import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { MESSAGES } from '#jobs/constants'

type JobRef = { ownerId: string }

/** Only the job's owner (the owner of its company) or an admin edits, pauses or deletes it. */
export default class JobPolicy extends AppPolicy {
  manage(user: User, job: JobRef) {
    return this.allowOr(user.id === job.ownerId || this.isAdmin(user), MESSAGES.notJobOwner)
  }
}
