import db from '@adonisjs/lucid/services/db'
import { NotificationNotFoundException } from '#notifications/exceptions'
import { pushUnreadNotifications } from '#notifications/services/notify'

/** Deletes one of the user's notifications (404 for anyone else's). */
export default class DeleteNotification {
  async handle(userId: string, notificationId: string) {
    const deleted = await db
      .from('notifications')
      .where({ id: notificationId, user_id: userId })
      .delete()
      .returning(['id', 'is_read'])
    if (!deleted.length) throw new NotificationNotFoundException()
    // Deleting an unread one lowers the bell's count on every open page.
    if (!deleted[0].is_read) await pushUnreadNotifications(userId)
    return { success: true }
  }
}
