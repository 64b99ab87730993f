import { markAllNotificationsRead } from '#notifications/repositories/notifications_repository'
import { pushUnreadNotifications } from '#notifications/services/notify'

/** Marks every unread notification of the user read. */
export default class MarkAllNotificationsRead {
  async handle(userId: string) {
    const updated = await markAllNotificationsRead(userId)
    // The user's other pages clear their bell (nothing to tell when nothing was unread).
    if (updated) await pushUnreadNotifications(userId)
    return { updated, unreadCount: 0 }
  }
}
