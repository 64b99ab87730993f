import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { storeMessage } from '#messaging/repositories/threads_repository'
import { spendMessagingAllowance } from '#messaging/rate_limits'
import { screenBeforeDelivery } from '#shared/services/screening'

/**
 * Sends a message in a thread the sender takes part in (checked before,
 * with the block rule: ThreadPolicy.message). One transaction stores it and
 * updates the thread and both participants' views; the live stream and
 * anyone else hear of it after the commit.
 */
export default class SendMessage {
  async handle(senderId: string, thread: { threadId: string; recipientId: string }, content: string) {
    await spendMessagingAllowance('messages', senderId)
    const { messageId } = await db.transaction((trx) =>
      storeMessage(trx, { threadId: thread.threadId, senderId, recipientId: thread.recipientId, content })
    )
    const { held } = await screenBeforeDelivery({
      contentType: 'message',
      contentId: messageId,
      authorId: senderId,
      content,
      isPublic: false,
    })
    await emitter.emit('messaging:message_sent', {
      threadId: thread.threadId,
      messageId,
      senderId,
      recipientId: thread.recipientId,
      held,
    })
    return messageId
  }
}
