/** The end of the offer: the server's date, else the end of 31 December of the current year (part 2 §9). */
export function offerEnd(endsAt: string | null | undefined, now: Date): Date {
  const fromServer = endsAt ? new Date(endsAt) : null
  if (fromServer && !Number.isNaN(fromServer.getTime())) return fromServer
  return new Date(now.getFullYear(), 11, 31, 23, 59, 59)
}

/** 'N days, N hours, N minutes left' (minutes: the label is refreshed each minute). */
export function timeRemaining(end: Date, now: Date): string {
  const minutes = Math.floor((end.getTime() - now.getTime()) / 60_000)
  if (minutes <= 0) return 'The early-bird offer has ended'
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const part = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`
  return `${[days > 0 && part(days, 'day'), (days > 0 || hours > 0) && part(hours, 'hour'), part(rest, 'minute')].filter(Boolean).join(', ')} left`
}
