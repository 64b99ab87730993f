import db from '@adonisjs/lucid/services/db'
import type {} from '#moderation/contract'

/** A message as a report reads it (moderation's 'messaging:reported-message' port): only a participant may report it. */
export async function reportedMessage(reporterId: string, messageId: string) {
  const row = await db
    .from('messages as m')
    .join('thread_participants as p', (join) => {
      join.on('p.thread_id', 'm.thread_id').andOnVal('p.user_id', reporterId)
    })
    .where('m.id', messageId)
    .select('m.sender_id', 'm.content')
    .first()
  return row ? { authorId: row.sender_id as string, content: row.content as string } : null
}

/** Whether the recipient has not read the message yet (the notifications module's 'messaging:unread-message' port). */
export async function messageUnread(recipientId: string, threadId: string, messageId: string) {
  const message = await db.from('messages').where('id', messageId).select('created_at').first()
  const reader = await db
    .from('thread_participants')
    .where({ thread_id: threadId, user_id: recipientId })
    .select('last_read_at')
    .first()
  if (!message || !reader) return false
  return !(reader.last_read_at && new Date(reader.last_read_at) >= new Date(message.created_at))
}
