import { apiJson } from '@hireloop/shared-ui'
import { JOBS_URL } from './get-jobs'
import type { Job, PayUnit } from './types'

/** The body of POST /api/jobs (part 2 §7) and of PATCH /api/jobs/{id} edits. */
export interface JobInput {
  companyId: string
  title: string
  description: string
  requirements: string
  category: string
  payRate: number
  payUnit: PayUnit
  totalComp: string
  schedule: string
  /** The city. */
  location: string
  state: string
  country: string
  zipcode: string
  isUrgent: boolean
  isHiringNow: boolean
  benefits: string[]
  /** The stated level; null or absent: inferred from the requirements. */
  experienceLevel?: string | null
}

/** POST /api/jobs → the created job (201); 422 with field errors. */
export function createJob(input: JobInput): Promise<Job> {
  return apiJson<Job>('POST', JOBS_URL, input)
}
