import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'

export const SEARCH_LIMITS = {
  query: 100,
  perGroupDefault: 5,
  perGroupMax: 20,
  peoplePageDefault: 20,
  peoplePageMax: 50,
} as const

const QUERY_MESSAGES = {
  'q.string': 'Search query must be text',
  'q.maxLength': `Search query must be at most ${SEARCH_LIMITS.query} characters`,
} as const

/** GET /api/search?q=&limit= (limit per group, clamped to 1–20, default 5). */
export const searchValidator = vine.create({
  q: vine.string().trim().maxLength(SEARCH_LIMITS.query).optional(),
  limit: vine
    .number()
    .optional()
    .transform((value) => Math.min(SEARCH_LIMITS.perGroupMax, Math.max(1, Math.round(value)))),
})
searchValidator.messagesProvider = new SimpleMessagesProvider({
  ...QUERY_MESSAGES,
  'limit.number': 'Limit must be a number',
})

/** GET /api/search/people?q=&cursor=&limit= (limit clamped to 1–50, default 20). */
export const peopleSearchValidator = vine.create({
  q: vine.string().trim().maxLength(SEARCH_LIMITS.query).optional(),
  ...pageQueryFields({ maxLimit: SEARCH_LIMITS.peoplePageMax }),
})
peopleSearchValidator.messagesProvider = new SimpleMessagesProvider({ ...QUERY_MESSAGES, ...PAGE_QUERY_MESSAGES })
