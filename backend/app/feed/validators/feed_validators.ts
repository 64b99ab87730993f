import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { COMMENT_REACTIONS, FEED_TYPES, LIMITS, MESSAGES, POST_REACTIONS } from '#feed/constants'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'

const clamp = (min: number, max: number) => (value: number) => Math.min(max, Math.max(min, Math.round(value)))

/** GET /api/posts (part 2 §5 "Feed query"): limit and timeWindow are clamped, not refused. */
export const feedQueryValidator = vine.create({
  type: vine.enum(FEED_TYPES).optional(),
  ...pageQueryFields({ maxLimit: LIMITS.feedPageMax }),
  timeWindow: vine.number().optional().transform(clamp(1, LIMITS.trendingWindowMax)),
  /** Quality scores are stored as integers (and compared as such by the SQL). */
  minQualityScore: vine.number().withoutDecimals().range([0, 100]).optional(),
})
feedQueryValidator.messagesProvider = new SimpleMessagesProvider({
  ...PAGE_QUERY_MESSAGES,
  'type.enum': 'Feed type must be intelligent, trending or recent',
  'timeWindow.number': 'Time window must be a number of hours',
  'minQualityScore.number': 'minQualityScore must be a whole number between 0 and 100',
  'minQualityScore.withoutDecimals': 'minQualityScore must be a whole number between 0 and 100',
  'minQualityScore.range': 'minQualityScore must be a whole number between 0 and 100',
})

/** GET lists with a page size (bookmarks, archived, comments). */
export const pageQueryValidator = vine.create(pageQueryFields({ maxLimit: LIMITS.feedPageMax }))
pageQueryValidator.messagesProvider = new SimpleMessagesProvider(PAGE_QUERY_MESSAGES)

/** PATCH /api/posts/{id}/archive */
export const archiveValidator = vine.create({
  isArchived: vine.boolean(),
})
archiveValidator.messagesProvider = new SimpleMessagesProvider({
  'isArchived.required': 'isArchived is required',
  'isArchived.boolean': 'isArchived must be true or false',
})

/** POST /api/posts/{id}/like: no body (or no type) means like. */
export const postReactionValidator = vine.create({
  type: vine.enum(POST_REACTIONS).optional().nullable(),
})
postReactionValidator.messagesProvider = new SimpleMessagesProvider({
  'type.enum': 'Reaction must be like, love, celebrate, insightful or support',
})

const reason = () => vine.string().trim().maxLength(LIMITS.reportReason).optional().nullable()
const reasonMessage = `Reason must be at most ${LIMITS.reportReason} characters`

/** POST /api/posts/{id}/report: the spec sends no body; a reason is welcome. */
export const reportValidator = vine.create({ reason: reason() })
reportValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.maxLength': reasonMessage,
  'reason.string': 'Reason must be text',
})

const commentContent = () => vine.string().trim().minLength(1).maxLength(LIMITS.comment)
const commentMessages = {
  'content.required': 'Comment cannot be empty',
  'content.string': 'Comment must be text',
  'content.minLength': 'Comment cannot be empty',
  'content.maxLength': `Comment is too long (at most ${LIMITS.comment} characters)`,
  'parentCommentId.uuid': MESSAGES.parentNotFound,
  'parentCommentId.string': MESSAGES.parentNotFound,
}

/** POST /api/posts/{id}/comments */
export const createCommentValidator = vine.create({
  content: commentContent(),
  parentCommentId: vine.string().uuid().toLowerCase().optional().nullable(),
})
createCommentValidator.messagesProvider = new SimpleMessagesProvider(commentMessages)

/** PATCH /api/comments/{id} */
export const editCommentValidator = vine.create({ content: commentContent() })
editCommentValidator.messagesProvider = new SimpleMessagesProvider(commentMessages)

/** POST /api/comments/{id}/reactions */
export const commentReactionValidator = vine.create({
  type: vine.enum([...COMMENT_REACTIONS, 'report'] as const),
  reason: reason(),
})
commentReactionValidator.messagesProvider = new SimpleMessagesProvider({
  'type.required': 'Reaction must be like, celebrate, insightful, curious or report',
  'type.enum': 'Reaction must be like, celebrate, insightful, curious or report',
  'reason.maxLength': reasonMessage,
})
