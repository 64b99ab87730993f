/** The filter and form vocabularies of part 2 §5; the server validates against the same words. */

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Freelance'] as const
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
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const
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
export const SCHEDULES = [
  { value: 'Part-time', label: 'Part-time' },
  { value: 'Full-time', label: 'Full-time' },
  { value: 'Seasonal', label: 'Seasonal' },
  { value: 'Weekend', label: 'Weekend Only' },
] as const
export const PAY_UNITS = [
  { value: 'hr', label: 'Hour' },
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
] as const

/** The hourly pay slider (part 2 §9). */
export const PAY_SLIDER = { min: 10, max: 50, step: 1, shiftStep: 10, defaultMin: 15, defaultMax: 30 } as const
