/** A timestamp as the API answers it (ISO 8601, UTC), from pg's Date or a string. */
export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value))

/**
 * `createdAt` and `updatedAt` of an answer, the ISO text written once when the two are the same time (a row never
 * edited): a date's ISO text is the dearest step of a list's transformer.
 */
export function createdAndUpdated(created: Date | string, updated: Date | string) {
  const createdAt = iso(created)
  const same = time(updated) === time(created)
  return { createdAt, updatedAt: same ? createdAt : iso(updated) }
}
