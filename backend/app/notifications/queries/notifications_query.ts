import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import { isStorableTime } from '#shared/services/timestamp_range'
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

function invalidCursor() {
  return new errors.E_VALIDATION_ERROR([{ field: 'cursor', message: 'Invalid cursor', rule: 'cursor' }])
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function decode(cursor: string) {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!isStorableTime(value?.c)) throw new Error('time')
    if (typeof value?.id !== 'string' || !UUID.test(value.id)) throw new Error('id')
    return { time: new Date(value.c), id: value.id as string }
  } catch {
    throw invalidCursor()
  }
}

/** The user's notifications, newest first, one bounded page at a time. */
export async function notificationsOf(userId: string, limit: number, cursor?: string | null): Promise<NotificationPage> {
  const c = cursor ? decode(cursor) : null
  const result = await db.rawQuery(
    `SELECT n.id, n.type, n.message, n.is_read, n.created_at, n.entity_type, n.entity_id, n.comment_id,
            n.actor_id, a.name AS actor_name, a.profile_image AS actor_profile_image
       FROM notifications n
       LEFT JOIN users a ON a.id = n.actor_id
      WHERE n.user_id = :userId
        ${c ? 'AND (n.created_at, n.id) < (:cTime, :cId)' : ''}
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT :n`,
    { userId, n: limit + 1, ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  const rows = result.rows as NotificationRow[]
  const hasMore = rows.length > limit
  const items = hasMore ? rows.slice(0, limit) : rows
  const last = items[items.length - 1]
  return {
    notifications: items.map(transformNotification),
    nextCursor: hasMore
      ? Buffer.from(JSON.stringify({ c: last.created_at.getTime(), id: last.id })).toString('base64url')
      : null,
    hasMore,
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
