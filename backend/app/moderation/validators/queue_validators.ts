import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'
import {
  ACTIONS,
  CONTENT_TYPES,
  MODERATION_MESSAGES as M,
  QUEUE_PAGE,
  QUEUE_STATUS_FILTERS,
  SEVERITIES,
} from '#moderation/constants'

/**
 * GET /api/moderation/queue ?status (open by default: pending and escalated) &severity &contentType &limit &cursor
 * (limit clamped to 1–100, default 50).
 */
export const queueFiltersValidator = vine.create({
  status: vine.enum(QUEUE_STATUS_FILTERS).optional(),
  severity: vine.enum(SEVERITIES).optional(),
  contentType: vine.enum(CONTENT_TYPES).optional(),
  ...pageQueryFields({ maxLimit: QUEUE_PAGE.max, cursorMaxLength: 500 }),
})
queueFiltersValidator.messagesProvider = new SimpleMessagesProvider({
  ...PAGE_QUERY_MESSAGES,
  'status.enum': M.statusFilterInvalid,
  'severity.enum': M.severityFilterInvalid,
  'contentType.enum': M.contentTypeFilterInvalid,
})

/** POST /api/moderation/queue/{id}/action {action, reason?, restrictUser?, restrictDuration?} */
export const queueActionValidator = vine.create({
  action: vine.enum(ACTIONS),
  reason: vine.string().trim().maxLength(500).optional().nullable(),
  restrictUser: vine.boolean({ strict: true }).optional(),
  restrictDuration: vine.number({ strict: true }).withoutDecimals().range([1, 365]).optional().nullable(),
})
queueActionValidator.messagesProvider = new SimpleMessagesProvider({
  'action.required': M.actionInvalid,
  'action.enum': M.actionInvalid,
  'reason.string': M.reasonMax,
  'reason.maxLength': M.reasonMax,
  'restrictUser.boolean': M.restrictUserInvalid,
  'restrictDuration.number': M.durationInvalid,
  'restrictDuration.withoutDecimals': M.durationInvalid,
  'restrictDuration.range': M.durationInvalid,
})

/** POST /api/moderation/reports {contentType: message|profile, contentId, reason} */
export const reportValidator = vine.create({
  contentType: vine.enum(['message', 'profile'] as const),
  contentId: vine.string().uuid().toLowerCase(),
  reason: vine.string().trim().minLength(1).maxLength(500),
})
reportValidator.messagesProvider = new SimpleMessagesProvider({
  'contentType.required': M.reportTypeInvalid,
  'contentType.enum': M.reportTypeInvalid,
  'contentId.required': M.reportContentIdInvalid,
  'contentId.string': M.reportContentIdInvalid,
  'contentId.uuid': M.reportContentIdInvalid,
  'reason.required': M.reportReasonRequired,
  'reason.string': M.reportReasonRequired,
  'reason.minLength': M.reportReasonRequired,
  'reason.maxLength': M.reportReasonMax,
})
