import db from '@adonisjs/lucid/services/db'
import type { JobSummary } from '#messaging/contract'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/*
| What the messaging module asks of jobs (its ports, provided from
| #jobs/start): a job's line in a thread, and whether two people are linked
| through an application.
*/

/** A job's id, title, company, owner and status, whatever its status (the caller decides). */
export async function jobSummaryForMessaging(jobId: string): Promise<JobSummary | null> {
  if (!UUID.test(jobId)) return null
  const row = await db
    .from('jobs')
    .where('id', jobId)
    .select('id', 'title', 'company_name', 'owner_id', 'status')
    .first()
  if (!row) return null
  return { id: row.id, title: row.title, company: row.company_name, ownerId: row.owner_id, status: row.status }
}

/** True when one of the two applied to a job the other owns (to `jobId` when given). */
export async function linkedThroughApplication(userA: string, userB: string, jobId: string | null) {
  if (jobId !== null && !UUID.test(jobId)) return false
  const query = db
    .from('applications as a')
    .join('jobs as j', 'j.id', 'a.job_id')
    .where((pair) =>
      pair
        .where((one) => one.where('a.user_id', userA).where('j.owner_id', userB))
        .orWhere((other) => other.where('a.user_id', userB).where('j.owner_id', userA))
    )
    .select('a.id')
  if (jobId !== null) query.where('a.job_id', jobId)
  return Boolean(await query.first())
}
