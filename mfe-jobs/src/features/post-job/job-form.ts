import type { JobInput } from '../../api/jobs/create-job'
import type { Job, PayUnit } from '../../api/jobs/types'

/** The job posting form values (part 2 §3), as the inputs hold them. */
export interface JobFormValues {
  title: string
  company: string
  category: string
  payRate: string
  payUnit: PayUnit
  totalComp: string
  schedule: string
  city: string
  state: string
  country: string
  zipcode: string
  description: string
  requirements: string
  isUrgent: boolean
  isHiringNow: boolean
  benefits: string[]
  /** The level the employer states; '' leaves it to the requirements (the server infers it). */
  experienceLevel: string
}

export type JobFormField = keyof JobFormValues

/** Defaults of part 2 §9: country 'United States', pay per year, everything else empty. */
export const DEFAULT_JOB_FORM: JobFormValues = {
  title: '',
  company: '',
  category: '',
  payRate: '',
  payUnit: 'year',
  totalComp: '0',
  schedule: '',
  city: '',
  state: '',
  country: 'United States',
  zipcode: '',
  description: '',
  requirements: '',
  isUrgent: false,
  isHiringNow: false,
  benefits: [],
  experienceLevel: '',
}

export const WIZARD_STEPS = [
  { title: 'Job Details', fields: ['title', 'company'] },
  { title: 'Category', fields: ['category'] },
  { title: 'Pay & Schedule', fields: ['payRate', 'schedule'] },
  { title: 'Location', fields: ['city', 'state', 'country', 'zipcode'] },
  { title: 'Description', fields: ['description', 'requirements'] },
  { title: 'Preview', fields: [] },
] as const satisfies readonly { title: string; fields: readonly JobFormField[] }[]

function lengthRule(
  value: string,
  label: string,
  min: number,
  max: number,
  messages: { required?: string; min?: string; max: string }
) {
  const trimmed = value.trim()
  if (!trimmed) return messages.required ?? `${label} is required`
  if (trimmed.length < min) return messages.min ?? `${label} must be at least ${min} characters`
  if (trimmed.length > max) return messages.max
  return null
}

/** The rules of part 2 §5 "Job posting form", in its words; the server enforces the same. */
export function validateField(field: JobFormField, values: JobFormValues): string | null {
  switch (field) {
    case 'title':
      return lengthRule(values.title, 'Job title', 3, 100, {
        required: 'Job title is required',
        min: 'Job title must be at least 3 characters',
        max: 'Job title is too long',
      })
    case 'company':
      return lengthRule(values.company, 'Company name', 2, 100, {
        required: 'Company name is required',
        min: 'Company name must be at least 2 characters',
        max: 'Company name is too long',
      })
    case 'category':
      return values.category ? null : 'Job category is required'
    case 'city':
      return lengthRule(values.city, 'City', 2, 100, {
        min: 'City name must be at least 2 characters',
        max: 'City name is too long',
      })
    case 'state':
      return lengthRule(values.state, 'State', 2, 50, {
        min: 'State name must be at least 2 characters',
        max: 'State name is too long',
      })
    case 'country':
      return lengthRule(values.country, 'Country', 2, 50, {
        min: 'Country name must be at least 2 characters',
        max: 'Country name is too long',
      })
    case 'zipcode':
      if (!values.zipcode.trim()) return 'Zip code is required'
      return /^\d{5}(-\d{4})?$/.test(values.zipcode.trim()) ? null : 'Zip code must be in format 12345 or 12345-6789'
    case 'payRate': {
      if (!values.payRate.trim()) return 'Pay rate is required'
      // Digits with up to two decimals: Number() would also take "1e3" or "0x10" for a pay the employer never typed.
      const amount = /^\d+(\.\d{1,2})?$/.test(values.payRate.trim()) ? Number(values.payRate) : NaN
      if (!Number.isFinite(amount) || amount <= 0) return 'Pay rate must be a valid positive number'
      if (amount < 5 || amount > 500_000) return 'Pay rate must be between $5 and $500,000'
      return null
    }
    case 'payUnit':
      return ['hr', 'day', 'week', 'month', 'year'].includes(values.payUnit) ? null : 'Pay unit is required'
    case 'schedule':
      return values.schedule ? null : 'Schedule type is required'
    case 'description':
      return lengthRule(values.description, 'Job description', 20, 2000, {
        required: 'Job description is required',
        min: 'Description must be at least 20 characters',
        max: 'Description is too long',
      })
    case 'requirements':
      return values.requirements.length > 1000 ? 'Requirements are too long' : null
    default:
      return null
  }
}

