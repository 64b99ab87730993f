import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MODERATION_MESSAGES as M } from '#moderation/constants'

/** POST /api/moderation/violations/{id}/appeal {reason}: a blank reason counts as missing. */
export const appealValidator = vine.create({
  reason: vine.string().trim().minLength(1).maxLength(2000),
})
appealValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.required': M.appealReasonRequired,
  'reason.string': M.appealReasonRequired,
  'reason.minLength': M.appealReasonRequired,
  'reason.maxLength': M.appealReasonMax,
})

/** POST /api/moderation/queue/{id}/reverse {reason?} */
export const reverseValidator = vine.create({
  reason: vine.string().trim().maxLength(1000).optional(),
})
reverseValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.string': M.reasonMax,
  'reason.maxLength': M.reasonMax,
})
