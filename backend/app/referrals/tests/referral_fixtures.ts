import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { provideLiveSink } from '#shared/services/live'

/*
| Referrals' starting points for tests: companies and jobs as the jobs
| module stores them (this module reaches jobs only through its model and
| events), the application form that passes, and the calls themselves.
*/

export const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

/** A form that passes every rule of part 2 §5 (POST /api/jobs/{id}/apply). */
export const VALID_APPLICATION = {
  coverLetter: 'I have kept NERC CIP evidence in order for five years and would love to do it for you.',
  selectedSkills: ['Communication', 'Attention to Detail'],
  selectedAvailability: ['Monday - Friday', 'Flexible Hours'],
  isEighteenOrOlder: true,
  isAuthorizedToWork: true,
  doesNotRequireSponsorship: true,
}

export async function createCompany(owner: User, name = 'Grid Works') {
  const now = new Date()
  const id = randomUUID()
  await db.table('companies').insert({ id, owner_id: owner.id, name, created_at: now, updated_at: now })
  return { id, name, ownerId: owner.id }
}

export async function createJob(
  company: { id: string; name: string; ownerId: string },
  changes: { title?: string; status?: 'active' | 'paused' } = {}
) {
  const now = new Date()
  const job = { id: randomUUID(), title: changes.title ?? 'NERC Compliance Analyst', companyId: company.id }
  await db.table('jobs').insert({
    id: job.id,
    company_id: company.id,
    owner_id: company.ownerId,
    company_name: company.name,
    title: job.title,
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
    status: changes.status ?? 'active',
    created_at: now,
    updated_at: now,
  })
  return job
}

/**
 * An employer with a company and an active job, a candidate and a referrer
 * (named), each with a verified address (an invitation reaches a member's
 * account only once they verified the address it went to).
 */
export async function referralScene() {
  const employer = await UserFactory.apply('employer').merge({ name: 'Erin Boss', emailVerified: true }).create()
  const candidate = await UserFactory.merge({ name: 'Dana Reyes', emailVerified: true }).create()
  const referrer = await UserFactory.merge({ name: 'Riley Chen', emailVerified: true }).create()
  const company = await createCompany(employer)
  const job = await createJob(company)
  return { employer, candidate, referrer, company, job }
}

export function ask(client: ApiClient, user: User, body: Record<string, unknown>) {
  return client.post('/api/referrals').json(body).withCsrfToken().loginAs(user)
}

export function invite(client: ApiClient, user: User, body: Record<string, unknown>) {
  return client.post('/api/referrals/invite').json(body).withCsrfToken().loginAs(user)
}

export function answer(client: ApiClient, user: User, id: string, status: unknown) {
  return client.patch(`/api/referrals/${id}`).json({ status }).withCsrfToken().loginAs(user)
}

export function applyTo(client: ApiClient, user: User, jobId: string) {
  return client.post(`/api/jobs/${jobId}/apply`).json(VALID_APPLICATION).withCsrfToken().loginAs(user)
}

/** Asks and expects the 201; the referral's id. */
export async function asked(client: ApiClient, candidate: User, referrer: User, jobId: string, message = '') {
  const response = await ask(client, candidate, { jobId, referrerId: referrer.id, message })
  if (response.status() !== 201) throw new Error(`ask: ${response.status()} ${response.text()}`)
  return response.body().id as string
}

/** `blocker` blocks `blocked`, as messaging stores it (POST /api/users/{id}/block); answers the undo. */
export async function blockUser(blocker: User, blocked: User) {
  await db.table('user_blocks').insert({ blocker_id: blocker.id, blocked_id: blocked.id, created_at: new Date() })
  return () => db.from('user_blocks').where({ blocker_id: blocker.id, blocked_id: blocked.id }).delete()
}

export async function notificationsOf(user: User) {
  return db
    .from('referral_notifications')
    .where('user_id', user.id)
    .orderBy('created_at')
    .select('referral_id', 'type', 'message', 'is_read')
}

/** Captures what is pushed to users' live channels until `stop()`. */
export function captureLive() {
  const events: { channel: string; event: unknown }[] = []
  provideLiveSink((channel, event) => {
    events.push({ channel, event: JSON.parse(JSON.stringify(event)) })
  })
  return {
    of: (user: User) => events.filter((entry) => entry.channel === `users/${user.id}`).map((entry) => entry.event),
    stop: () => provideLiveSink(null),
  }
}

export const iso = (value: Date | string) => new Date(value).toISOString()
