import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'
import { MESSAGING_LIMITS as L, MESSAGING_MESSAGES as M } from '#messaging/constants'

/** Messages of the connections and blocks routes that the shared constants do not hold. */
export const CONNECTION_INPUT_MESSAGES = {
  targetRequired: 'Choose a person to connect with',
  targetInvalid: 'targetId must be a user id',
  directionInvalid: 'direction must be incoming or outgoing',
  userIdsRequired: 'userIds is required',
  userIdsInvalid: 'userIds must be user ids separated by commas',
  userIdsMax: `At most ${L.pageMax} userIds at once`,
  queryMax: 'Search text must be at most 100 characters',
} as const

const I = CONNECTION_INPUT_MESSAGES

/** POST /api/connections {targetId, note?}: the note is trimmed; blank is no note. */
export const requestConnectionValidator = vine.create({
  targetId: vine.string().trim().uuid().toLowerCase(),
  note: vine.string().trim().maxLength(L.connectionNoteMax).optional().nullable(),
})
requestConnectionValidator.messagesProvider = new SimpleMessagesProvider({
  'targetId.required': I.targetRequired,
  'targetId.string': I.targetInvalid,
  'targetId.uuid': I.targetInvalid,
  'note.string': M.noteMax,
  'note.maxLength': M.noteMax,
})

/** GET /api/connections/requests?direction=incoming|outgoing&cursor&limit (incoming when absent). */
export const requestsQueryValidator = vine.create({
  direction: vine.enum(['incoming', 'outgoing'] as const).optional(),
  ...pageQueryFields({ maxLimit: L.pageMax }),
})
requestsQueryValidator.messagesProvider = new SimpleMessagesProvider({
  ...PAGE_QUERY_MESSAGES,
  'direction.enum': I.directionInvalid,
})

/** GET /api/user/connections?q&cursor&limit */
export const connectionsQueryValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
  ...pageQueryFields({ maxLimit: L.pageMax }),
})
connectionsQueryValidator.messagesProvider = new SimpleMessagesProvider({
  ...PAGE_QUERY_MESSAGES,
  'q.maxLength': I.queryMax,
  'q.string': I.queryMax,
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function parseIds(value: string) {
  return [...new Set(value.split(',').map((id) => id.trim().toLowerCase()))].filter(Boolean)
}

const userIdList = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const ids = parseIds(value)
    if (ids.length === 0) field.report(I.userIdsRequired, 'required', field)
    else if (ids.length > L.pageMax) field.report(I.userIdsMax, 'maxLength', field)
    else if (!ids.every((id) => UUID.test(id))) field.report(I.userIdsInvalid, 'uuid', field)
  },
  { name: 'userIdList' }
)

/** GET /api/connections/status?userIds=a,b,c: up to 50 distinct uuids (lower-cased). */
export const statusQueryValidator = vine.create({
  userIds: vine
    .string()
    .trim()
    .maxLength(40 * L.pageMax)
    .use(userIdList())
    .transform(parseIds),
})
statusQueryValidator.messagesProvider = new SimpleMessagesProvider({
  'userIds.required': I.userIdsRequired,
  'userIds.string': I.userIdsInvalid,
  'userIds.maxLength': I.userIdsMax,
})

/** The query string parser turns `a,b,c` into a list: the validator reads it back as one comma-separated text. */
export function statusQueryInput(qs: Record<string, unknown>) {
  const { userIds } = qs
  return { userIds: Array.isArray(userIds) ? userIds.join(',') : userIds }
}
