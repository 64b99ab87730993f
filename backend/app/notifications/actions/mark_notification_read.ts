import db from '@adonisjs/lucid/services/db'
import { NotificationNotFoundException } from '#notifications/exceptions'
import { pushUnreadNotifications } from '#notifications/services/notify'

/** Marks one of the user's notifications read (404 for anyone else's). */
export default class MarkNotificationRead {
  async handle(userId: string, notificationId: string) {
    // `was_unread`: the row as it was before this statement (a self-join sees the old version).
    const result = await db.rawQuery(
      `UPDATE notifications n SET is_read = true, read_at = coalesce(n.read_at, :now)
         FROM notifications old
        WHERE n.id = :notificationId AND n.user_id = :userId AND old.id = n.id
        RETURNING n.id, NOT old.is_read AS was_unread`,
      { notificationId, userId, now: new Date() }
    )
    if (!result.rows.length) throw new NotificationNotFoundException()
    // The bell's count changed: every open page of the user hears it.
    if (result.rows[0].was_unread) await pushUnreadNotifications(userId)
    return { id: notificationId, isRead: true }
  }
}
