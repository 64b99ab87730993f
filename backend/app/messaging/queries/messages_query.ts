import db from '@adonisjs/lucid/services/db'
import type { MessageAnswer, MessagesPage } from '#messaging/contract'
import { transformMessage, type MessageRow, type ReadPosition } from '#messaging/transformers/message_transformer'
import { decodeTimeIdCursor, slicePage, timeIdCursor } from '#shared/pagination/keyset'

const SELECT = `
  SELECT m.id, m.thread_id, m.sender_id, u.name AS sender_name, m.content, m.created_at
    FROM messages m
    JOIN users u ON u.id = m.sender_id`

/** Both participants' read positions (readBy is derived from them) and the reader's cleared time. */
async function participantsOf(threadId: string) {
  const rows = await db
    .from('thread_participants')
    .where('thread_id', threadId)
    .select('user_id', 'last_read_at', 'cleared_at')
  const readers: ReadPosition[] = rows.map((row) => ({ userId: row.user_id, lastReadAt: row.last_read_at }))
  const clearedAt = (userId: string) => (rows.find((row) => row.user_id === userId)?.cleared_at as Date | null) ?? null
  return { readers, clearedAt }
}

/**
 * GET /api/threads/{id}/messages: the newest page first, each page in time
 * order (oldest first); `nextCursor` goes further back. Messages up to the
 * reader's cleared time (they deleted the thread) stay hidden, and so do
 * messages moderation removed (from the recipient; the sender still sees them).
 */
export async function messagesOfThread(
  readerId: string,
  threadId: string,
  limit: number,
  cursor?: string | null
): Promise<MessagesPage> {
  const c = decodeTimeIdCursor(cursor)
  const { readers, clearedAt } = await participantsOf(threadId)
  const cleared = clearedAt(readerId)
  const result = await db.rawQuery(
    `${SELECT}
      WHERE m.thread_id = :threadId
        AND (NOT m.moderation_hidden OR m.sender_id = :readerId)
        ${cleared ? 'AND m.created_at > :cleared' : ''}
        ${c ? 'AND (m.created_at, m.id) < (:cTime, :cId)' : ''}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT :n`,
    { threadId, readerId, n: limit + 1, ...(cleared ? { cleared } : {}), ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  const page = slicePage(result.rows as MessageRow[], limit, (last) => timeIdCursor(last.created_at, last.id))
  return {
    messages: page.items.reverse().map((row) => transformMessage(row, readers)),
    nextCursor: page.nextCursor,
    hasMore: page.hasMore,
  }
}

/** One message with its current readBy. */
export async function messageAnswer(messageId: string): Promise<MessageAnswer> {
  const result = await db.rawQuery(`${SELECT} WHERE m.id = :messageId`, { messageId })
  const row = result.rows[0] as MessageRow
  const { readers } = await participantsOf(row.thread_id)
  return transformMessage(row, readers)
}
