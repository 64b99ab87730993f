import { NotificationNotFoundException } from '#notifications/exceptions'
import { deleteNotification } from '#notifications/repositories/notifications_repository'
import { pushUnreadNotifications } from '#notifications/services/notify'

/** Deletes one of the user's notifications (404 for anyone else's). */
export default class DeleteNotification {
  async handle(userId: string, notificationId: string) {
    const deleted = await deleteNotification(userId, notificationId)
    if (!deleted) throw new NotificationNotFoundException()
    // Deleting an unread one lowers the bell's count on every open page.
    if (deleted.wasUnread) await pushUnreadNotifications(userId)
    return { success: true }
  }
}
