import db from '@adonisjs/lucid/services/db'
import { decodeTimeIdCursor, slicePage, timeIdCursor } from '#shared/pagination/keyset'
import {
  transformNotification,
  type NotificationJson,
  type NotificationRow,
} from '#notifications/transformers/notification_transformer'

export interface NotificationPage {
  notifications: NotificationJson[]
  nextCursor: string | null
  hasMore: boolean
}

/** The user's notifications, newest first, one bounded page at a time. */
export async function notificationsOf(
  userId: string,
  limit: number,
  cursor?: string | null
): Promise<NotificationPage> {
  const c = decodeTimeIdCursor(cursor)
  const result = await db.rawQuery(
    `SELECT n.id, n.type, n.message, n.is_read, n.created_at, n.entity_type, n.entity_id, n.comment_id, n.job,
            n.actor_id, a.name AS actor_name, a.profile_image AS actor_profile_image
       FROM notifications n
       LEFT JOIN users a ON a.id = n.actor_id
      WHERE n.user_id = :userId
        ${c ? 'AND (n.created_at, n.id) < (:cTime, :cId)' : ''}
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT :n`,
    { userId, n: limit + 1, ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  const page = slicePage(result.rows as NotificationRow[], limit, (last) => timeIdCursor(last.created_at, last.id))
  return {
    notifications: page.items.map(transformNotification),
    nextCursor: page.nextCursor,
    hasMore: page.hasMore,
  }
}

/** The bell's badge: served by the partial index of unread rows. */
export async function unreadCountOf(userId: string) {
  const result = await db.rawQuery(
    `SELECT count(*)::int AS count FROM notifications WHERE user_id = :userId AND NOT is_read`,
    { userId }
  )
  return result.rows[0].count as number
}
