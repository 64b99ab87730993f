import db from '@adonisjs/lucid/services/db'
import type { ApplicationStatus, ApplicationTab } from '#jobs/constants'
import type { EmployerApplicationsPage, MyApplicationsPage } from '#jobs/application_contract'
import { ApplicationNotFoundException } from '#jobs/exceptions'
import { JOB_COLUMNS } from '#jobs/queries/jobs_query'
import { decodeTimeIdCursor, slicePage, sqlLimit, timeIdCursor } from '#shared/pagination/keyset'
import { responseDeadlineDays } from '#jobs/rules/response_deadline'
import { readArrayRows, readRows } from '#shared/services/read_statement'
import {
  transformEmployerApplication,
  transformHistory,
  transformMyApplication,
  type ApplicationRow,
  type EmployerApplicationRow,
  type HistoryRow,
} from '#jobs/transformers/application_transformer'
import type { ApplicationHistoryEntry } from '#jobs/application_contract'
import type { JobRow } from '#jobs/transformers/job_transformer'

/*
| The read side of applications. A page is one query (applications with
| their job or applicant and résumé joined) plus one for the history of the
| whole page: never a query per application. Keyset pages on
| (created_at, id), newest first, match the applications indexes.
*/

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const PAGE_DEFAULT = 20

export interface PageQuery {
  limit?: number
  cursor?: string
}

const APPLICATION_COLUMNS = `a.id AS a_id, a.job_id AS a_job_id, a.status AS a_status, a.cover_letter AS a_cover_letter,
  a.selected_skills AS a_selected_skills, a.selected_availability AS a_selected_availability,
  a.created_at AS a_created_at, a.updated_at AS a_updated_at,
  r.id AS r_id, r.original_name AS r_name, r.size AS r_size, r.mime AS r_mime`

const EMPLOYER_COLUMNS = `${APPLICATION_COLUMNS}, a.referral_id AS a_referral_id, a.referrer_name AS a_referrer_name,
  u.id AS u_id, u.name AS u_name, u.email AS u_email, u.phone AS u_phone, u.profile_image AS u_avatar, j.title AS j_title`

/** The dashboard tabs: pending = still applied; reviewed = moved past it; referred = an accepted referral stands behind it. */
const TAB_CONDITION: Record<ApplicationTab, string | null> = {
  all: null,
  pending: `a.status = 'applied'`,
  reviewed: `a.status <> 'applied'`,
  referred: 'a.referral_id IS NOT NULL',
}

/** The history of these applications, oldest first each, in one query. */
async function historyOf(ids: string[]) {
  const byApplication = new Map<string, ApplicationHistoryEntry[]>(ids.map((id) => [id, []]))
  if (!ids.length) return byApplication
  // A page's ids, each read on the index of its own changes: the same plan whatever the ids.
  const rows = await readRows<HistoryRow>(
    `SELECT application_id, from_status, to_status, created_at FROM application_status_changes
      WHERE application_id = ANY(?::uuid[])
      ORDER BY application_id, created_at, (from_status IS NOT NULL)`,
    [ids],
    { prepared: true }
  )
  for (const row of rows) byApplication.get(row.application_id)?.push(transformHistory(row))
  return byApplication
}

function limitOf(page: PageQuery) {
  return Math.min(50, Math.max(1, page.limit ?? PAGE_DEFAULT))
}

/** Runs a page query: `where` (with bindings) plus the cursor, newest first. */
async function pageRows<Row extends ApplicationRow>(
  select: string,
  from: string,
  where: string[],
  bindings: unknown[],
  page: PageQuery
) {
  const limit = limitOf(page)
  const cursor = decodeTimeIdCursor(page.cursor)
  const conditions = [...where]
  const values = [...bindings]
  if (cursor) {
    conditions.push(`(a.created_at, a.id) < (?::timestamptz, ?::uuid)`)
    values.push(cursor.time, cursor.id)
  }
  const rows = await readRows<Row>(
    `SELECT ${select} ${from} WHERE ${conditions.join(' AND ')} ORDER BY a.created_at DESC, a.id DESC LIMIT ${sqlLimit(limit + 1)}`,
    values,
    { prepared: true }
  )
  return slicePage(rows, limit, (last) => timeIdCursor(new Date(last.a_created_at), last.a_id))
}

const MY_FROM = `FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
  LEFT JOIN resume_uploads r ON r.id = a.resume_upload_id`

/** The job as read by its applicant: their own save and like flags, and applied by definition. */
const MY_SELECT = `${APPLICATION_COLUMNS}, ${JOB_COLUMNS},
  EXISTS (SELECT 1 FROM job_interactions ji WHERE ji.user_id = a.user_id AND ji.type = 'save' AND ji.job_id = j.id) AS is_saved,
  EXISTS (SELECT 1 FROM job_interactions ji WHERE ji.user_id = a.user_id AND ji.type = 'like' AND ji.job_id = j.id) AS is_liked,
  true AS has_applied`

