import db from '@adonisjs/lucid/services/db'
import { readPosition } from '#messaging/repositories/threads_repository'

/**
 * Deletes the thread for the caller only: it leaves their list and badge,
 * and every message so far stays hidden from them (cleared_at). The other
 * participant keeps it all; a new message brings it back to the caller
 * with only the new messages.
 */
export default class DeleteThread {
  async handle(userId: string, threadId: string) {
    await db.transaction(async (trx) => {
      const position = await readPosition(trx, threadId)
      await trx
        .from('thread_participants')
        .where({ thread_id: threadId, user_id: userId })
        .update({ deleted_at: position, cleared_at: position, unread_count: 0 })
    })
    return { message: 'Conversation deleted' }
  }
}
