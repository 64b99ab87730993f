/*
| Vocabularies, limits and messages of the jobs area (part 2 §5, §9).
| Pure TypeScript without imports, so front ends may import it too.
*/

export const PAY_UNITS = ['hr', 'day', 'week', 'month', 'year'] as const
export type PayUnit = (typeof PAY_UNITS)[number]

/** Hours per pay unit for the stored hourly equivalent. */
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
  /**
   * A keyword search ranks at most this many of its matches, the newest (priority jobs first), and counts exactly up to
   * it ('1,000+ jobs' beyond): its cost then stops growing with the number of jobs that match.
   */
  searchCandidates: 1000,
  reportReason: 500,
  alertQuery: 200,
  alertLocation: 100,
  /** A browse's keyword and location (the search card's fields stop there too). */
  keywordMax: 200,
  locationMax: 100,
  alertRadiusMax: 500,
  companySearchMax: 100,
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
  hiddenByModeration: 'This job was paused by our moderators and cannot be reactivated',
  reported: "Thank you for reporting this job. We'll review it shortly.",
  alertNotFound: 'Alert not found',
  notAlertOwner: 'Only the owner of an alert can change it',
  invalidCursor: 'Invalid cursor',
  /** Same words as moderation's; the jobs module keeps its own constant (modules do not import each other's). */
  adminsOnly: 'Admins only',
  verifiedRequired: 'verified is required',
  verifiedBoolean: 'verified must be true or false',
  companySearchMax: 'Search is too long',
} as const

/*
| Applications (part 2 §4, §5, §9; the spec README's "one status
| pipeline"). Shared with mfe-jobs through @hireloop/backend/jobs-constants.
*/

/** The one stored pipeline, in order; `rejected` is reachable from any state before `hired`. */
export const APPLICATION_STATUSES = ['applied', 'viewed', 'interview', 'offer', 'hired', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  viewed: 'Under Review',
  interview: 'Interview Scheduled',
  offer: 'Offer Extended',
  hired: 'Hired',
  rejected: 'Not Selected',
}

/** The employer dashboard's words (part 2 §4), accepted on input and mapped onto the stored pipeline. */
export const DASHBOARD_STATUS_ALIASES = { pending: 'applied', reviewed: 'viewed', accepted: 'offer' } as const
export type DashboardStatusAlias = keyof typeof DASHBOARD_STATUS_ALIASES

/** Where each state may go next (forward moves, and rejection from any state before hired). */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['viewed', 'interview', 'offer', 'rejected'],
  viewed: ['interview', 'offer', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
}

/** The dashboard's tabs (part 2 §6 "Application tab filters"). */
export const APPLICATION_TABS = ['all', 'referred', 'pending', 'reviewed'] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

/** Part 2 §5 "Job application form". */
export const APPLICATION_SKILLS = [
  'Customer Service',
  'Cash Handling',
  'Team Work',
  'Communication',
  'Problem Solving',
  'Time Management',
  'Retail Experience',
  'Sales',
  'Computer Skills',
  'Organization',
  'Multitasking',
  'Attention to Detail',
] as const

export const APPLICATION_AVAILABILITY = [
  'Monday - Friday',
  'Weekends',
  'Evenings',
  'Morning Shift',
  'Afternoon Shift',
  'Evening Shift',
  'Part-time',
  'Full-time',
  'Flexible Hours',
] as const

/** The five templated e-mails an employer sends about an application (part 2 §7 send-email). */
export const APPLICATION_EMAIL_TYPES = [
  'application_received',
  'under_review',
  'interview_invitation',
  'accepted',
  'rejected',
] as const
export type ApplicationEmailType = (typeof APPLICATION_EMAIL_TYPES)[number]

