import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { lockUnreadCount, markReadUpTo, readPosition } from '#messaging/repositories/threads_repository'

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
      const unread = await lockUnreadCount(trx, reader.threadId, reader.userId)
      await markReadUpTo(trx, reader.threadId, reader.userId, position)
      return { readAt: position, wasUnread: unread > 0 }
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
