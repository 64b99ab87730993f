import { cursorId, cursorTime, decodeCursor, encodeCursor, invalidCursor } from '#shared/pagination/keyset'

/*
| Keyset cursors of the job browse, on the shared keyset helper: the sort
| keys are (priority placement, sort value, id), so the cursor carries all
| three: p (0|1), v (epoch ms, hourly rate text or rank) and id.
*/

export type SortKind = 'time' | 'decimal' | 'rank'

export function encodeJobCursor(p: boolean, v: number | string, id: string) {
  return encodeCursor({ p: p ? 1 : 0, v, id })
}

/** The checked values, ready as SQL bindings, or a 422 on `cursor`. */
export function decodeJobCursor(text: string, kind: SortKind): { p: boolean; v: Date | string | number; id: string } {
  const value = decodeCursor(text, { p: 'number', id: 'string' }) as { p: number; id: string; v: unknown }
  if (value.p !== 0 && value.p !== 1) throw invalidCursor()
  const id = cursorId(value.id)
  const v = value.v
  if (kind === 'time') {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw invalidCursor()
    return { p: value.p === 1, v: cursorTime(v), id }
  }
  if (kind === 'decimal') {
    if (typeof v !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(v)) throw invalidCursor()
    return { p: value.p === 1, v, id }
  }
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1e6) throw invalidCursor()
  return { p: value.p === 1, v, id }
}
