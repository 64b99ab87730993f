import type { Job, PayUnit } from '../api/jobs/types'
import { jobTypeLabel } from './vocabularies'

const UNIT_LABELS: Record<PayUnit, string> = { hr: 'hr', day: 'day', week: 'week', month: 'month', year: 'year' }

function formatAmount(value: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  })
}

/** The real pay, amount and unit ('$18/hr', '$62,400/year'); no invented maximum. */
export function formatPay(payRate: Job['payRate'], payUnit: PayUnit | string): string {
  const amount = Number(payRate)
  if (!Number.isFinite(amount)) return 'Pay not listed'
  return `$${formatAmount(amount)}/${UNIT_LABELS[payUnit as PayUnit] ?? payUnit}`
}

/** The schedule as the card's type ('Weekend' reads 'Weekend Only'); Full-time when none is given. */
export function jobType(job: Pick<Job, 'schedule'>): string {
  return job.schedule ? jobTypeLabel(job.schedule) : 'Full-time'
}

/** The stored experience level, or the level inferred from the requirements as the server does (part 2 §5). */
export function experienceLevel(job: Pick<Job, 'experienceLevel' | 'requirements'>): string {
  if (job.experienceLevel) return job.experienceLevel
  return inferExperienceLevel(job.requirements ?? '')
}

const SENIOR = /years of experience|senior|lead|manager|supervisor|expert|advanced/i
const MID =
  /experience required|must have experience|1\+ year|minimum 1 year|proven experience|demonstrated experience/i

export function inferExperienceLevel(requirements: string): string {
  if (SENIOR.test(requirements)) return 'Senior Level'
  if (MID.test(requirements)) return 'Mid Level'
  return 'Entry Level'
}

export function isRemoteJob(job: Partial<Pick<Job, 'isRemote'>> & Pick<Job, 'location'>): boolean {
  return job.isRemote ?? /remote/i.test(job.location ?? '')
}

/** City and state, as one line. */
export function jobLocation(job: Pick<Job, 'location' | 'state'>): string {
  return [job.location, job.state].filter(Boolean).join(', ')
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Posted age (part 2 §5): 'Just now', 'N hour(s) ago', 'Yesterday', 'N days ago', 'N week(s) ago', 'N month(s) ago'. */
export function postedAge(createdAt: string | null | undefined, now = Date.now()): string {
  if (!createdAt) return 'Recently'
  const time = Date.parse(createdAt)
  if (Number.isNaN(time)) return 'Recently'
  const elapsed = Math.max(0, now - time)
  if (elapsed < HOUR) return 'Just now'
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR)
    return `${hours} hour${hours === 1 ? '' : 's'} ago`
  }
  const days = Math.floor(elapsed / DAY)
  if (days === 1) return 'Yesterday'
  if (days < 7) return `${days} days ago`
  if (days < 30) {
    const weeks = Math.floor(days / 7)
    return `${weeks} week${weeks === 1 ? '' : 's'} ago`
  }
  const months = Math.floor(days / 30)
  return `${months} month${months === 1 ? '' : 's'} ago`
}
