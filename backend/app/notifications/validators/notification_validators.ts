import vine, { SimpleMessagesProvider } from '@vinejs/vine'

export const NOTIFICATIONS_PAGE = { default: 50, max: 100 } as const

/** GET /api/notifications?limit=&cursor= (limit clamped to 1–100, default 50). */
export const notificationsQueryValidator = vine.create({
  limit: vine
    .number()
    .optional()
    .transform((value) => Math.min(NOTIFICATIONS_PAGE.max, Math.max(1, Math.round(value)))),
  cursor: vine.string().trim().maxLength(500).optional(),
})
notificationsQueryValidator.messagesProvider = new SimpleMessagesProvider({
  'limit.number': 'Limit must be a number',
  'cursor.maxLength': 'Invalid cursor',
})
