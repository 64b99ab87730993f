import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReferralJob } from '#referrals/contract'

/*
| What the referrals module reads of jobs, companies and applications, through
| the ports this module provides from its start.ts.
*/

interface ReferralJobRow {
  id: string
  title: string
  pay_rate: string | number
  pay_unit: string
  company_id: string
  company_name: string
  status: string
  owner_id: string
}

function jobsQuery(client: QueryClientContract | TransactionClientContract) {
  return client
    .from('jobs as j')
    .join('companies as c', 'c.id', 'j.company_id')
    .select(
      'j.id',
      'j.title',
      'j.pay_rate',
      'j.pay_unit',
      'j.company_id',
      'c.name as company_name',
      'j.status',
      'j.owner_id'
    )
}

function referralJobOf(row: ReferralJobRow): ReferralJob {
  return {
    id: row.id,
    title: row.title,
    payRate: String(row.pay_rate),
    payUnit: row.pay_unit,
    companyId: row.company_id,
    companyName: row.company_name,
    status: row.status,
    ownerId: row.owner_id,
  }
}

/** The job a referral is about ('jobs:referral-job'), inside the caller's transaction when given. */
export async function referralJob(jobId: string, client?: TransactionClientContract): Promise<ReferralJob | null> {
  const row = (await jobsQuery(client ?? db.connection())
    .where('j.id', jobId)
    .first()) as ReferralJobRow | null
  return row ? referralJobOf(row) : null
}

/** The jobs of a referral list, by id ('jobs:referral-jobs'). */
export async function referralJobs(jobIds: string[]): Promise<Map<string, ReferralJob>> {
  const jobs = new Map<string, ReferralJob>()
  if (jobIds.length === 0) return jobs
  const rows = (await jobsQuery(db.connection()).whereIn('j.id', [...new Set(jobIds)])) as ReferralJobRow[]
  for (const row of rows) jobs.set(row.id, referralJobOf(row))
  return jobs
}

/** The candidate's application to the job, if any ('jobs:application-of'), for the referrer's stage words. */
export async function applicationOf(candidateId: string, jobId: string, client: TransactionClientContract) {
  const row = await client
    .from('applications')
    .where({ user_id: candidateId, job_id: jobId })
    .select('id', 'status')
    .first()
  return row ? { id: row.id as string, status: row.status as string } : null
}
