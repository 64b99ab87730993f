import type { HttpContext } from '@adonisjs/core/http'
import AccountPolicy from '#moderation/policies/account_policy'
import { reputationStats, usersForReview } from '#moderation/queries/reputation_query'
import { reverseDecision } from '#moderation/actions/account_reverse'
import { reverseValidator } from '#moderation/validators/appeal_validators'

/** The admin's side of members' standing (part 2 §7). */
export default class AccountController {
  /** GET /api/moderation/reputation-stats → ReputationStatsAnswer */
  async reputationStats({ bouncer }: HttpContext) {
    await bouncer.with(AccountPolicy).authorize('admin')
    return reputationStats()
  }

  /** GET /api/moderation/users-for-review → FlaggedUserAnswer[] (worst first) */
  async usersForReview({ bouncer }: HttpContext) {
    await bouncer.with(AccountPolicy).authorize('admin')
    return usersForReview()
  }

  /** POST /api/moderation/queue/{id}/reverse {reason?} → { message } (an upheld appeal) */
  async reverse({ auth, bouncer, params, request }: HttpContext) {
    await bouncer.with(AccountPolicy).authorize('admin')
    const { reason } = await request.validateUsing(reverseValidator)
    return reverseDecision(params.id, auth.getUserOrFail().id, reason ?? null)
  }
}
