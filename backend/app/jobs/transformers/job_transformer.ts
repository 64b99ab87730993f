import { createdAndUpdated } from '#shared/transformers/dates'

/** A row of the job read queries (jobs joined with companies and the reader's interactions). */
export interface JobRow {
  id: string
  company_id: string
  owner_id: string
  title: string
  description: string
  requirements: string
  category: string
  pay_rate: string
  pay_unit: 'hr' | 'day' | 'week' | 'month' | 'year'
  hourly_rate: string
  total_comp: string | null
  schedule: string
  location: string
  state: string
  country: string
  zip_code: string
  is_remote: boolean
  experience_level: string
  experience_level_stated: boolean
  benefits: string[]
  status: 'active' | 'paused'
  is_urgent: boolean
  is_hiring_now: boolean
  is_priority: boolean
  applicant_count: number
  created_at: Date
  updated_at: Date
  c_name: string
  c_logo: string | null
  c_size: string | null
  c_industry: string | null
  c_verified: boolean
  c_founding: number | null
  c_response_rate: number | null
  /** numeric(8,1), as pg returns it */
  c_typical_response_hours: string | null
  is_saved: boolean
  is_liked: boolean
  has_applied: boolean
}

/** A job as read (part 2 §3 "Job as read"). */
export function transformJob(row: JobRow) {
  const { createdAt, updatedAt } = createdAndUpdated(row.created_at, row.updated_at)
  return {
    id: row.id,
    companyId: row.company_id,
    company: {
      id: row.company_id,
      name: row.c_name,
      logo: row.c_logo,
      size: row.c_size,
      industry: row.c_industry,
      verified: row.c_verified,
      foundingNumber: row.c_founding === null ? null : Number(row.c_founding),
      ownerId: row.owner_id,
      /** Percentage (0–100) of counted applications that got a response; null while too few count. */
      responseRate: row.c_response_rate === null ? null : Number(row.c_response_rate),
      /** Median hours from applying to the first response; null while none was answered. */
      typicalResponseHours: row.c_typical_response_hours === null ? null : Number(row.c_typical_response_hours),
    },
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    category: row.category,
    payRate: row.pay_rate,
    payUnit: row.pay_unit,
    hourlyRate: Number(row.hourly_rate),
    totalComp: row.total_comp,
    schedule: row.schedule,
    location: row.location,
    state: row.state,
    country: row.country,
    zipcode: row.zip_code,
    isRemote: row.is_remote,
    experienceLevel: row.experience_level,
    /** The employer chose the level; otherwise it follows the requirements (and an edit leaves it to them). */
    experienceLevelStated: row.experience_level_stated,
    benefits: row.benefits ?? [],
    status: row.status,
    isUrgent: row.is_urgent,
    isHiringNow: row.is_hiring_now,
    priorityPlacement: row.is_priority,
    applicantCount: Number(row.applicant_count),
    createdAt,
    updatedAt,
    isSaved: Boolean(row.is_saved),
    isLiked: Boolean(row.is_liked),
    hasApplied: Boolean(row.has_applied),
  }
}

export type JobAnswer = ReturnType<typeof transformJob>
