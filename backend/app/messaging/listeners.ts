/*
| Messaging's listeners for moderation: a rejected (or held)
| message is hidden from its recipient, and shown again on approval or
| reversal. A message the recipient has not read yet leaves (or rejoins)
| their unread count with it. Only moderation's event types are used here.
*/
import type {} from '#moderation/events'
import db from '@adonisjs/lucid/services/db'
import { enabledModules } from '#config/modules'
import { listen } from '#shared/events/safe_listener'

async function setHidden(messageId: string, hidden: boolean) {
  await db.transaction(async (trx) => {
    const changed = await trx.rawQuery(
      `UPDATE messages SET moderation_hidden = :hidden WHERE id = :messageId AND moderation_hidden <> :hidden
       RETURNING thread_id, sender_id, created_at`,
      { messageId, hidden }
    )
    const message = changed.rows[0]
    if (!message) return
    await trx.rawQuery(
      `UPDATE thread_participants
          SET unread_count = greatest(0, unread_count ${hidden ? '-' : '+'} 1)
        WHERE thread_id = :threadId AND user_id <> :senderId
          AND (last_read_at IS NULL OR last_read_at < :createdAt)
          AND (cleared_at IS NULL OR cleared_at < :createdAt)`,
      { threadId: message.thread_id, senderId: message.sender_id, createdAt: message.created_at }
    )
  })
}

/* Only when messaging is on: other modules import #messaging/events for its types. */
if (enabledModules.includes('messaging')) {
  listen('moderation:content_hidden', 'messaging (hide a moderated message)', async (event) => {
    if (event.contentType === 'message') await setHidden(event.contentId, true)
  })
  listen('moderation:content_restored', 'messaging (show a restored message)', async (event) => {
    if (event.contentType === 'message') await setHidden(event.contentId, false)
  })
}
