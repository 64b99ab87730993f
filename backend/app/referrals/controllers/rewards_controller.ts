import type { HttpContext } from '@adonisjs/core/http'
import { rewardsOf } from '#referrals/queries/rewards_query'

export default class RewardsController {
  /** GET /api/referrals/rewards → RewardsAnswer (the reader's own; every signed-in member has one). */
  async show({ auth }: HttpContext) {
    return rewardsOf(auth.getUserOrFail().id)
  }
}
