import db from '@adonisjs/lucid/services/db'
import type { NotificationType } from '#notifications/models/notification'

export interface NewNotification {
  userId: string
  actorId: string | null
  type: NotificationType
  entityType: string | null
  entityId: string | null
  commentId?: string | null
  message: string
}

/**
 * Writes a notification, unless the user would be notifying themself. A
 * reaction notifies once per actor and post or comment (a like, unlike and
 * like again is one notification).
 */
export async function notify(input: NewNotification) {
  if (input.actorId !== null && input.actorId === input.userId) return
  await db.rawQuery(
    `INSERT INTO notifications (id, user_id, actor_id, type, entity_type, entity_id, comment_id, message, is_read, created_at)
     VALUES (gen_random_uuid(), :userId, :actorId, :type, :entityType, :entityId, :commentId, :message, false, :now)
     ON CONFLICT DO NOTHING`,
    {
      userId: input.userId,
      actorId: input.actorId,
      type: input.type,
      entityType: input.entityType,
      entityId: input.entityId,
      commentId: input.commentId ?? null,
      message: input.message.slice(0, 500),
      now: new Date(),
    }
  )
}

/** Removes the notifications about something that no longer exists. */
export async function forgetEntity(entityType: string, entityId: string) {
  await db.from('notifications').where({ entity_type: entityType, entity_id: entityId }).delete()
}