/** Next is enabled only when the step's fields are filled and error-free (step 6 always passes). */
export function stepIsValid(step: number, values: JobFormValues): boolean {
  return WIZARD_STEPS[step - 1].fields.every((field) => validateField(field, values) === null)
}

/** The furthest step the values reach: every step before it passes its gate. */
export function furthestStep(values: JobFormValues): number {
  const blocked = WIZARD_STEPS.findIndex((_step, index) => !stepIsValid(index + 1, values))
  return blocked === -1 ? WIZARD_STEPS.length : blocked + 1
}

/** Suggested yearly pay for an hourly range: the rounded midpoint times 2080 hours. */
export function suggestedYearlyPay(minWage: number, maxWage: number): number {
  return Math.round((minWage + maxWage) / 2) * 2080
}

export function toJobInput(values: JobFormValues, companyId: string): JobInput {
  return {
    companyId,
    title: values.title.trim(),
    description: values.description.trim(),
    requirements: values.requirements.trim(),
    category: values.category,
    payRate: Number(values.payRate),
    payUnit: values.payUnit,
    totalComp: values.totalComp,
    schedule: values.schedule,
    location: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    zipcode: values.zipcode.trim(),
    isUrgent: values.isUrgent,
    isHiringNow: values.isHiringNow,
    benefits: values.benefits,
    experienceLevel: values.experienceLevel || null,
  }
}

/** A stored job back into the form (editing from the dashboard). */
export function jobToForm(job: Job): JobFormValues {
  return {
    title: job.title,
    company: job.company?.name ?? '',
    category: job.category ?? '',
    payRate: String(Number(job.payRate)),
    payUnit: job.payUnit,
    totalComp:
      job.totalComp === null || job.totalComp === undefined || job.totalComp === ''
        ? '0'
        : String(Number(job.totalComp)),
    schedule: job.schedule ?? '',
    city: job.location ?? '',
    state: job.state ?? '',
    country: job.country ?? 'United States',
    zipcode: job.zipcode ?? '',
    description: job.description ?? '',
    requirements: job.requirements ?? '',
    isUrgent: job.isUrgent,
    isHiringNow: Boolean(job.isHiringNow),
    benefits: job.benefits ?? [],
    // A level the requirements gave is not the employer's choice: the form leaves it to them again.
    experienceLevel: job.experienceLevelStated ? job.experienceLevel : '',
  }
}

/** The server's 422 field names onto the form's ('location' is the city). */
export function serverFieldErrors(
  errors: { field: string; message: string }[] | undefined
): Partial<Record<JobFormField, string>> {
  const result: Partial<Record<JobFormField, string>> = {}
  for (const error of errors ?? []) {
    const field = (
      error.field === 'location' ? 'city' : error.field === 'companyId' ? 'company' : error.field
    ) as JobFormField
    if (!(field in DEFAULT_JOB_FORM) || result[field]) continue
    result[field] = error.message
  }
  return result
}

export const JOB_DRAFT_KEY = 'hireloop.post-job-draft'

/** Each account's draft under its own key: another account on the same browser never sees it, signing out keeps it. */
export function jobDraftKey(userId: string) {
  return `${JOB_DRAFT_KEY}:${userId}`
}

/** The draft saved in the browser; anything unreadable gives the defaults (part 2 §8, silent). */
export function readDraft(
  userId: string,
  storage: Storage | undefined = globalThis.localStorage
): JobFormValues | null {
  try {
    const raw = storage?.getItem(jobDraftKey(userId))
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<JobFormValues>
    if (!parsed || typeof parsed !== 'object') return null
    return { ...DEFAULT_JOB_FORM, ...parsed, benefits: Array.isArray(parsed.benefits) ? parsed.benefits : [] }
  } catch {
    return null
  }
}

export function writeDraft(
  userId: string,
  values: JobFormValues,
  storage: Storage | undefined = globalThis.localStorage
) {
  try {
    storage?.setItem(jobDraftKey(userId), JSON.stringify(values))
  } catch {
    // Storage full or refused: the draft is a convenience.
  }
}

export function clearDraft(userId: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(jobDraftKey(userId))
  } catch {
    // As above.
  }
}
