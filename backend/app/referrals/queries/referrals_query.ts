import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { port } from '#shared/modules/registry'
import { decodeTimeIdCursor, slicePage, sqlLimit, timeIdCursor } from '#shared/pagination/keyset'
import type { ReferralStatus } from '#referrals/constants'
import type { JobReferralAnswer, ReferralAnswer, ReferralListAnswer } from '#referrals/contract'
import { ReferralJobNotFoundException, ReferralNotFoundException } from '#referrals/exceptions'
import { transformJobReferral, transformReferral, type ReferralRow } from '#referrals/transformers/referral_transformer'

/*
| The read side of referrals: one query per answer with both people joined;
| the job and its company, and the candidate's application for a job, come
| from the jobs module's ports.
*/

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

const SELECT = `
  SELECT r.id, r.status, r.origin, r.message, r.created_at, r.viewed_at, r.candidate_email, r.application_stage,
         r.job_id,
         ru.id AS referrer_id, ru.name AS referrer_name, ru.email AS referrer_email,
         r.asked_by_email,
         cu.id AS candidate_id, cu.name AS candidate_name
    FROM referrals r
    JOIN users ru ON ru.id = r.referrer_id
    LEFT JOIN users cu ON cu.id = r.candidate_id`

type ReferralBaseRow = Omit<ReferralRow, 'job_title' | 'pay_rate' | 'pay_unit' | 'company_id' | 'company_name'>

/** The rows with their jobs' fields from the jobs module; a referral whose job is not there is left out. */
async function withJobs(rows: ReferralBaseRow[]): Promise<ReferralRow[]> {
  const resolve = port('jobs:referral-jobs')
  if (!resolve || rows.length === 0) return []
  const jobs = await resolve(rows.map((row) => row.job_id))
  return rows.flatMap((row) => {
    const job = jobs.get(row.job_id)
    if (!job) return []
    return [
      {
        ...row,
        job_title: job.title,
        pay_rate: job.payRate,
        pay_unit: job.payUnit,
        company_id: job.companyId,
        company_name: job.companyName,
      },
    ]
  })
}

/**
 * GET /api/users/{userId}/referrals/received (asked of them) or /sent (they
 * asked): a page, newest first, keyset on (created_at, id). The page is cut
 * before the jobs are read, so a referral whose job is gone leaves a page
 * shorter, never a gap in the walk.
 */
