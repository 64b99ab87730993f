import db from '@adonisjs/lucid/services/db'
import { pushUnreadNotifications } from '#notifications/services/notify'

/** Marks every unread notification of the user read. */
export default class MarkAllNotificationsRead {
  async handle(userId: string) {
    const updated = await db
      .from('notifications')
      .where({ user_id: userId, is_read: false })
      .update({ is_read: true, read_at: new Date() }, ['id'])
    // The user's other pages clear their bell (nothing to tell when nothing was unread).
    if (updated.length) await pushUnreadNotifications(userId)
    return { updated: updated.length, unreadCount: 0 }
  }
}
