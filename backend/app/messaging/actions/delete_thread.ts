import db from '@adonisjs/lucid/services/db'
import { clearThreadFor, readPosition } from '#messaging/repositories/threads_repository'

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
      await clearThreadFor(trx, threadId, userId, position)
    })
    return { message: 'Conversation deleted' }
  }
}
