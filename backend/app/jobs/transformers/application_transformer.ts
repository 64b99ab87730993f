import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#jobs/constants'
import type {
  ApplicationAnswer,
  ApplicationHistoryEntry,
  ApplicationResume,
  EmployerApplicationAnswer,
} from '#jobs/application_contract'
import { transformJob, type JobRow } from '#jobs/transformers/job_transformer'
import { respondBy } from '#jobs/rules/application_rules'
import { iso } from '#shared/transformers/dates'

/** The application's own columns (prefixed `a_`) and its résumé's (`r_`), as the list queries select them. */
export interface ApplicationRow {
  a_id: string
  a_job_id: string
  a_status: ApplicationStatus
  a_cover_letter: string
  a_selected_skills: string[]
  a_selected_availability: string[]
  a_created_at: Date
  a_updated_at: Date
  r_id: string | null
  r_name: string | null
  r_size: number | null
  r_mime: string | null
}

export interface EmployerApplicationRow extends ApplicationRow {
  a_referral_id: string | null
  a_referrer_name: string | null
  u_id: string
  u_name: string
  u_email: string
  u_phone: string | null
  u_avatar: string | null
  j_title: string
}

export interface HistoryRow {
  application_id: string
  from_status: ApplicationStatus | null
  to_status: ApplicationStatus
  created_at: Date
}

export function transformHistory(row: HistoryRow): ApplicationHistoryEntry {
  return {
    from: row.from_status,
    to: row.to_status,
    label: APPLICATION_STATUS_LABELS[row.to_status],
    at: iso(row.created_at),
  }
}

function resumeOf(row: ApplicationRow): ApplicationResume | null {
  if (!row.r_id) return null
  return {
    name: row.r_name!,
    size: Number(row.r_size),
    type: row.r_mime!,
    url: `/api/applications/${row.a_id}/resume`,
  }
}

function base(row: ApplicationRow, history: ApplicationHistoryEntry[]) {
  return {
    id: row.a_id,
    jobId: row.a_job_id,
    status: row.a_status,
    statusLabel: APPLICATION_STATUS_LABELS[row.a_status],
    appliedAt: iso(row.a_created_at),
    updatedAt: iso(row.a_updated_at),
    coverLetter: row.a_cover_letter,
    selectedSkills: row.a_selected_skills ?? [],
    selectedAvailability: row.a_selected_availability ?? [],
    resume: resumeOf(row),
    history,
  }
}

/** The candidate's view: with the job as read and, while applied, the date an answer is due. */
export function transformMyApplication(
  row: ApplicationRow & JobRow,
  history: ApplicationHistoryEntry[],
  deadlineDays: number
): ApplicationAnswer {
  return {
    ...base(row, history),
    respondBy: respondBy(row.a_status, new Date(row.a_created_at), deadlineDays),
    job: transformJob(row),
  } satisfies ApplicationAnswer
}

/** The employer's view: the applicant's contact and the job it was made to. */
export function transformEmployerApplication(
  row: EmployerApplicationRow,
  history: ApplicationHistoryEntry[]
): EmployerApplicationAnswer {
  return {
    ...base(row, history),
    referred: row.a_referral_id !== null,
    referrerName: row.a_referral_id !== null ? row.a_referrer_name : null,
    applicant: {
      id: row.u_id,
      name: row.u_name,
      email: row.u_email,
      phone: row.u_phone,
      avatar: row.u_avatar,
    },
    job: { id: row.a_job_id, title: row.j_title },
  } satisfies EmployerApplicationAnswer
}
