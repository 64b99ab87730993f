/** The filter and form vocabularies of part 2 §5; the server validates against the same words. */

// The lists the server validates against, from the jobs module itself (one definition).
import { SCHEDULE_VALUES } from '@hireloop/backend/jobs-constants'

export { BENEFITS, COMPANY_SIZES, EXPERIENCE_LEVELS, INDUSTRIES } from '@hireloop/backend/jobs-constants'
export const POSTED_WITHIN = [
  { value: 'any', label: 'Any time' },
  { value: '1d', label: 'Last 24 hours' },
  { value: '3d', label: 'Last 3 days' },
  { value: '1w', label: 'Last week' },
  { value: '1m', label: 'Last month' },
] as const
export const JOB_CATEGORIES = [
  'Executive & Leadership',
  'NERC Program / Compliance Management',
  'Operations & Technical Compliance',
  'Cybersecurity & CIP',
  'Audit & Risk',
  'Specialist & Support Roles',
  'Entry-Level / Support',
] as const
/**
 * A job's type: the wizard's schedules and the filter's job types are one stored list, so that every type a job
 * can be posted with can be filtered for, and every type filtered for can be posted. 'Weekend' reads 'Weekend Only'.
 */
export const JOB_TYPES = SCHEDULE_VALUES.map((value) => ({
  value,
  label: value === 'Weekend' ? 'Weekend Only' : value,
}))

export function jobTypeLabel(value: string): string {
  return JOB_TYPES.find((type) => type.value === value)?.label ?? value
}
export const PAY_UNITS = [
  { value: 'hr', label: 'Hour' },
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
] as const

/** The hourly pay slider (part 2 §9). */
export const PAY_SLIDER = { min: 10, max: 50, step: 1, shiftStep: 10, defaultMin: 15, defaultMax: 30 } as const
