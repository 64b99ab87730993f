import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { openThread, storeMessage } from '#messaging/repositories/threads_repository'
import { spendMessagingAllowance } from '#messaging/rate_limits'
import { screenBeforeDelivery } from '#shared/services/screening'

export interface StartThreadInput {
  recipientId: string
  jobId: string | null
  initialMessage: string | null
  /** Known beforehand (thread_access_query): a new thread counts against the starter's hourly limit. */
  existingThreadId: string | null
}

/**
 * Starts the pair's thread about a job (or about no job), or reuses it, and
 * sends the first message when one is given. Who may start is decided
 * before (ThreadPolicy.start).
 */
export default class StartThread {
  async handle(starterId: string, input: StartThreadInput) {
    if (!input.existingThreadId) await spendMessagingAllowance('newThreads', starterId)
    if (input.initialMessage) await spendMessagingAllowance('messages', starterId)

    const result = await db.transaction(async (trx) => {
      const opened = await openThread(trx, starterId, input.recipientId, input.jobId)
      const message = input.initialMessage
        ? await storeMessage(trx, {
            threadId: opened.threadId,
            senderId: starterId,
            recipientId: input.recipientId,
            content: input.initialMessage,
          })
        : null
      return { ...opened, messageId: message?.messageId ?? null }
    })

    if (result.messageId && input.initialMessage) {
      const { held } = await screenBeforeDelivery({
        contentType: 'message',
        contentId: result.messageId,
        authorId: starterId,
        content: input.initialMessage,
        isPublic: false,
      })
      await emitter.emit('messaging:message_sent', {
        threadId: result.threadId,
        messageId: result.messageId,
        senderId: starterId,
        recipientId: input.recipientId,
        held,
      })
    }
    return result
  }
}
