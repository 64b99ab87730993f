import { earlyBirdStatus } from '#jobs/queries/early_bird_query'
import { subscriptionPricing } from '#jobs/rules/founding'

export default class EarlyBirdController {
  /** GET /api/early-bird/status (public) */
  async status() {
    return earlyBirdStatus()
  }

  /** GET /api/subscription/pricing (public) */
  async pricing() {
    return subscriptionPricing()
  }
}
