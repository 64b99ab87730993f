import db from '@adonisjs/lucid/services/db'

/** Marks every unread notification of the user read. */
export default class MarkAllNotificationsRead {
  async handle(userId: string) {
    const updated = await db
      .from('notifications')
      .where({ user_id: userId, is_read: false })
      .update({ is_read: true, read_at: new Date() }, ['id'])
    return { updated: updated.length, unreadCount: 0 }
  }
}
