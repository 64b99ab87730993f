import type { HttpContext } from '@adonisjs/core/http'
import { messageValidator } from '#messaging/validators/thread_validators'
import ThreadPolicy from '#messaging/policies/thread_policy'
import { blockedPair, participantOrFail } from '#messaging/queries/thread_access_query'
import { unreadCountOf } from '#messaging/queries/threads_query'
import { messageAnswer } from '#messaging/queries/messages_query'
import SendMessage from '#messaging/actions/send_message'

export default class MessagesController {
  /** POST /api/messages {threadId, content} → 201 MessageAnswer (the share dialog sends one per conversation) */
  async store({ request, response, auth, bouncer }: HttpContext) {
    const { threadId, content } = await request.validateUsing(messageValidator)
    const sender = await participantOrFail(auth.getUserOrFail().id, threadId)
    await bouncer
      .with(ThreadPolicy)
      .authorize('message', { blocked: await blockedPair(sender.user_id, sender.other_user_id) })
    const messageId = await new SendMessage().handle(
      sender.user_id,
      { threadId: sender.thread_id, recipientId: sender.other_user_id },
      content
    )
    return response.created(await messageAnswer(messageId))
  }

  /** GET /api/messages/unread-count → { unreadCount } */
  async unreadCount({ auth }: HttpContext) {
    return unreadCountOf(auth.getUserOrFail().id)
  }
}
