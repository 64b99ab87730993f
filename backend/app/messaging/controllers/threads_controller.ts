import type { HttpContext } from '@adonisjs/core/http'
import { MESSAGING_LIMITS } from '#messaging/constants'
import {
  archiveThreadValidator,
  messagesQueryValidator,
  startThreadValidator,
  threadMessageValidator,
  threadsQueryValidator,
} from '#messaging/validators/thread_validators'
import ThreadPolicy from '#messaging/policies/thread_policy'
import { blockedPair, participantOrFail, threadStartFacts } from '#messaging/queries/thread_access_query'
import { threadForReader, threadsOfReader, unreadCountOf } from '#messaging/queries/threads_query'
import { messageAnswer, messagesOfThread } from '#messaging/queries/messages_query'
import StartThread from '#messaging/actions/start_thread'
import SendMessage from '#messaging/actions/send_message'
import MarkThreadRead from '#messaging/actions/mark_thread_read'
import ArchiveThread from '#messaging/actions/archive_thread'
import DeleteThread from '#messaging/actions/delete_thread'

/** Threads: every route is for participants only; anyone else gets the same 404. */
export default class ThreadsController {
  /** GET /api/threads?archived=false|true&cursor&limit → ThreadsPage */
  async index({ request, auth }: HttpContext) {
    const query = await threadsQueryValidator.validate(request.qs())
    return threadsOfReader(auth.getUserOrFail().id, {
      archived: query.archived ?? false,
      limit: query.limit ?? MESSAGING_LIMITS.pageDefault,
      cursor: query.cursor,
    })
  }

  /** POST /api/threads {recipientId, jobId?, initialMessage?} → 201 (new) or 200 (existing) StartThreadAnswer */
  async store({ request, response, auth, bouncer }: HttpContext) {
    const input = await request.validateUsing(startThreadValidator)
    const starter = auth.getUserOrFail()
    const facts = await threadStartFacts(starter.id, { recipientId: input.recipientId, jobId: input.jobId || null })
    await bouncer.with(ThreadPolicy).authorize('start', facts)
    const { threadId, isExisting } = await new StartThread().handle(starter.id, {
      recipientId: facts.recipientId,
      jobId: facts.jobId,
      initialMessage: input.initialMessage || null,
      existingThreadId: facts.existingThreadId,
    })
    return response
      .status(isExisting ? 200 : 201)
      .send({ thread: await threadForReader(starter.id, threadId), isExisting })
  }

  /** GET /api/threads/{id}/messages?cursor&limit → MessagesPage */
  async messages({ params, request, auth }: HttpContext) {
    const reader = await participantOrFail(auth.getUserOrFail().id, params.id)
    const { limit, cursor } = await messagesQueryValidator.validate(request.qs())
    return messagesOfThread(reader.user_id, reader.thread_id, limit ?? MESSAGING_LIMITS.pageDefault, cursor)
  }

  /** POST /api/threads/{id}/messages {content} → 201 MessageAnswer */
  async send({ params, request, response, auth, bouncer }: HttpContext) {
    const sender = await participantOrFail(auth.getUserOrFail().id, params.id)
    const { content } = await request.validateUsing(threadMessageValidator)
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

  /** POST /api/threads/{id}/mark-read → { unreadCount } (the reader's total after) */
  async markRead({ params, auth }: HttpContext) {
    const reader = await participantOrFail(auth.getUserOrFail().id, params.id)
    await new MarkThreadRead().handle({
      userId: reader.user_id,
      threadId: reader.thread_id,
      otherUserId: reader.other_user_id,
    })
    return unreadCountOf(reader.user_id)
  }

  /** PATCH /api/threads/{id}/archive {isArchived?} → { isArchived, message } */
  async archive({ params, request, auth }: HttpContext) {
    const reader = await participantOrFail(auth.getUserOrFail().id, params.id)
    const { isArchived } = await request.validateUsing(archiveThreadValidator)
    return new ArchiveThread().handle(reader.user_id, reader.thread_id, isArchived ?? true)
  }

  /** DELETE /api/threads/{id} → { message } (for the caller only) */
  async destroy({ params, auth }: HttpContext) {
    const reader = await participantOrFail(auth.getUserOrFail().id, params.id)
    return new DeleteThread().handle(reader.user_id, reader.thread_id)
  }
}
