import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReferralJob } from '#referrals/contract'

/** The job a referral is about, for the referrals module's 'jobs:referral-job' port (inside its transaction when given). */
export async function referralJob(jobId: string, client?: TransactionClientContract): Promise<ReferralJob | null> {
  const row = await (client ?? db)
    .from('jobs')
    .where('id', jobId)
    .select('id', 'title', 'company_name', 'status', 'owner_id')
    .first()
  return row
    ? { id: row.id, title: row.title, companyName: row.company_name, status: row.status, ownerId: row.owner_id }
    : null
}

/** The candidate's application to the job, if any, for the referrals module's 'jobs:application-of' port. */
export async function applicationOf(candidateId: string, jobId: string, client: TransactionClientContract) {
  const row = await client
    .from('applications')
    .where({ user_id: candidateId, job_id: jobId })
    .select('id', 'status')
    .first()
  return row ? { id: row.id as string, status: row.status as string } : null
}