/** GET /api/applications/my: the candidate's applications, newest first. */
export async function myApplications(userId: string, page: PageQuery): Promise<MyApplicationsPage> {
  const rows = await pageRows<ApplicationRow & JobRow>(MY_SELECT, MY_FROM, ['a.user_id = ?'], [userId], page)
  const history = await historyOf(rows.items.map((row) => row.a_id))
  const days = responseDeadlineDays()
  const [counted] = await readArrayRows(`SELECT count(*)::int FROM applications WHERE user_id = ?`, [userId], {
    prepared: true,
  })
  return {
    applications: rows.items.map((row) => transformMyApplication(row, history.get(row.a_id)!, days)),
    nextCursor: rows.nextCursor,
    hasMore: rows.hasMore,
    total: Number(counted[0]),
  }
}

/** One application in the candidate's view (the answer to apply). */
export async function myApplication(userId: string, applicationId: string) {
  const result = await db.rawQuery(`SELECT ${MY_SELECT} ${MY_FROM} WHERE a.id = ? AND a.user_id = ?`, [
    applicationId,
    userId,
  ])
  const row = result.rows[0] as (ApplicationRow & JobRow) | undefined
  if (!row) throw new ApplicationNotFoundException()
  const history = await historyOf([row.a_id])
  return transformMyApplication(row, history.get(row.a_id)!, responseDeadlineDays())
}

const EMPLOYER_FROM = `FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.user_id
  LEFT JOIN resume_uploads r ON r.id = a.resume_upload_id`

async function employerPage(where: string[], bindings: unknown[], page: PageQuery) {
  const rows = await pageRows<EmployerApplicationRow>(EMPLOYER_COLUMNS, EMPLOYER_FROM, where, bindings, page)
  const history = await historyOf(rows.items.map((row) => row.a_id))
  return {
    applications: rows.items.map((row) => transformEmployerApplication(row, history.get(row.a_id)!)),
    nextCursor: rows.nextCursor,
    hasMore: rows.hasMore,
  }
}

/** GET /api/jobs/{jobId}/applications?tab: one job's applications with the tab counts. */
export async function jobApplications(
  jobId: string,
  tab: ApplicationTab,
  page: PageQuery
): Promise<EmployerApplicationsPage> {
  const condition = TAB_CONDITION[tab]
  const list = await employerPage(['a.job_id = ?', ...(condition ? [condition] : [])], [jobId], page)
  const counted = await db.rawQuery(
    `SELECT count(*)::int AS all, count(*) FILTER (WHERE status = 'applied')::int AS pending,
            count(*) FILTER (WHERE status <> 'applied')::int AS reviewed,
            count(*) FILTER (WHERE referral_id IS NOT NULL)::int AS referred
       FROM applications WHERE job_id = ?`,
    [jobId]
  )
  const counts = counted.rows[0]
  return {
    ...list,
    counts: { all: counts.all, referred: counts.referred, pending: counts.pending, reviewed: counts.reviewed },
  }
}

/** GET /api/applications for an employer or admin: the applications to the jobs they own, never anyone else's. */
export function ownedJobsApplications(ownerId: string, page: PageQuery): Promise<EmployerApplicationsPage> {
  return employerPage(['j.owner_id = ?'], [ownerId], page)
}

/** One application in the employer's view (the answer to a status change). */
export async function employerApplication(applicationId: string) {
  const result = await db.rawQuery(`SELECT ${EMPLOYER_COLUMNS} ${EMPLOYER_FROM} WHERE a.id = ?`, [applicationId])
  const row = result.rows[0] as EmployerApplicationRow | undefined
  if (!row) throw new ApplicationNotFoundException()
  const history = await historyOf([row.a_id])
  return transformEmployerApplication(row, history.get(row.a_id)!)
}

export interface ApplicationRecord {
  id: string
  userId: string
  jobId: string
  jobOwnerId: string
  jobTitle: string
  companyName: string
  status: ApplicationStatus
  resume: { key: string; name: string; mime: string; size: number } | null
}

/** An application for policies and actions (404 unknown or not a uuid). */
export async function findApplication(id: string): Promise<ApplicationRecord> {
  const row = UUID.test(id)
    ? await db
        .from('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .leftJoin('resume_uploads as r', 'r.id', 'a.resume_upload_id')
        .where('a.id', id)
        .select(
          'a.id',
          'a.user_id',
          'a.job_id',
          'a.status',
          'j.owner_id',
          'j.title',
          'j.company_name',
          'r.key as r_key',
          'r.original_name as r_name',
          'r.mime as r_mime',
          'r.size as r_size'
        )
        .first()
    : null
  if (!row) throw new ApplicationNotFoundException()
  return {
    id: row.id,
    userId: row.user_id,
    jobId: row.job_id,
    jobOwnerId: row.owner_id,
    jobTitle: row.title,
    companyName: row.company_name,
    status: row.status,
    resume: row.r_key ? { key: row.r_key, name: row.r_name, mime: row.r_mime, size: Number(row.r_size) } : null,
  }
}
