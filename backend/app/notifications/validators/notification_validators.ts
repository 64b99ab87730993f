import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'

export const NOTIFICATIONS_PAGE = { default: 50, max: 100 } as const

/** GET /api/notifications?limit=&cursor= (limit clamped to 1–100, default 50). */
export const notificationsQueryValidator = vine.create(
  pageQueryFields({ maxLimit: NOTIFICATIONS_PAGE.max, cursorMaxLength: 500 })
)
/** As before the shared fields: a repeated `cursor` keeps VineJS's own "must be a string" message. */
notificationsQueryValidator.messagesProvider = new SimpleMessagesProvider({
  'limit.number': PAGE_QUERY_MESSAGES['limit.number'],
  'cursor.maxLength': PAGE_QUERY_MESSAGES['cursor.maxLength'],
})
