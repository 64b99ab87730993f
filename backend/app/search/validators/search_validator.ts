import vine, { SimpleMessagesProvider } from '@vinejs/vine'

export const SEARCH_LIMITS = { query: 100, perGroupDefault: 5, perGroupMax: 20 } as const

/** GET /api/search?q=&limit= (limit per group, clamped to 1–20, default 5). */
export const searchValidator = vine.create({
  q: vine.string().trim().maxLength(SEARCH_LIMITS.query).optional(),
  limit: vine
    .number()
    .optional()
    .transform((value) => Math.min(SEARCH_LIMITS.perGroupMax, Math.max(1, Math.round(value)))),
})
searchValidator.messagesProvider = new SimpleMessagesProvider({
  'q.string': 'Search query must be text',
  'q.maxLength': `Search query must be at most ${SEARCH_LIMITS.query} characters`,
  'limit.number': 'Limit must be a number',
})
