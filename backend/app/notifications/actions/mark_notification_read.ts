import { NotificationNotFoundException } from '#notifications/exceptions'
import { markNotificationRead } from '#notifications/repositories/notifications_repository'
import { pushUnreadNotifications } from '#notifications/services/notify'

/** Marks one of the user's notifications read (404 for anyone else's). */
export default class MarkNotificationRead {
  async handle(userId: string, notificationId: string) {
    const marked = await markNotificationRead(userId, notificationId)
    if (!marked) throw new NotificationNotFoundException()
    // The bell's count changed: every open page of the user hears it.
    if (marked.wasUnread) await pushUnreadNotifications(userId)
    return { id: notificationId, isRead: true }
  }
}
