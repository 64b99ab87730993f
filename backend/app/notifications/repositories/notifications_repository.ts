import db from '@adonisjs/lucid/services/db'
import type { PushKind } from '#notifications/push/kinds'

/*
| The owner's changes to their notifications and push settings: one
| statement each, scoped to the owner, so anyone else's id changes nothing.
*/

/** Deletes the user's notification; answers whether it was unread, or null when it is not theirs. */
export async function deleteNotification(userId: string, notificationId: string) {
  const deleted = await db
    .from('notifications')
    .where({ id: notificationId, user_id: userId })
    .delete()
    .returning(['id', 'is_read'])
  return deleted.length ? { wasUnread: !deleted[0].is_read } : null
}

/** Marks every unread notification of the user read; answers how many it marked. */
export async function markAllNotificationsRead(userId: string) {
  const updated = await db
    .from('notifications')
    .where({ user_id: userId, is_read: false })
    .update({ is_read: true, read_at: new Date() }, ['id'])
  return updated.length
}

/**
 * Marks the user's notification read (its first read time kept); answers
 * whether it was unread before, or null when it is not theirs.
 */
export async function markNotificationRead(userId: string, notificationId: string) {
  // `was_unread`: the row as it was before this statement (a self-join sees the old version).
  const result = await db.rawQuery(
    `UPDATE notifications n SET is_read = true, read_at = coalesce(n.read_at, :now)
       FROM notifications old
      WHERE n.id = :notificationId AND n.user_id = :userId AND old.id = n.id
      RETURNING n.id, NOT old.is_read AS was_unread`,
    { notificationId, userId, now: new Date() }
  )
  return result.rows.length ? { wasUnread: Boolean(result.rows[0].was_unread) } : null
}

/** Stores the user's choice for each kind given; the kinds not given keep theirs. */
export async function savePushPreferences(userId: string, choices: Array<{ kind: PushKind; enabled: boolean }>) {
  if (!choices.length) return
  const rows = choices.map(({ kind, enabled }) => ({ user_id: userId, kind, enabled }))
  await db.table('notification_preferences').multiInsert(rows).onConflict(['user_id', 'kind']).merge(['enabled'])
}
