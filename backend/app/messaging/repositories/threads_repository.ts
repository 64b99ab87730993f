import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { orderedPair } from '#messaging/queries/thread_access_query'

/*
| The writes of the thread use cases, inside the caller's transaction where
| it has one (every query through `trx`: PGlite has one session).
*/

/**
 * The pair's thread about `jobId` (or about no job): created with both
 * participant rows, or the existing one. Race-safe: two starts at once meet
 * at the unique (pair, job) index, the loser's insert does nothing and it
 * reads the winner's thread. An existing thread comes back into the
 * starter's inbox (not deleted, not archived; what they cleared stays hidden).
 */
export async function openThread(
  trx: TransactionClientContract,
  starterId: string,
  recipientId: string,
  jobId: string | null,
  now = new Date()
): Promise<{ threadId: string; isExisting: boolean }> {
  const [a, b] = orderedPair(starterId, recipientId)
  const inserted = await trx.rawQuery(
    `INSERT INTO threads (id, user_a_id, user_b_id, job_id, started_by, last_message_id, last_message_at, message_count, created_at)
     VALUES (:id, :a, :b, :jobId, :starterId, NULL, :now, 0, :now)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    // A null job is a valid binding (the driver sends NULL); Lucid's binding type leaves null out.
    { id: randomUUID(), a, b, jobId, starterId, now } as unknown as Record<string, string | Date>
  )
  if (inserted.rows.length) {
    const threadId = inserted.rows[0].id as string
    await trx.table('thread_participants').multiInsert([
      { thread_id: threadId, user_id: starterId, other_user_id: recipientId, last_message_at: now, unread_count: 0 },
      { thread_id: threadId, user_id: recipientId, other_user_id: starterId, last_message_at: now, unread_count: 0 },
    ])
    return { threadId, isExisting: false }
  }
  const query = trx.from('threads').where({ user_a_id: a, user_b_id: b }).select('id')
  if (jobId) query.where('job_id', jobId)
  else query.whereNull('job_id')
  const existing = await query.firstOrFail()
  await trx
    .from('thread_participants')
    .where({ thread_id: existing.id, user_id: starterId })
    .update({ deleted_at: null, archived_at: null })
  return { threadId: existing.id as string, isExisting: true }
}

/**
 * Stores a message and keeps both participants' views in step, in the
 * caller's transaction. The thread row is locked first (sends, reads and
 * deletes of one thread take their turns), and the message's time is after
 * the thread's last message and after both read and cleared positions, so
 * times are strictly increasing in a thread and a read or a delete never
 * covers a message stored after it. The sender has read it and everything
 * before it (a reply reads the thread); the recipient gets one more unread; a thread either of them deleted or archived comes
 * back (what a deleter cleared stays hidden from them).
 */
export async function storeMessage(
  trx: TransactionClientContract,
  input: { threadId: string; senderId: string; recipientId: string; content: string },
  now = new Date()
) {
  const thread = await trx.from('threads').where('id', input.threadId).select('last_message_at').forUpdate().first()
  const positions = await trx
    .from('thread_participants')
    .where('thread_id', input.threadId)
    .select('last_read_at', 'cleared_at')
  let time = Math.max(now.getTime(), new Date(thread.last_message_at).getTime() + 1)
  for (const row of positions) {
    for (const position of [row.last_read_at, row.cleared_at]) {
      if (position) time = Math.max(time, new Date(position).getTime() + 1)
    }
  }
  const createdAt = new Date(time)
  const messageId = randomUUID()
  await trx.table('messages').insert({
    id: messageId,
    thread_id: input.threadId,
    sender_id: input.senderId,
    content: input.content,
    created_at: createdAt,
  })
  await trx
    .from('threads')
    .where('id', input.threadId)
    .update({ last_message_id: messageId, last_message_at: createdAt, message_count: trx.raw('message_count + 1') })
  await trx.from('thread_participants').where({ thread_id: input.threadId, user_id: input.senderId }).update({
    last_message_at: createdAt,
    last_read_at: createdAt,
    unread_count: 0,
    deleted_at: null,
    archived_at: null,
  })
  await trx
    .from('thread_participants')
    .where({ thread_id: input.threadId, user_id: input.recipientId })
    .update({
      last_message_at: createdAt,
      unread_count: trx.raw('unread_count + 1'),
      deleted_at: null,
      archived_at: null,
    })
  return { messageId, createdAt }
}

/** The latest of `now` and the thread's last message, with the thread locked against sends meanwhile. */
export async function readPosition(trx: TransactionClientContract, threadId: string, now = new Date()) {
  const thread = await trx.from('threads').where('id', threadId).select('last_message_at').forShare().first()
  return new Date(Math.max(now.getTime(), new Date(thread.last_message_at).getTime()))
}

/** Archives (keeping the first archive time) or unarchives the thread in the user's own list. */
export async function setThreadArchived(userId: string, threadId: string, isArchived: boolean) {
  await db
    .from('thread_participants')
    .where({ thread_id: threadId, user_id: userId })
    .update({ archived_at: isArchived ? db.raw('coalesce(archived_at, ?)', [new Date()]) : null })
}

/** The thread leaves the user's list and badge, and what it held up to `position` stays hidden from them. */
export async function clearThreadFor(trx: TransactionClientContract, threadId: string, userId: string, position: Date) {
  await trx
    .from('thread_participants')
    .where({ thread_id: threadId, user_id: userId })
    .update({ deleted_at: position, cleared_at: position, unread_count: 0 })
}

/** Locks the user's participant row; answers how many messages it had unread (0 without a row). */
export async function lockUnreadCount(trx: TransactionClientContract, threadId: string, userId: string) {
  const row = await trx
    .from('thread_participants')
    .where({ thread_id: threadId, user_id: userId })
    .select('unread_count')
    .forUpdate()
    .first()
  return Number(row?.unread_count ?? 0)
}

/** The user has read the thread up to `position`: nothing unread is left. */
export async function markReadUpTo(trx: TransactionClientContract, threadId: string, userId: string, position: Date) {
  await trx
    .from('thread_participants')
    .where({ thread_id: threadId, user_id: userId })
    .update({ last_read_at: position, unread_count: 0 })
}