export const APPLICATION_LIMITS = {
  coverLetterMin: 50,
  coverLetterMax: 1000,
  preselectedSkills: 3,
  resumeBytes: 5 * 1024 * 1024,
  emailMessageMax: 2000,
  /** Days an application may wait in `applied` before the candidate is told (RESPONSE_DEADLINE_DAYS overrides). */
  responseDeadlineDays: 14,
  /**
   * Days a résumé that no application carries is kept after its upload: long enough for a form left open or an
   * application waiting on a device offline, then the file and its row are removed (nobody else can ever read it).
   */
  unattachedResumeDays: 30,
}

export const APPLICATION_MESSAGES = {
  coverLetterMin: 'Cover letter must be at least 50 characters',
  coverLetterMax: 'Cover letter is too long',
  skillsRequired: 'Please select at least one relevant skill',
  availabilityRequired: 'Please select your availability',
  eighteen: 'You must be 18 or older to apply',
  authorized: 'You must be authorized to work in the US',
  sponsorship: 'You must not require visa sponsorship',
  invalidFileType: 'Invalid file type',
  fileTooLarge: 'File too large',
  fileRequired: 'Please choose a file to upload',
  onlyCandidatesApply: 'Only candidates can apply to jobs',
  onlyCandidatesView: 'Only candidates can view job applications.',
  jobNotActive: 'This job is not accepting applications right now',
  alreadyApplied: 'You have already applied to this job',
  applicationNotFound: 'Application not found',
  resumeNotFound: 'Resume not found',
  referralCodeInvalid: 'This referral link is not valid',
  withdrawOnlyApplied: 'You can only withdraw an application that has not been reviewed yet',
  notApplicant: 'Only the applicant can withdraw this application',
  notJobEmployer: "Only the job's employer can manage its applications",
  emailSent: 'Email sent',
} as const

/*
| The words of the five e-mails (the mail class renders them; the dashboard's
| preview shows exactly the same).
*/
interface ApplicationEmailTemplate {
  subject: (job: string, company: string) => string
  heading: string
  opening: (job: string, company: string) => string
}

export const APPLICATION_EMAIL_TEMPLATES: Record<ApplicationEmailType, ApplicationEmailTemplate> = {
  application_received: {
    subject: (job, company) => `${company} received your application for ${job}`,
    heading: 'Application received',
    opening: (job, company) =>
      `Thank you for applying to ${job} at ${company}. Your application has been received and the team will review it.`,
  },
  under_review: {
    subject: (job) => `Your application for ${job} is under review`,
    heading: 'Your application is under review',
    opening: (job, company) => `${company} is now reviewing your application for ${job}.`,
  },
  interview_invitation: {
    subject: (job, company) => `Interview invitation: ${job} at ${company}`,
    heading: "You're invited to an interview",
    opening: (job, company) => `${company} would like to invite you to interview for ${job}.`,
  },
  accepted: {
    subject: (job, company) => `Good news about ${job} at ${company}`,
    heading: 'Your application was accepted',
    opening: (job, company) => `Congratulations! ${company} has accepted your application for ${job}.`,
  },
  rejected: {
    subject: (job) => `Update on your application for ${job}`,
    heading: 'An update on your application',
    opening: (job, company) =>
      `Thank you for your interest in ${job} at ${company}. After careful consideration, they have decided not to move forward with your application.`,
  },
}

export interface ApplicationEmailContext {
  candidateName: string
  jobTitle: string
  companyName: string
}

/**
 * What the candidate receives: the subject, the heading, 'Hi {name},', the
 * template's opening, then the employer's message (paragraphs split on blank
 * lines) under 'A message from {company}:'.
 */
export function composeApplicationEmail(type: ApplicationEmailType, message: string, context: ApplicationEmailContext) {
  const template = APPLICATION_EMAIL_TEMPLATES[type]
  const { candidateName, jobTitle, companyName } = context
  const words = message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return {
    subject: template.subject(jobTitle.slice(0, 80), companyName.slice(0, 80)),
    heading: template.heading,
    opening: template.opening(jobTitle, companyName),
    paragraphs: [
      `Hi ${candidateName},`,
      template.opening(jobTitle, companyName),
      ...(words.length ? [`A message from ${companyName}:`, ...words] : []),
    ],
  }
}
