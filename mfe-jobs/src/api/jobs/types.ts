/**
 * Answer shapes of the jobs API (issue 10, part 2 §3 "Job as read"). The backend `jobs` module is built alongside
 * this remote; when it exports its transformer types (@hireloop/backend/api-types/jobs), these become aliases of them.
 */

export type PayUnit = 'hr' | 'day' | 'week' | 'month' | 'year'
export type JobStatus = 'active' | 'paused'

export interface JobCompany {
  id: string
  name: string
  logo?: string | null
  size?: string | null
  industry?: string | null
  verified?: boolean
  /** Founding Employer #N, when the company is one of the first 100. */
  foundingNumber?: number | null
  ownerId?: string
}

export interface Job {
  id: string
  companyId: string
  company?: JobCompany | null
  title: string
  description: string
  requirements: string
  category: string
  /** Numeric text, e.g. "18.50". */
  payRate: string | number
  payUnit: PayUnit
  /** The pay as an hourly amount (hour ×1, day 8 h, week 40 h, month 173.33 h, year 2080 h). */
  hourlyRate?: number | string | null
  totalComp?: string | number | null
  schedule: string
  location: string
  state?: string | null
  country?: string | null
  zipcode?: string | null
  isRemote?: boolean
  isUrgent: boolean
  isHiringNow?: boolean
  experienceLevel?: string | null
  benefits?: string[] | null
  status: JobStatus
  createdAt: string
  updatedAt?: string
  applicantCount?: number
  /** Placed first because its company is a founding employer. */
  priorityPlacement?: boolean
  isSaved?: boolean
  isLiked?: boolean
  hasApplied?: boolean
}

/** Keyset pages of GET /api/jobs, with the total for 'Showing N jobs'. */
export interface JobPage {
  jobs: Job[]
  nextCursor: string | null
  hasMore: boolean
  total: number
}

export interface JobInteractions {
  saved: string[]
  liked: string[]
  /** Jobs the reader applied to, once applications exist. */
  applied?: string[]
}

export type InteractionType = 'save' | 'like'

/** POST /api/jobs/{id}/interactions answers `{save, message}` or `{like, message}`. */
export interface InteractionResponse {
  save?: boolean
  like?: boolean
  message: string
}
