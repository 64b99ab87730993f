import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { readPosition } from '#messaging/repositories/threads_repository'

/**
 * The reader has read the thread up to now (and at least up to its last
 * message): their unread count drops to 0. The other participant's read
 * receipts change only when something was unread, and only then is
 * `messaging:thread_read` emitted.
 */
export default class MarkThreadRead {
  async handle(reader: { userId: string; threadId: string; otherUserId: string }) {
    const { readAt, wasUnread } = await db.transaction(async (trx) => {
      const position = await readPosition(trx, reader.threadId)
      const before = await trx
        .from('thread_participants')
        .where({ thread_id: reader.threadId, user_id: reader.userId })
        .select('unread_count')
        .forUpdate()
        .first()
      await trx
        .from('thread_participants')
        .where({ thread_id: reader.threadId, user_id: reader.userId })
        .update({ last_read_at: position, unread_count: 0 })
      return { readAt: position, wasUnread: Number(before?.unread_count ?? 0) > 0 }
    })
    if (wasUnread) {
      await emitter.emit('messaging:thread_read', {
        threadId: reader.threadId,
        readerId: reader.userId,
        otherUserId: reader.otherUserId,
        readAt: readAt.toISOString(),
      })
    }
  }
}
