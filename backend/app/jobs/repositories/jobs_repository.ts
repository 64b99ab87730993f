import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { InteractionType } from '#jobs/constants'

/*
| Writes to jobs and the rows that hang off a job (interactions, reports),
| and the reads a write decides on, inside the caller's transaction where
| it has one (every query through `trx`: PGlite has one session).
*/

export interface JobToApply {
  id: string
  owner_id: string
  title: string
  status: string
}

/** The job an application is made to, or null; a hidden company's job is unknown here as on every read. */
export async function jobToApply(trx: TransactionClientContract, jobId: string) {
  const job = await trx
    .from('jobs as j')
    .join('companies as c', 'c.id', 'j.company_id')
    .where('j.id', jobId)
    .whereNull('c.hidden_at')
    .select('j.id', 'j.owner_id', 'j.title', 'j.status')
    .first()
  return (job ?? null) as JobToApply | null
}

/** Moves the job's applicant count by `delta` (an application made or withdrawn). */
export async function changeApplicantCount(trx: TransactionClientContract, jobId: string, delta: 1 | -1) {
  const query = trx.from('jobs').where('id', jobId)
  await (delta > 0 ? query.increment('applicant_count', 1) : query.decrement('applicant_count', 1))
}

/** Deletes a job with its interactions and reports. */
export async function deleteJobWithDependents(trx: TransactionClientContract, jobId: string) {
  await trx.from('job_interactions').where('job_id', jobId).delete()
  await trx.from('job_reports').where('job_id', jobId).delete()
  await trx.from('jobs').where('id', jobId).delete()
}

/** True when moderation hid the job (its employer may not put it back on its own). */
export async function isHiddenByModeration(trx: TransactionClientContract, jobId: string) {
  const row = await trx.from('jobs').where('id', jobId).select('moderation_hidden').firstOrFail()
  return Boolean(row.moderation_hidden)
}

/** The owner of a company, who owns its jobs. */
export async function companyOwnerId(trx: TransactionClientContract, companyId: string) {
  const row = await trx.from('companies').where('id', companyId).select('owner_id').firstOrFail()
  return row.owner_id as string
}

/** A company's new name reaches its jobs (their copy of it feeds their full text). */
export async function renameCompanyJobs(trx: TransactionClientContract, companyId: string, name: string) {
  await trx.from('jobs').where('company_id', companyId).update({ company_name: name })
}

/** Files a pending report; null when this reporter already reported the job. */
export async function insertJobReport(jobId: string, reporterId: string, reason: string | null) {
  const result = await db.rawQuery(
    `INSERT INTO job_reports (id, job_id, reporter_id, reason, status, created_at) VALUES (?, ?, ?, ?, 'pending', now())
     ON CONFLICT (job_id, reporter_id) DO NOTHING RETURNING id`,
    [randomUUID(), jobId, reporterId, reason]
  )
  return result.rows.length ? (result.rows[0].id as string) : null
}

/** What a report tells moderation about the job: its owner and text; null once deleted. */
export async function reportedJob(jobId: string) {
  const job = await db.from('jobs').where('id', jobId).select('owner_id', 'title', 'description').first()
  return job
    ? { ownerId: job.owner_id as string, title: job.title as string, description: job.description as string | null }
    : null
}

/** Saves or likes a job, or undoes it when it was already there: true when it was added. */
export async function toggleJobInteraction(
  trx: TransactionClientContract,
  jobId: string,
  userId: string,
  type: InteractionType
) {
  const inserted = await trx.rawQuery(
    `INSERT INTO job_interactions (job_id, user_id, type, created_at) VALUES (?, ?, ?, now())
     ON CONFLICT DO NOTHING RETURNING job_id`,
    [jobId, userId, type]
  )
  const added = inserted.rows.length > 0
  if (!added) await trx.from('job_interactions').where({ job_id: jobId, user_id: userId, type }).delete()
  return added
}
