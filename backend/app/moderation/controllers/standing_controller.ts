import type { HttpContext } from '@adonisjs/core/http'
import { MODERATION_MESSAGES as M } from '#moderation/constants'
import { myStanding } from '#moderation/queries/standing_query'
import { acknowledgeViolation, appealViolation } from '#moderation/actions/appeal_violation'
import { appealValidator } from '#moderation/validators/appeal_validators'
import type { MyStandingAnswer, StandingUpdateAnswer } from '#moderation/contract'

/** The member's own standing: notices, restriction, acknowledgments and appeals. */
export default class StandingController {
  /** GET /api/moderation/me → MyStandingAnswer */
  async show({ auth }: HttpContext): Promise<MyStandingAnswer> {
    return myStanding(auth.getUserOrFail().id)
  }

  /** POST /api/moderation/violations/{id}/acknowledge → { message, standing } */
  async acknowledge({ auth, params }: HttpContext): Promise<StandingUpdateAnswer> {
    const user = auth.getUserOrFail()
    await acknowledgeViolation(user.id, params.id)
    return { message: M.acknowledged, standing: await myStanding(user.id) }
  }

  /** POST /api/moderation/violations/{id}/appeal {reason} → { message, standing } */
  async appeal({ auth, params, request }: HttpContext): Promise<StandingUpdateAnswer> {
    const user = auth.getUserOrFail()
    const { reason } = await request.validateUsing(appealValidator)
    await appealViolation(user.id, params.id, reason)
    return { message: M.appealSent, standing: await myStanding(user.id) }
  }
}
