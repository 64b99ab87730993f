/*
| The messaging module's start (called by the module registry,
| config/modules.ts): live delivery of its own events, moderation's
| decisions on messages, and the ports it provides (the referrals module's
| conversation and blocked pairs, moderation's reported message, Web Push's
| unread check).
*/
import db from '@adonisjs/lucid/services/db'
import { listen } from '#shared/events/safe_listener'
import { providePort } from '#shared/modules/registry'
import { pushToUser } from '#shared/services/live'
import type { LiveEvent } from '#messaging/contract'
import type {} from '#moderation/contract'
import type {} from '#referrals/contract'
import { messageAnswer } from '#messaging/queries/messages_query'
import { threadForReader, unreadCountOf } from '#messaging/queries/threads_query'
import { startReferralConversation } from '#messaging/actions/start_referral_conversation'
import { blockedPair } from '#messaging/queries/thread_access_query'
import { messageUnread, reportedMessage } from '#messaging/queries/reported_message_query'
import type {} from '#notifications/contract'

/*
| Live delivery (after commit): the recipient gets the message with the
| thread as they see it and their new unread total; the sender's other tabs
| get the message too, and the sender's total (a reply reads the thread). A read tells the other participant (read receipts)
| and gives the reader their new total.
*/
const live = (userId: string, event: LiveEvent) => pushToUser(userId, event)

/*
| Moderation's decisions: a rejected (or held) message is hidden from its
| recipient, and shown again on approval or reversal. A message the
| recipient has not read yet leaves (or rejoins) their unread count with it.
*/
async function setHidden(messageId: string, hidden: boolean) {
  await db.transaction(async (trx) => {
    const changed = await trx.rawQuery(
      `UPDATE messages SET moderation_hidden = :hidden WHERE id = :messageId AND moderation_hidden <> :hidden
       RETURNING thread_id, sender_id, created_at`,
      { messageId, hidden }
    )
    const message = changed.rows[0]
    if (!message) return
    await trx.rawQuery(
      `UPDATE thread_participants
          SET unread_count = greatest(0, unread_count ${hidden ? '-' : '+'} 1)
        WHERE thread_id = :threadId AND user_id <> :senderId
          AND (last_read_at IS NULL OR last_read_at < :createdAt)
          AND (cleared_at IS NULL OR cleared_at < :createdAt)`,
      { threadId: message.thread_id, senderId: message.sender_id, createdAt: message.created_at }
    )
  })
}

export default function start() {
  listen('messaging:message_sent', 'messaging live', async (event) => {
    const message = await messageAnswer(event.messageId)
    // A message held by screening is not delivered: its recipient sees it only if a moderator approves it.
    if (!event.held) {
      await live(event.recipientId, {
        type: 'message',
        message,
        thread: await threadForReader(event.recipientId, event.threadId),
      })
      const { unreadCount } = await unreadCountOf(event.recipientId)
      await live(event.recipientId, { type: 'unread_messages', unreadCount })
    }
    await live(event.senderId, {
      type: 'message',
      message,
      thread: await threadForReader(event.senderId, event.threadId),
    })
    // Replying reads the thread: the sender's badge may have dropped.
    await live(event.senderId, {
      type: 'unread_messages',
      unreadCount: (await unreadCountOf(event.senderId)).unreadCount,
    })
  })

  listen('messaging:thread_read', 'messaging live', async (event) => {
    const read = { type: 'read', threadId: event.threadId, readerId: event.readerId, readAt: event.readAt } as const
    // The other side sees "Seen"; the reader's other devices see the thread read.
    await live(event.otherUserId, read)
    await live(event.readerId, read)
    const { unreadCount } = await unreadCountOf(event.readerId)
    await live(event.readerId, { type: 'unread_messages', unreadCount })
  })

  listen('moderation:content_hidden', 'messaging (hide a moderated message)', async (event) => {
    if (event.contentType === 'message') await setHidden(event.contentId, true)
  })
  listen('moderation:content_restored', 'messaging (show a restored message)', async (event) => {
    if (event.contentType === 'message') await setHidden(event.contentId, false)
  })

  // The referrals module's port: an employer thanks a referrer in a conversation (POST /api/referrals/{id}/thread).
  providePort('messaging:referral-conversation', startReferralConversation)
  // A blocked pair never asks each other for a referral, nor invites each other (the referrals module).
  providePort('messaging:blocked-pair', blockedPair)
  // Moderation reads a reported message, and Web Push asks whether a message is still unread, through these.
  providePort('messaging:reported-message', reportedMessage)
  providePort('messaging:unread-message', messageUnread)
}
