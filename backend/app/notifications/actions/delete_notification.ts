import db from '@adonisjs/lucid/services/db'
import { NotificationNotFoundException } from '#notifications/exceptions'

/** Deletes one of the user's notifications (404 for anyone else's). */
export default class DeleteNotification {
  async handle(userId: string, notificationId: string) {
    const deleted = await db
      .from('notifications')
      .where({ id: notificationId, user_id: userId })
      .delete()
      .returning('id')
    if (!deleted.length) throw new NotificationNotFoundException()
    return { success: true }
  }
}
