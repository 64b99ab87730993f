import { setThreadArchived } from '#messaging/repositories/threads_repository'

/** Archives or unarchives the thread in the reader's own list (the other participant's is untouched). */
export default class ArchiveThread {
  async handle(userId: string, threadId: string, isArchived: boolean) {
    await setThreadArchived(userId, threadId, isArchived)
    return { isArchived, message: isArchived ? 'Conversation archived' : 'Conversation unarchived' }
  }
}
