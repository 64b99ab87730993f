function abbreviate(value: number, unit: string): string {
  const rounded = Math.round(value * 10) / 10
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}${unit}`
}

/** Engagement counts: K at 1,000 and M at 1,000,000, one decimal (1.2K). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0'
  const sign = count < 0 ? '-' : ''
  const value = Math.abs(Math.trunc(count))
  if (value < 1000) return `${sign}${value}`
  // 999,950 would round to "1000K"; it reads better as 1M.
  if (value < 999_950) return sign + abbreviate(value / 1000, 'K')
  return sign + abbreviate(value / 1_000_000, 'M')
}

/** Badge counts: nothing at or below zero, '99+' above 99. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > 99 ? '99+' : String(Math.trunc(count))
}
