import db from '@adonisjs/lucid/services/db'
import PushSubscription from '#notifications/models/push_subscription'

export interface SubscriptionInput {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * Stores the device's subscription for the member. An endpoint is one
 * browser profile: subscribing it again (new keys, or another member signed
 * in on that device) replaces the earlier row.
 */
export default class SubscribePush {
  async handle(userId: string, input: SubscriptionInput) {
    return db.transaction(async (trx) => {
      const existing = await PushSubscription.query({ client: trx })
        .where('endpoint', input.endpoint)
        .forUpdate()
        .first()
      const subscription = existing ?? new PushSubscription()
      subscription.useTransaction(trx)
      subscription.merge({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      await subscription.save()
      return { created: !existing, subscription }
    })
  }
}
