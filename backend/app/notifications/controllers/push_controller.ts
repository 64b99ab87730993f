import type { HttpContext } from '@adonisjs/core/http'
import SubscribePush from '#notifications/actions/subscribe_push'
import UnsubscribePush from '#notifications/actions/unsubscribe_push'
import UpdateNotificationPreferences from '#notifications/actions/update_notification_preferences'
import { preferencesOf, vapidKeys } from '#notifications/push/web_push'
import {
  preferencesValidator,
  subscribeValidator,
  unsubscribeValidator,
} from '#notifications/validators/push_validators'

/** Web Push: the member's devices and which kinds of notification reach them. */
export default class PushController {
  /** GET /api/notifications/push/key → { publicKey } (null when the server has no VAPID keys) */
  async key() {
    return { publicKey: vapidKeys()?.publicKey ?? null }
  }

  /** POST /api/notifications/push/subscriptions → 201 (new device) or 200 { endpoint } */
  async subscribe({ request, auth, response }: HttpContext) {
    const input = await request.validateUsing(subscribeValidator)
    const { created, subscription } = await new SubscribePush().handle(auth.getUserOrFail().id, input)
    response.status(created ? 201 : 200)
    return { endpoint: subscription.endpoint }
  }

  /** DELETE /api/notifications/push/subscriptions { endpoint } → { success } */
  async unsubscribe({ request, auth }: HttpContext) {
    const { endpoint } = await request.validateUsing(unsubscribeValidator)
    return new UnsubscribePush().handle(auth.getUserOrFail().id, endpoint)
  }

  /** GET /api/notifications/preferences → { preferences } */
  async preferences({ auth }: HttpContext) {
    return { preferences: await preferencesOf(auth.getUserOrFail().id) }
  }

  /** PUT /api/notifications/preferences → { preferences } */
  async updatePreferences({ request, auth }: HttpContext) {
    const changes = await request.validateUsing(preferencesValidator)
    return { preferences: await new UpdateNotificationPreferences().handle(auth.getUserOrFail().id, changes) }
  }
}
