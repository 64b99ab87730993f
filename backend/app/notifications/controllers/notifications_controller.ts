import type { HttpContext } from '@adonisjs/core/http'
import { notificationsOf, unreadCountOf } from '#notifications/queries/notifications_query'
import { NOTIFICATIONS_PAGE, notificationsQueryValidator } from '#notifications/validators/notification_validators'
import MarkNotificationRead from '#notifications/actions/mark_notification_read'
import MarkAllNotificationsRead from '#notifications/actions/mark_all_notifications_read'
import DeleteNotification from '#notifications/actions/delete_notification'

/**
 * Part 1 §7 "Notifications". Every statement is scoped to the signed-in
 * user: a user only ever reads or changes their own notifications.
 */
export default class NotificationsController {
  /** GET /api/notifications?limit=&cursor= → { notifications, nextCursor, hasMore } */
  async index({ request, auth }: HttpContext) {
    const { limit, cursor } = await notificationsQueryValidator.validate(request.qs())
    return notificationsOf(auth.getUserOrFail().id, limit ?? NOTIFICATIONS_PAGE.default, cursor)
  }

  /** GET /api/notifications/unread-count → { unreadCount } */
  async unreadCount({ auth }: HttpContext) {
    return { unreadCount: await unreadCountOf(auth.getUserOrFail().id) }
  }

  /** PATCH /api/notifications/{id}/read → { id, isRead } */
  async markRead({ params, auth }: HttpContext) {
    return new MarkNotificationRead().handle(auth.getUserOrFail().id, params.id)
  }

  /** PATCH /api/notifications/read-all → { updated, unreadCount } */
  async markAllRead({ auth }: HttpContext) {
    return new MarkAllNotificationsRead().handle(auth.getUserOrFail().id)
  }

  /** DELETE /api/notifications/{id} → { success } */
  async destroy({ params, auth }: HttpContext) {
    return new DeleteNotification().handle(auth.getUserOrFail().id, params.id)
  }
}
