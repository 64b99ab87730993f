import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '#messaging/constants'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'

/*
| Ids are taken as strings: one that is no UUID is simply unknown (404 with
| the entity's words), never a validation error that tells ids apart. They
| are lower-cased, as the database writes UUIDs, so that ids compared or
| ordered as text (a thread's pair) agree with the stored ones.
*/

const id = () => vine.string().trim().toLowerCase()

const MESSAGE_TEXT = 'Message must be text'

const content = () => vine.string().trim().minLength(1).maxLength(MESSAGING_LIMITS.messageMax)
const contentMessages = {
  'content.required': MESSAGING_MESSAGES.contentRequired,
  'content.minLength': MESSAGING_MESSAGES.contentRequired,
  'content.maxLength': MESSAGING_MESSAGES.contentMax,
  'content.string': MESSAGE_TEXT,
}

/** POST /api/threads {recipientId, jobId?, initialMessage?}: a blank initial message is no message. */
export const startThreadValidator = vine.create({
  recipientId: id(),
  jobId: id().optional().nullable(),
  initialMessage: vine.string().trim().maxLength(MESSAGING_LIMITS.messageMax).optional().nullable(),
})
startThreadValidator.messagesProvider = new SimpleMessagesProvider({
  'recipientId.required': MESSAGING_MESSAGES.recipientRequired,
  'recipientId.string': MESSAGING_MESSAGES.recipientNotFound,
  'jobId.string': MESSAGING_MESSAGES.jobNotFound,
  'initialMessage.maxLength': MESSAGING_MESSAGES.contentMax,
  'initialMessage.string': MESSAGE_TEXT,
})

/** POST /api/threads/{id}/messages {content} */
export const threadMessageValidator = vine.create({ content: content() })
threadMessageValidator.messagesProvider = new SimpleMessagesProvider(contentMessages)

/** POST /api/messages {threadId, content} */
export const messageValidator = vine.create({
  threadId: id(),
  content: content(),
})
messageValidator.messagesProvider = new SimpleMessagesProvider({
  ...contentMessages,
  'threadId.required': MESSAGING_MESSAGES.threadNotFound,
  'threadId.string': MESSAGING_MESSAGES.threadNotFound,
})

/** GET /api/threads?archived=false|true&cursor&limit */
export const threadsQueryValidator = vine.create({
  archived: vine.boolean().optional(),
  ...pageQueryFields({ maxLimit: MESSAGING_LIMITS.pageMax }),
})
threadsQueryValidator.messagesProvider = new SimpleMessagesProvider({
  ...PAGE_QUERY_MESSAGES,
  'archived.boolean': 'archived must be true or false',
})

/** GET /api/threads/{id}/messages?cursor&limit */
export const messagesQueryValidator = vine.create(pageQueryFields({ maxLimit: MESSAGING_LIMITS.pageMax }))
messagesQueryValidator.messagesProvider = new SimpleMessagesProvider(PAGE_QUERY_MESSAGES)

/** PATCH /api/threads/{id}/archive {isArchived?}: no body archives. */
export const archiveThreadValidator = vine.create({ isArchived: vine.boolean().optional() })
archiveThreadValidator.messagesProvider = new SimpleMessagesProvider({
  'isArchived.boolean': 'isArchived must be true or false',
})

/** POST /api/job-recommendations {jobId, recommendedToIds, message?} */
export const recommendationValidator = vine.create({
  jobId: id(),
  recommendedToIds: vine.array(id()).minLength(1).maxLength(MESSAGING_LIMITS.recommendationRecipientsMax),
  message: vine.string().trim().maxLength(MESSAGING_LIMITS.recommendationMessageMax).optional().nullable(),
})
recommendationValidator.messagesProvider = new SimpleMessagesProvider({
  'jobId.required': MESSAGING_MESSAGES.jobNotFound,
  'jobId.string': MESSAGING_MESSAGES.jobNotFound,
  'recommendedToIds.required': MESSAGING_MESSAGES.noConnectionsSelected,
  'recommendedToIds.array': MESSAGING_MESSAGES.noConnectionsSelected,
  'recommendedToIds.array.minLength': MESSAGING_MESSAGES.noConnectionsSelected,
  'recommendedToIds.array.maxLength': `Select at most ${MESSAGING_LIMITS.recommendationRecipientsMax} connections`,
  'recommendedToIds.*.string': MESSAGING_MESSAGES.notConnected,
  'message.maxLength': `Message is too long (${MESSAGING_LIMITS.recommendationMessageMax} characters at most)`,
  'message.string': MESSAGE_TEXT,
})
