const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** 'just now' under 60 s, then minutes, hours and days; 'Unknown time' when the date is missing or invalid. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: number | Date = Date.now()
): string {
  if (value === null || value === undefined || value === '') return 'Unknown time'
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime()
  const reference = now instanceof Date ? now.getTime() : now
  if (!Number.isFinite(time) || !Number.isFinite(reference)) return 'Unknown time'

  const elapsed = reference - time
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`
  return `${Math.floor(elapsed / DAY)}d ago`
}
