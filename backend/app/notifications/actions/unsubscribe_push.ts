import PushSubscription from '#notifications/models/push_subscription'
import { PushSubscriptionForbiddenException, PushSubscriptionNotFoundException } from '#notifications/exceptions'

/** Removes one of the member's devices (turning push off there, or signing out). */
export default class UnsubscribePush {
  async handle(userId: string, endpoint: string) {
    const subscription = await PushSubscription.findBy('endpoint', endpoint)
    if (!subscription) throw new PushSubscriptionNotFoundException()
    if (subscription.userId !== userId) throw new PushSubscriptionForbiddenException()
    await subscription.delete()
    return { success: true }
  }
}
