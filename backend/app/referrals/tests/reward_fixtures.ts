import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { provideLiveSink, type LiveEvent } from '#shared/services/live'
import { unlockRewards } from '#referrals/actions/unlock_rewards'

/*
| Starting points for the rewards, notifications and stage tests: jobs,
| applications and referrals written as rows (this module reaches jobs only
| through its events), and acceptances counted the way PATCH
| /api/referrals/{id} counts them.
*/

export const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

/** An employer with a company and an active job. */
export async function employerJob(title = 'NERC Compliance Analyst', employer?: User) {
  const owner = employer ?? (await UserFactory.apply('employer').create())
  const now = new Date()
  const company = { id: randomUUID(), name: `Grid Works ${randomUUID().slice(0, 8)}` }
  await db.table('companies').insert({ ...company, owner_id: owner.id, created_at: now, updated_at: now })
  const job = { id: randomUUID(), title }
  await db.table('jobs').insert({
    id: job.id,
    company_id: company.id,
    owner_id: owner.id,
    company_name: company.name,
    title,
    description: 'Keep our reliability standards evidence in order.',
    category: 'Specialist & Support Roles',
    pay_rate: 30,
    pay_unit: 'hr',
    hourly_rate: 30,
    schedule: 'Full-time',
    location: 'Austin',
    state: 'Texas',
    country: 'United States',
    zip_code: '73301',
    experience_level: 'Entry Level',
    status: 'active',
    created_at: now,
    updated_at: now,
  })
  return { owner, company, job }
}

/** The candidate's application to the job, as the jobs module stores it (status `applied`). */
export async function applicationRow(jobId: string, candidate: User) {
  const now = new Date()
  const id = randomUUID()
  await db.table('applications').insert({
    id,
    job_id: jobId,
    user_id: candidate.id,
    status: 'applied',
    cover_letter: 'I keep compliance evidence in order and would love to do it for you, every single day.',
    is_eighteen_or_older: true,
    is_authorized_to_work: true,
    does_not_require_sponsorship: true,
    status_changed_at: now,
    created_at: now,
    updated_at: now,
  })
  await db.from('jobs').where('id', jobId).increment('applicant_count', 1)
  return id
}

export interface ReferralRowInput {
  jobId: string
  referrer: User
  /** Null: a referral by link to someone who has not signed up. */
  candidate: User | null
  status?: 'pending' | 'accepted' | 'declined'
  applicationId?: string | null
  applicationStage?: string | null
  createdAt?: Date
}

/** A referral as refcore's endpoints store it. */
export async function referralRow(input: ReferralRowInput) {
  const now = input.createdAt ?? new Date()
  const id = randomUUID()
  await db.table('referrals').insert({
    id,
    job_id: input.jobId,
    referrer_id: input.referrer.id,
    candidate_id: input.candidate?.id ?? null,
    candidate_email: input.candidate?.email ?? `someone-${id}@example.com`,
    origin: input.candidate ? 'ask' : 'link',
    message: 'Would you refer me?',
    status: input.status ?? 'accepted',
    referral_code: id.replaceAll('-', ''),
    application_id: input.applicationId ?? null,
    application_stage: input.applicationStage ?? null,
    responded_at: (input.status ?? 'accepted') === 'pending' ? null : now,
    created_at: now,
    updated_at: now,
  })
  return id
}

/**
 * One acceptance counted for the referrer, as PATCH /api/referrals/{id}
 * will: the count goes up and the tiers unlock in the same transaction.
 */
export async function countAcceptance(referrerId: string, referralId: string) {
  return db.transaction(async (trx) => {
    const result = await trx.rawQuery(
      `UPDATE users SET referral_count = referral_count + 1 WHERE id = ? RETURNING referral_count, user_type`,
      [referrerId]
    )
    const { referral_count: referralCount, user_type: userType } = result.rows[0]
    return unlockRewards(trx, { userId: referrerId, userType, referralCount, referralId })
  })
}

/** Captures what is pushed to users' live channels until `stop()`. */
export function captureLive() {
  const events: { channel: string; event: LiveEvent }[] = []
  provideLiveSink((channel, event) => {
    events.push({ channel, event: JSON.parse(JSON.stringify(event)) })
  })
  return {
    of: (user: User) => events.filter((entry) => entry.channel === `users/${user.id}`).map((entry) => entry.event),
    stop: () => provideLiveSink(null),
  }
}

export const iso = (value: Date | string) => new Date(value).toISOString()
