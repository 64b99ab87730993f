import { earlyBirdStatus, subscriptionPricing } from '#jobs/services/founding'

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
