import { APPLICATION_LIMITS, type ApplicationStatus } from '@hireloop/backend/jobs-constants'
import type { ApplicationAnswer } from '../../api/applications/get-my-applications'

/**
 * Each status's badge colour (part 2 §4 "each with its own badge colour"). White text on each reaches at least
 * 4.5:1 (WCAG AA), and the badge always carries its label, so the colour is never the only signal.
 */
export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: '#1d4ed8',
  viewed: '#6d28d9',
  interview: '#b45309',
  offer: '#0f766e',
  hired: '#15803d',
  rejected: '#52525b',
}

const DAY_MS = 24 * 3_600_000

/** 'Nov 23, 2026'; '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  return new Date(time).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}

/**
 * While the application waits in `applied`: when the candidate will hear from us if the employer has not answered
 * (the deadline the server computed, `respondBy`), or, once it has passed, that the employer did not answer in time.
 */
export function responseDeadlineText(
  application: Pick<ApplicationAnswer, 'status' | 'appliedAt' | 'respondBy'>,
  now = Date.now()
): string | null {
  if (application.status !== 'applied' || !application.respondBy) return null
  const due = Date.parse(application.respondBy)
  if (Number.isNaN(due)) return null
  const applied = Date.parse(application.appliedAt)
  const days = Number.isNaN(applied)
    ? APPLICATION_LIMITS.responseDeadlineDays
    : Math.max(1, Math.round((due - applied) / DAY_MS))
  const period = `${days} day${days === 1 ? '' : 's'}`
  if (now >= due) {
    return `No answer from the employer within ${period} (by ${formatDate(application.respondBy)}). You can keep waiting or look at similar jobs.`
  }
  return `Employers usually answer within ${period} — you will hear from us by ${formatDate(application.respondBy)} if they have not.`
}

/** '3 hours', '1 hour', '2 days': a typical response time given in hours. */
export function formatResponseTime(hours: number): string {
  if (hours < 48) {
    const rounded = Math.max(1, Math.round(hours))
    return `${rounded} hour${rounded === 1 ? '' : 's'}`
  }
  const days = Math.round(hours / 24)
  return `${days} days`
}

/**
 * The company's responsiveness from its recorded history, when the server sends it with the job
 * (`company.responseRate` 0–100 and `company.typicalResponseHours`; absent or null while there is too little history).
 */
export function companyResponseText(company: unknown): string | null {
  if (!company || typeof company !== 'object') return null
  const { responseRate, typicalResponseHours } = company as { responseRate?: unknown; typicalResponseHours?: unknown }
  if (typeof responseRate !== 'number' || !Number.isFinite(responseRate)) return null
  const rate = `Responds to ${Math.round(Math.min(100, Math.max(0, responseRate)))}% of applicants`
  if (typeof typicalResponseHours !== 'number' || !Number.isFinite(typicalResponseHours) || typicalResponseHours < 0) {
    return rate
  }
  return `${rate}, typically within ${formatResponseTime(typicalResponseHours)}`
}

/** The first `max` characters of a description, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string | null | undefined, max = 180): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}

/** /jobs filtered by the job's category (the jobs page reads `category` from its address, see features/jobs/filters). */
export function similarJobsPath(category: string | null | undefined): string {
  if (!category) return '/jobs'
  return `/jobs?${new URLSearchParams({ category }).toString()}`
}

/** The history oldest first (the server sends it so; sorted again in case two lists were joined). */
export function historyOldestFirst(history: ApplicationAnswer['history']): ApplicationAnswer['history'] {
  return [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}
