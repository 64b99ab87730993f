import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ApplicationStatus } from '#jobs/constants'

/*
| Writes to applications, their status history and the résumés they carry,
| inside the caller's transaction where it has one (every query through
| `trx`: PGlite has one session).
*/

export interface NewApplication {
  jobId: string
  userId: string
  coverLetter: string
  selectedSkills: string[]
  selectedAvailability: string[]
  resumeUploadId: string | null
}

/**
 * True when `resumeId` is one of the user's own uploads. The row stays locked until the application that carries it
 * commits, so the purge of unattached résumés (which skips locked rows) cannot remove it in between.
 */
export async function ownsResume(trx: TransactionClientContract, resumeId: string, userId: string) {
  return Boolean(await trx.from('resume_uploads').where({ id: resumeId, user_id: userId }).forShare().first())
}

/**
 * Deletes, in the caller's transaction, up to `batch` résumés uploaded before `cutoff` that no application carries,
 * and answers their storage keys (the caller removes the files before it commits). Two statements: the rows are
 * locked first (rows another transaction holds, such as an application being made with one, are skipped), then
 * deleted only if still unattached in a snapshot taken after the locks, which sees every application that locked
 * its résumé before. `scanned`: rows looked at, to tell whether another batch may follow.
 */
export async function deleteUnattachedResumes(trx: TransactionClientContract, cutoff: Date, batch: number) {
  const claimed = await trx.rawQuery(
    `SELECT u.id FROM resume_uploads u
      WHERE u.created_at < :cutoff
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.resume_upload_id = u.id)
      ORDER BY u.created_at
      LIMIT :batch
      FOR UPDATE SKIP LOCKED`,
    { cutoff, batch }
  )
  const ids = (claimed.rows as { id: string }[]).map((row) => row.id)
  if (!ids.length) return { scanned: 0, keys: [] as string[] }
  const deleted = await trx.rawQuery(
    `DELETE FROM resume_uploads r
      WHERE r.id = ANY(CAST(:ids AS uuid[]))
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.resume_upload_id = r.id)
    RETURNING r.key`,
    // An array literal (uuids need no quoting): the query builder would spread an array into a list of values.
    { ids: `{${ids.join(',')}}` }
  )
  return { scanned: ids.length, keys: (deleted.rows as { key: string }[]).map((row) => row.key) }
}

/** A new `applied` application (the candidate confirmed the three eligibility answers); answers its id. */
export async function insertApplication(trx: TransactionClientContract, input: NewApplication, now: Date) {
  const id = randomUUID()
  await trx.table('applications').insert({
    id,
    job_id: input.jobId,
    user_id: input.userId,
    status: 'applied',
    cover_letter: input.coverLetter,
    selected_skills: [...new Set(input.selectedSkills)],
    selected_availability: [...new Set(input.selectedAvailability)],
    is_eighteen_or_older: true,
    is_authorized_to_work: true,
    does_not_require_sponsorship: true,
    resume_upload_id: input.resumeUploadId,
    status_changed_at: now,
    created_at: now,
    updated_at: now,
  })
  return id
}

/** One entry of an application's history (`from` null: it was made). */
export async function recordStatusChange(
  trx: TransactionClientContract,
  change: { applicationId: string; from: ApplicationStatus | null; to: ApplicationStatus; changedBy: string },
  now: Date
) {
  await trx.table('application_status_changes').insert({
    id: randomUUID(),
    application_id: change.applicationId,
    from_status: change.from,
    to_status: change.to,
    changed_by: change.changedBy,
    created_at: now,
  })
}

export interface LockedApplication {
  status: ApplicationStatus
  job_id: string
  user_id: string
  title: string
  company_name: string
  owner_id: string
}

/** Locks an application's row (its job joined for the notices), or null when there is none. */
export async function lockApplicationWithJob(trx: TransactionClientContract, applicationId: string) {
  const row = await trx
    .from('applications as a')
    .join('jobs as j', 'j.id', 'a.job_id')
    .where('a.id', applicationId)
    .forUpdate('a')
    .select('a.status', 'a.user_id', 'a.job_id', 'j.title', 'j.company_name', 'j.owner_id')
    .first()
  return (row ?? null) as LockedApplication | null
}

/** Moves an application to `to`; the first move out of applied (it never comes back) is its first response. */
export async function setApplicationStatus(
  trx: TransactionClientContract,
  applicationId: string,
  to: ApplicationStatus,
  now: Date
) {
  await trx
    .from('applications')
    .where('id', applicationId)
    .update({
      status: to,
      status_changed_at: now,
      updated_at: now,
      first_response_at: trx.raw('coalesce(first_response_at, ?)', [now]),
    })
}

/** Deletes an application (its history cascades). */
export async function deleteApplication(trx: TransactionClientContract, applicationId: string) {
  await trx.from('applications').where('id', applicationId).delete()
}

/** Keeps the employer's private note (null clears it, and its time). */
export async function saveEmployerNote(applicationId: string, note: string | null, now: Date) {
  await db
    .from('applications')
    .where('id', applicationId)
    .update({ employer_note: note, employer_note_updated_at: note ? now : null })
}

export interface NewResumeUpload {
  id: string
  userId: string
  key: string
  originalName: string
  mime: string
  size: number
}

export async function insertResumeUpload(trx: TransactionClientContract, upload: NewResumeUpload) {
  await trx.table('resume_uploads').insert({
    id: upload.id,
    user_id: upload.userId,
    key: upload.key,
    original_name: upload.originalName,
    mime: upload.mime,
    size: upload.size,
    created_at: new Date(),
  })
}

export interface OverdueApplication {
  id: string
  job_id: string
  user_id: string
  title: string
  company_name: string
  created_at: Date
}

/**
 * Claims up to `batch` applications still `applied`, never answered, never
 * reported overdue and made before `cutoff`, in one autocommitted statement
 * (overdue_notified_at set; rows another instance is claiming are skipped,
 * rows it has just claimed no longer qualify when re-checked). Oldest first.
 */
export async function claimOverdueApplications(now: Date, cutoff: Date, batch: number) {
  const result = await db.rawQuery(
    `UPDATE applications a
        SET overdue_notified_at = :now
       FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE a.id IN (SELECT w.id FROM applications w
                      WHERE w.status = 'applied' AND w.overdue_notified_at IS NULL
                        AND w.first_response_at IS NULL AND w.created_at <= :cutoff
                      ORDER BY w.created_at
                      LIMIT :batch
                      FOR UPDATE OF w SKIP LOCKED)
        AND a.status = 'applied' AND a.overdue_notified_at IS NULL AND a.first_response_at IS NULL
        AND j.id = a.job_id
    RETURNING a.id, a.job_id, a.user_id, a.created_at, j.title, c.name AS company_name`,
    { now, cutoff, batch }
  )
  // RETURNING keeps no order.
  return (result.rows as OverdueApplication[]).sort((x, y) => +new Date(x.created_at) - +new Date(y.created_at))
}
