/*
| Vocabularies, limits and messages of the jobs area (part 2 §5, §9).
| Pure TypeScript without imports, so front ends may import it too.
*/

export const PAY_UNITS = ['hr', 'day', 'week', 'month', 'year'] as const
export type PayUnit = (typeof PAY_UNITS)[number]

/** Hours per pay unit for the stored hourly equivalent (issue 10). */
export const HOURS_PER_UNIT: Record<PayUnit, number> = { hr: 1, day: 8, week: 40, month: 173.33, year: 2080 }

/** The wizard's schedules (part 2 §2 step 3) plus the job types of the filters (part 2 §5). */
export const SCHEDULES = ['Part-time', 'Full-time', 'Seasonal', 'Weekend'] as const
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Freelance'] as const
export const SCHEDULE_VALUES = [...new Set<string>([...SCHEDULES, ...JOB_TYPES])]

/** Stored experience levels are the inferred three; the filter accepts the whole list (part 2 §5). */
export const INFERRED_LEVELS = ['Entry Level', 'Mid Level', 'Senior Level'] as const
export type InferredLevel = (typeof INFERRED_LEVELS)[number]
export const EXPERIENCE_LEVELS = [
  'Entry Level',
  'Mid Level',
  'Senior Level',
  'Executive',
  'No Experience Required',
] as const

export const INDUSTRIES = [
  'Retail',
  'Food Service',
  'Healthcare',
  'Technology',
  'Education',
  'Manufacturing',
  'Transportation',
  'Customer Service',
  'Sales',
  'Construction',
  'Hospitality',
] as const

export const BENEFITS = [
  'Health Insurance',
  'Dental Insurance',
  'Vision Insurance',
  '401k',
  'Paid Time Off',
  'Flexible Schedule',
  'Remote Work',
  'Professional Development',
  'Employee Discounts',
  'Tuition Reimbursement',
] as const

/** Company size buckets (the spec names the filter, not its values; shared with mfe-jobs). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const

export const POSTED_WITHIN = ['1d', '3d', '1w', '1m'] as const
export type PostedWithin = (typeof POSTED_WITHIN)[number]
export const POSTED_WITHIN_HOURS: Record<PostedWithin, number> = { '1d': 24, '3d': 72, '1w': 168, '1m': 720 }

export const JOB_SORTS = ['relevance', 'newest', 'pay'] as const
export type JobSort = (typeof JOB_SORTS)[number]

export const JOB_STATUSES = ['active', 'paused'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const INTERACTION_TYPES = ['save', 'like'] as const
export type InteractionType = (typeof INTERACTION_TYPES)[number]

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const

export const TOTAL_COMP_VALUES = Array.from({ length: 21 }, (_, index) => String(index * 5))

export const LIMITS = {
  titleMin: 3,
  titleMax: 100,
  companyMin: 2,
  companyMax: 100,
  cityMin: 2,
  cityMax: 100,
  stateMin: 2,
  stateMax: 50,
  countryMin: 2,
  countryMax: 50,
  payMin: 5,
  payMax: 500_000,
  descriptionMin: 20,
  descriptionMax: 2000,
  requirementsMax: 1000,
  companyDescriptionMax: 2000,
  websiteMax: 300,
  pageDefault: 20,
  pageMax: 50,
  reportReason: 500,
  alertQuery: 200,
  alertLocation: 100,
  alertRadiusMax: 500,
}

/** Founding employer programme (part 1 §9, part 2 §9). */
export const FOUNDING = {
  maxFoundingEmployers: 100,
  lockedMonthlyRate: 49,
  regularMonthlyRate: 98,
  freePostingMonths: 6,
  tier: 'founding',
  listed: 6,
}

export const MESSAGES = {
  titleRequired: 'Job title is required',
  titleMin: 'Job title must be at least 3 characters',
  titleMax: 'Job title is too long',
  companyRequired: 'Company name is required',
  companyMin: 'Company name must be at least 2 characters',
  companyMax: 'Company name is too long',
  categoryRequired: 'Job category is required',
  cityRequired: 'City is required',
  cityMin: 'City name must be at least 2 characters',
  cityMax: 'City name is too long',
  stateRequired: 'State is required',
  stateMin: 'State name must be at least 2 characters',
  stateMax: 'State name is too long',
  countryRequired: 'Country is required',
  countryMin: 'Country name must be at least 2 characters',
  countryMax: 'Country name is too long',
  zipRequired: 'Zip code is required',
  zipFormat: 'Zip code must be in format 12345 or 12345-6789',
  payRequired: 'Pay rate is required',
  payNumber: 'Pay rate must be a valid positive number',
  payRange: 'Pay rate must be between $5 and $500,000',
  payUnitRequired: 'Pay unit is required',
  totalComp: 'Bonus/equity must be 0 to 100 in steps of 5',
  scheduleRequired: 'Schedule type is required',
  descriptionRequired: 'Job description is required',
  descriptionMin: 'Description must be at least 20 characters',
  descriptionMax: 'Description is too long',
  requirementsMax: 'Requirements are too long',
  companyIdRequired: 'Company is required',
  notYourCompany: 'You can only post jobs for your own company',
  companyExists: 'You already have a company',
  candidatesNoCompany: 'Only employers can create companies',
  notCompanyOwner: 'Only the company owner can change it',
  notJobOwner: 'Only the job owner can change it',
  companyNotFound: 'Company not found',
  jobNotFound: 'Job not found',
  alreadyReported: 'You have already reported this job',
  reported: "Thank you for reporting this job. We'll review it shortly.",
  alertNotFound: 'Alert not found',
  notAlertOwner: 'Only the owner of an alert can change it',
  invalidCursor: 'Invalid cursor',
} as const
