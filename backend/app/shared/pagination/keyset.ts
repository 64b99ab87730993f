import vine, { errors } from '@vinejs/vine'
import { isStorableTime } from '#shared/services/timestamp_range'

/*
| Keyset pagination, one way for every list of the API:
|
|   const query = vine.create({ ...pageQueryFields({ maxLimit: 50 }) })   // ?limit=&cursor=
|   const c = decodeTimeIdCursor(cursor)            // null on the first page, 422 if malformed
|   rows = SELECT … WHERE (created_at, id) < (:cTime, :cId) … LIMIT limit + 1
|   const page = slicePage(rows, limit, (last) => timeIdCursor(last.created_at, last.id))
|   return { things: page.items.map(transform), nextCursor: page.nextCursor, hasMore: page.hasMore }
|
| Cursors are opaque to clients: base64url of a small JSON object that the
| server alone reads. A cursor that does not decode to the expected shape, or
| carries an id that is no uuid or a time PostgreSQL cannot store, is a 422 on
| the `cursor` field (INVALID_CURSOR), never a query.
*/

export const INVALID_CURSOR = 'Invalid cursor'

export function invalidCursor() {
  return new errors.E_VALIDATION_ERROR([{ field: 'cursor', message: INVALID_CURSOR, rule: 'cursor' }])
}

export function encodeCursor(value: Record<string, string | number>) {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

type Shape = Record<string, 'string' | 'number'>
type Decoded<S extends Shape> = { [K in keyof S]: S[K] extends 'number' ? number : string }

/** The cursor's object with each key of `shape` of its type (numbers finite), or a 422. */
export function decodeCursor<S extends Shape>(cursor: string, shape: S): Decoded<S> {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidCursor()
  const record = value as Record<string, unknown>
  for (const [key, type] of Object.entries(shape)) {
    const item = record[key]
    if (type === 'number' ? typeof item !== 'number' || !Number.isFinite(item) : typeof item !== 'string') {
      throw invalidCursor()
    }
  }
  return record as Decoded<S>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An id read from a cursor, checked before it reaches SQL. */
export function cursorId(value: string) {
  if (!UUID.test(value)) throw invalidCursor()
  return value
}

/** Milliseconds since the epoch, as cursors carry them, within what PostgreSQL stores. */
export function cursorTime(value: number) {
  if (!isStorableTime(value)) throw invalidCursor()
  return new Date(value)
}

/**
 * The most common keyset, (time, id): `{ c: ms, id }`. Returns the checked
 * values, ready as SQL bindings, or null when there is no cursor (first page).
 */
export function decodeTimeIdCursor(cursor: string | null | undefined): { time: Date; id: string } | null {
  if (!cursor) return null
  const value = decodeCursor(cursor, { c: 'number', id: 'string' })
  return { time: cursorTime(value.c), id: cursorId(value.id) }
}

export function timeIdCursor(time: Date, id: string) {
  return encodeCursor({ c: time.getTime(), id })
}

export interface Page<T> {
  items: T[]
  hasMore: boolean
  nextCursor: string | null
}

/**
 * A page from rows fetched with LIMIT limit + 1: the extra row only says that
 * there is more; the cursor is made from the last row kept.
 */
export function slicePage<T>(rows: T[], limit: number, cursorOf: (last: T) => string): Page<T> {
  const hasMore = rows.length > limit
  const items = hasMore ? rows.slice(0, limit) : rows
  return { items, hasMore, nextCursor: hasMore ? cursorOf(items[items.length - 1]) : null }
}

/**
 * A page's `LIMIT` (the page size plus the row that says there is more),
 * written into the statement's text rather than bound. A prepared statement's
 * plan is then made for that limit: with the limit as a value PostgreSQL plans
 * for a tenth of the table, and only plans made for each set of values are
 * good, so it plans every run. A page size is one of a few clamped integers.
 */
export function sqlLimit(rows: number) {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`A page's LIMIT must be a positive integer, not ${rows}`)
  return String(rows)
}

/**
 * The page query's fields, to spread into any validator: `limit` is clamped
 * to 1–maxLimit (rounded), not refused; `cursor` is an optional trimmed
 * string of at most cursorMaxLength characters. Callers apply their default
 * limit when none is given.
 */
export function pageQueryFields(options: { maxLimit: number; cursorMaxLength?: number }) {
  const { maxLimit, cursorMaxLength = 1000 } = options
  return {
    limit: vine
      .number()
      .optional()
      .transform((value) => Math.min(maxLimit, Math.max(1, Math.round(value)))),
    cursor: vine.string().trim().maxLength(cursorMaxLength).optional(),
  }
}

/** The messages of pageQueryFields, to spread into a validator's messages. */
export const PAGE_QUERY_MESSAGES = {
  'limit.number': 'Limit must be a number',
  'cursor.maxLength': INVALID_CURSOR,
  'cursor.string': INVALID_CURSOR,
} as const
