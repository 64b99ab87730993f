import db from '@adonisjs/lucid/services/db'

/** Archives or unarchives the thread in the reader's own list (the other participant's is untouched). */
export default class ArchiveThread {
  async handle(userId: string, threadId: string, isArchived: boolean) {
    await db
      .from('thread_participants')
      .where({ thread_id: threadId, user_id: userId })
      .update({ archived_at: isArchived ? db.raw('coalesce(archived_at, ?)', [new Date()]) : null })
    return { isArchived, message: isArchived ? 'Conversation archived' : 'Conversation unarchived' }
  }
}
