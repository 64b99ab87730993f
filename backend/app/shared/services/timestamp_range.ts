/**
 * The times the API accepts from clients (e.g. inside pagination cursors),
 * in milliseconds since the epoch. PostgreSQL's timestamptz spans 4713 BC to
 * 294276 AD and a JS Date ±273,790 years; the years 1–9999 fit both and
 * serialise as plain ISO dates. A time outside is bad input, never a query.
 */
export const TIMESTAMP_RANGE = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const

export function isStorableTime(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= TIMESTAMP_RANGE.min && value <= TIMESTAMP_RANGE.max
  )
}
