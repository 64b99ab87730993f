import db from '@adonisjs/lucid/services/db'
import { NotificationNotFoundException } from '#notifications/exceptions'

/** Marks one of the user's notifications read (404 for anyone else's). */
export default class MarkNotificationRead {
  async handle(userId: string, notificationId: string) {
    const result = await db.rawQuery(
      `UPDATE notifications SET is_read = true, read_at = coalesce(read_at, :now)
        WHERE id = :notificationId AND user_id = :userId
        RETURNING id`,
      { notificationId, userId, now: new Date() }
    )
    if (!result.rows.length) throw new NotificationNotFoundException()
    return { id: notificationId, isRead: true }
  }
}
