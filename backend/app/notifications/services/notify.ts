import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { NotificationType } from '#notifications/models/notification'
import { unreadCountOf } from '#notifications/queries/notifications_query'
import { pushToUser } from '#shared/services/live'
import type { NotificationJob } from '#notifications/transformers/notification_transformer'

export interface NewNotification {
  userId: string
  actorId: string | null
  type: NotificationType
  entityType: string | null
  entityId: string | null
  commentId?: string | null
  message: string
  job?: NotificationJob | null
}

/**
 * Writes a notification, unless the user would be notifying themself. A
 * reaction notifies once per actor and post or comment (a like, unlike and
 * like again is one notification).
 */
export async function notify(input: NewNotification) {
  if (input.actorId !== null && input.actorId === input.userId) return
  const inserted = await db.rawQuery(
    `INSERT INTO notifications (id, user_id, actor_id, type, entity_type, entity_id, comment_id, message, job, is_read, created_at)
     VALUES (gen_random_uuid(), :userId, :actorId, :type, :entityType, :entityId, :commentId, :message, :job::jsonb, false, :now)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    {
      userId: input.userId,
      actorId: input.actorId,
      type: input.type,
      entityType: input.entityType,
      entityId: input.entityId,
      commentId: input.commentId ?? null,
      message: input.message.slice(0, 500),
      job: input.job ? JSON.stringify(input.job) : null,
      now: new Date(),
    }
  )
  if (inserted.rows.length) await pushUnreadNotifications(input.userId)
}

/**
 * The bell's count, pushed to the user's live stream after their
 * notifications changed: one COUNT on the partial index of unread rows. A
 * failed push is logged, never the caller's failure: the change is stored,
 * and the client polls whenever its stream is down.
 */
export async function pushUnreadNotifications(userId: string) {
  try {
    await pushToUser(userId, { type: 'unread_notifications', unreadCount: await unreadCountOf(userId) })
  } catch (error) {
    logger.warn({ err: error, userId }, 'pushing the unread notifications count failed')
  }
}

/** Removes the notifications about something that no longer exists. */
export async function forgetEntity(entityType: string, entityId: string) {
  await db.from('notifications').where({ entity_type: entityType, entity_id: entityId }).delete()
}