export async function referralList(
  userId: string,
  side: 'received' | 'sent',
  page: { limit: number; cursor?: string | null }
): Promise<ReferralListAnswer> {
  const column = side === 'received' ? 'r.referrer_id' : 'r.candidate_id'
  const c = decodeTimeIdCursor(page.cursor)
  const result = await db.rawQuery(
    `${SELECT} WHERE ${column} = :userId ${c ? 'AND (r.created_at, r.id) < (:cTime, :cId)' : ''}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${sqlLimit(page.limit + 1)}`,
    { userId, ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  const rows = result.rows as ReferralBaseRow[]
  const sliced = slicePage(rows, page.limit, (last) => timeIdCursor(new Date(last.created_at), last.id))
  return {
    referrals: (await withJobs(sliced.items)).map((row) => transformReferral(row, userId)),
    hasMore: sliced.hasMore,
    nextCursor: sliced.nextCursor,
  }
}

/** One referral as its referrer or candidate (`readerId`) sees it. */
export async function referralAnswer(id: string, readerId: string): Promise<ReferralAnswer> {
  const result = await db.rawQuery(`${SELECT} WHERE r.id = ?`, [id])
  const [row] = await withJobs(result.rows.slice(0, 1))
  if (!row) throw new ReferralNotFoundException()
  return transformReferral(row, readerId)
}

/**
 * GET /api/jobs/{jobId}/referrals: the job's referrals, newest first. An
 * invitation by e-mail is the invited person's business until they accept
 * it: the employer sees it only then.
 */
export async function jobReferrals(jobId: string): Promise<JobReferralAnswer[]> {
  const result = await db.rawQuery(
    `${SELECT} WHERE r.job_id = ? AND (r.origin = 'ask' OR r.status = 'accepted') ORDER BY r.created_at DESC, r.id DESC`,
    [jobId]
  )
  return (await withJobs(result.rows)).map(transformJobReferral)
}

/** A referral for policies: its parties and its job's owner (404 unknown or not a uuid). */
export interface ReferralRef {
  id: string
  origin: 'ask' | 'link'
  jobId: string
  jobOwnerId: string
  referrerId: string
  candidateId: string | null
  status: ReferralStatus
}

export async function findReferral(id: unknown): Promise<ReferralRef> {
  const row = isUuid(id)
    ? await db
        .from('referrals as r')
        .where('r.id', id)
        .select('r.id', 'r.origin', 'r.job_id', 'r.referrer_id', 'r.candidate_id', 'r.status')
        .first()
    : null
  const resolve = port('jobs:referral-job')
  const job = row && resolve ? await resolve(row.job_id) : null
  if (!row || !job) throw new ReferralNotFoundException()
  return {
    id: row.id,
    origin: row.origin,
    jobId: row.job_id,
    jobOwnerId: job.ownerId,
    referrerId: row.referrer_id,
    candidateId: row.candidate_id,
    status: row.status,
  }
}

/** The job a referral is about (404 unknown, not a uuid, or no jobs module), read through the jobs module's port. */
export async function referralJob(jobId: unknown, client?: TransactionClientContract) {
  const resolve = port('jobs:referral-job')
  const job = resolve && isUuid(jobId) ? await resolve(jobId, client) : null
  if (!job) throw new ReferralJobNotFoundException()
  return job
}

/** The candidate's application to the job, if any (its status for the referrer's stage words). */
export async function applicationOf(trx: TransactionClientContract, candidateId: string, jobId: string) {
  const resolve = port('jobs:application-of')
  return resolve ? resolve(candidateId, jobId, trx) : null
}

/** A member by e-mail (lowercased) or id; `emailVerified` says whether they proved the address is theirs. */
export async function memberBy(
  trx: TransactionClientContract | typeof db,
  where: { email: string } | { id: string }
): Promise<{ id: string; name: string; email: string; userType: string; emailVerified: boolean } | null> {
  const query = trx.from('users').select('id', 'name', 'email', 'user_type', 'email_verified')
  if ('email' in where) query.whereRaw('lower(email) = ?', [where.email.toLowerCase()])
  else if (isUuid(where.id)) query.where('id', where.id)
  else return null
  const row = await query.first()
  return row
    ? {
        id: row.id,
        name: row.name,
        email: row.email,
        userType: row.user_type,
        emailVerified: Boolean(row.email_verified),
      }
    : null
}

/** The candidate's referral by this referrer for the job, whichever way it was made, or null. */
export async function referralBetween(
  trx: TransactionClientContract,
  where: { candidateId: string; jobId: string; referrerId: string }
): Promise<{ status: ReferralStatus } | null> {
  const row = await trx
    .from('referrals')
    .where({ candidate_id: where.candidateId, job_id: where.jobId, referrer_id: where.referrerId })
    .select('status')
    .first()
  return row ?? null
}

/** How many of the candidate's requests ('ask') are waiting for an answer. */
export async function pendingAskCount(trx: TransactionClientContract, candidateId: string) {
  const pending = await trx
    .from('referrals')
    .where({ candidate_id: candidateId, status: 'pending', origin: 'ask' })
    .select('id')
  return pending.length
}

/** Whether an invitation for the job went to the address (lowercased), from anyone or from `referrerId`. */
export async function invitationSent(
  client: TransactionClientContract | typeof db,
  where: { jobId: string; email: string; referrerId?: string }
) {
  const row = await client
    .from('referrals')
    .where(
      where.referrerId
        ? { referrer_id: where.referrerId, job_id: where.jobId, origin: 'link' }
        : { job_id: where.jobId, origin: 'link' }
    )
    .whereRaw('lower(candidate_email) = ?', [where.email])
    .first()
  return Boolean(row)
}

/** A member's name, or null when there is no such member. */
export async function memberName(trx: TransactionClientContract, userId: string): Promise<string | null> {
  const row = await trx.from('users').where('id', userId).select('name').first()
  return row ? (row.name as string) : null
}
