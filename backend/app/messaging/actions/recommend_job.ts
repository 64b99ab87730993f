import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { JobSummary } from '#messaging/contract'
import { openThread, storeMessage } from '#messaging/repositories/threads_repository'
import { spendMessagingAllowance } from '#messaging/rate_limits'
import { screenBeforeDelivery } from '#shared/services/screening'

/** The recommendation as it reads in the thread: a line with the job and its link, then the sender's note. */
export function recommendationText(senderName: string, job: JobSummary, note: string | null) {
  const line = `${senderName} recommended a job: ${job.title} at ${job.company} — /jobs/${job.id}`
  return note ? `${line}\n\n${note}` : line
}

/**
 * Recommends a job to accepted connections (checked before:
 * ThreadPolicy.recommend): in one transaction, each recipient gets the
 * message in the pair's thread about that job (started if needed). After
 * the commit, each message and each recommendation is announced (live
 * stream, notification). One request counts as one message against the
 * sender's per-minute limit.
 */
export default class RecommendJob {
  async handle(sender: { id: string; name: string }, job: JobSummary, recipientIds: string[], note: string | null) {
    await spendMessagingAllowance('messages', sender.id)
    const content = recommendationText(sender.name, job, note)
    const sent = await db.transaction(async (trx) => {
      const stored: { recipientId: string; threadId: string; messageId: string }[] = []
      for (const recipientId of recipientIds) {
        const { threadId } = await openThread(trx, sender.id, recipientId, job.id)
        const { messageId } = await storeMessage(trx, { threadId, senderId: sender.id, recipientId, content })
        stored.push({ recipientId, threadId, messageId })
      }
      return stored
    })
    for (const item of sent) {
      const { held } = await screenBeforeDelivery({
        contentType: 'message',
        contentId: item.messageId,
        authorId: sender.id,
        content,
        isPublic: false,
      })
      await emitter.emit('messaging:message_sent', {
        threadId: item.threadId,
        messageId: item.messageId,
        senderId: sender.id,
        recipientId: item.recipientId,
        held,
      })
      await emitter.emit('messaging:job_recommended', {
        jobId: job.id,
        jobTitle: job.title,
        companyName: job.company,
        senderId: sender.id,
        senderName: sender.name,
        recipientId: item.recipientId,
        threadId: item.threadId,
      })
    }
    return { message: 'Recommendations sent', sent: sent.length }
  }
}
