import type { ConversationRequest } from '#referrals/contract'
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '#messaging/constants'
import { MessagingForbiddenException } from '#messaging/thread_exceptions'
import { blockedPair, existingThreadId } from '#messaging/queries/thread_access_query'
import { messagesOfThread } from '#messaging/queries/messages_query'
import StartThread from '#messaging/actions/start_thread'

/**
 * The referrals module's conversation starter (provided from start.ts): an
 * employer thanks a referrer in the pair's thread about the job, opened or
 * reused. The referral is the link between them (no application needed), but
 * a blocked pair never talks and messaging's rate limits apply. Answers the
 * thread's latest messages as the employer sees them.
 */
export async function startReferralConversation(request: ConversationRequest) {
  const { fromUserId, toUserId, jobId, initialMessage } = request
  if (await blockedPair(fromUserId, toUserId)) {
    throw new MessagingForbiddenException(MESSAGING_MESSAGES.cannotMessageUser)
  }
  const { threadId, isExisting } = await new StartThread().handle(fromUserId, {
    recipientId: toUserId,
    jobId,
    initialMessage,
    existingThreadId: await existingThreadId(fromUserId, toUserId, jobId),
  })
  const page = await messagesOfThread(fromUserId, threadId, MESSAGING_LIMITS.pageMax)
  return {
    thread: { id: threadId },
    messages: page.messages.map((message) => ({
      id: message.id,
      content: message.content,
      senderId: message.senderId,
      createdAt: message.createdAt,
    })),
    isExisting,
  }
}
