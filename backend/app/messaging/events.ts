/*
| Typed events the messaging module emits after its transactions commit
| (the live stream and the notifications module listen), and its documented
| hooks into jobs (#messaging/job_links), re-exported here for the jobs
| module to provide.
*/
import { listen } from '#shared/events/safe_listener'
import { pushToUser } from '#shared/services/live'
import type { LiveEvent } from '#messaging/contract'
import { messageAnswer } from '#messaging/queries/messages_query'
import { threadForReader, unreadCountOf } from '#messaging/queries/threads_query'
import { provideConversationStarter } from '#referrals/events'
import { startReferralConversation } from '#messaging/actions/start_referral_conversation'

export { provideApplicationLink, provideJobSummary } from '#messaging/job_links'
export type { ApplicationLinkResolver, JobSummary, JobSummaryResolver } from '#messaging/job_links'

/** A message was stored; `recipientId` is the other participant. */
export interface MessageSent {
  threadId: string
  messageId: string
  senderId: string
  recipientId: string
  /** Held by moderation's screening: hidden from the recipient until reviewed, so not delivered to them. */
  held: boolean
}

/** A participant read a thread up to `readAt` (ISO). */
export interface ThreadRead {
  threadId: string
  readerId: string
  otherUserId: string
  readAt: string
}

export interface ConnectionRequested {
  connectionId: string
  requesterId: string
  requesterName: string
  targetId: string
}

export interface ConnectionAccepted {
  connectionId: string
  requesterId: string
  targetId: string
  targetName: string
}

/** A connection recommended a job (one event per recipient; the message is already in their thread). */
export interface JobRecommended {
  jobId: string
  jobTitle: string
  companyName: string
  senderId: string
  senderName: string
  recipientId: string
  threadId: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'messaging:message_sent': MessageSent
    'messaging:thread_read': ThreadRead
    'messaging:connection_requested': ConnectionRequested
    'messaging:connection_accepted': ConnectionAccepted
    'messaging:job_recommended': JobRecommended
  }
}

/*
| Live delivery (after commit): the recipient gets the message with the
| thread as they see it and their new unread total; the sender's other tabs
| get the message too, and the sender's total (a reply reads the thread). A read tells the other participant (read receipts)
| and gives the reader their new total.
*/
const live = (userId: string, event: LiveEvent) => pushToUser(userId, event)

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
  await live(event.otherUserId, {
    type: 'read',
    threadId: event.threadId,
    readerId: event.readerId,
    readAt: event.readAt,
  })
  const { unreadCount } = await unreadCountOf(event.readerId)
  await live(event.readerId, { type: 'unread_messages', unreadCount })
})

// The referrals module's hook: an employer thanks a referrer in a conversation (POST /api/referrals/{id}/thread).
provideConversationStarter(startReferralConversation)

// Moderation's decisions on messages (they register only when messaging is on).
import '#messaging/listeners'
