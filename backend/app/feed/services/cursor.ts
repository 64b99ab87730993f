import { errors } from '@vinejs/vine'
import { MESSAGES } from '#feed/constants'
import { isStorableTime } from '#shared/services/timestamp_range'

/*
| Opaque keyset cursors: base64url of a small JSON object. The server alone
| reads them; a cursor that does not decode to the expected shape is a 422
| on the `cursor` field.
*/

export function encodeCursor(value: Record<string, string | number>) {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

type Shape = Record<string, 'string' | 'number'>

export function decodeCursor<S extends Shape>(
  cursor: string,
  shape: S
): { [K in keyof S]: S[K] extends 'number' ? number : string } {
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
  return record as { [K in keyof S]: S[K] extends 'number' ? number : string }
}

export function invalidCursor() {
  return new errors.E_VALIDATION_ERROR([{ field: 'cursor', message: MESSAGES.invalidCursor, rule: 'cursor' }])
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids and timestamps inside cursors are checked before they reach SQL. */
export function cursorId(value: string) {
  if (!UUID.test(value)) throw invalidCursor()
  return value
}

/** Milliseconds since the epoch, as cursors carry them, within what PostgreSQL stores. */
export function cursorTime(value: number) {
  if (!isStorableTime(value)) throw invalidCursor()
  return new Date(value)
}
