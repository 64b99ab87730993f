/*
| The answers of the applications API, fixed before the code
| behind them so the server and mfe-jobs are built against one contract.
| The transformers return these shapes (`satisfies`); the front ends import
| them through @hireloop/backend/api-types/jobs.
*/
import type { ApplicationStatus } from '#jobs/constants'
import type { JobAnswer } from '#jobs/transformers/job_transformer'

/** One move of an application (the first entry is `from: null, to: 'applied'` at submission). */
export interface ApplicationHistoryEntry {
  from: ApplicationStatus | null
  to: ApplicationStatus
  /** The label of `to` (APPLICATION_STATUS_LABELS). */
  label: string
  /** ISO time of the move. */
  at: string
}

/** A résumé attached to an application; `url` streams it to the applicant or the job's employer only. */
export interface ApplicationResume {
  name: string
  size: number
  type: string
  /** `/api/applications/{id}/resume` */
  url: string
}

/** POST /api/upload/resume → 201 */
export interface ResumeUploadAnswer {
  id: string
  /** `resume:{id}`: what the apply body's `resumeUrl` carries; not a fetchable address. */
  url: string
  name: string
  size: number
  type: string
}

interface ApplicationBase {
  id: string
  jobId: string
  status: ApplicationStatus
  statusLabel: string
  /** ISO */
  appliedAt: string
  /** ISO */
  updatedAt: string
  coverLetter: string
  selectedSkills: string[]
  selectedAvailability: string[]
  resume: ApplicationResume | null
  /** Oldest first. */
  history: ApplicationHistoryEntry[]
}

/** The candidate's view (GET /api/applications/my, POST /api/jobs/{id}/apply → 201). */
export interface ApplicationAnswer extends ApplicationBase {
  /** While `applied`: the ISO date by which the employer should answer (appliedAt + the response deadline); otherwise null. */
  respondBy: string | null
  /** The job as read (with its company, pay, schedule, location, description, category, isUrgent). */
  job: JobAnswer
}

/** The employer's view (GET /api/jobs/{jobId}/applications, GET /api/applications, PATCH /api/applications/{id}). */
export interface EmployerApplicationAnswer extends ApplicationBase {
  /** True when an accepted referral stands behind the application. */
  referred: boolean
  /** The name of that referral's referrer ('Referred by {name}'); null when not referred. */
  referrerName: string | null
  applicant: {
    id: string
    name: string
    email: string
    phone: string | null
    avatar: string | null
  }
  /** The job it was made to (title for the lists across jobs). */
  job: { id: string; title: string }
}

export interface MyApplicationsPage {
  applications: ApplicationAnswer[]
  nextCursor: string | null
  hasMore: boolean
  /** All of the candidate's applications, whatever the page holds (the list's count badge). */
  total: number
}

export interface EmployerApplicationsPage {
  applications: EmployerApplicationAnswer[]
  nextCursor: string | null
  hasMore: boolean
  /** Per dashboard tab, for the tab badges (only on GET /api/jobs/{jobId}/applications). */
  counts?: { all: number; referred: number; pending: number; reviewed: number }
}
