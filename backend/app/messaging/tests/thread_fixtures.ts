import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { provideLiveSink, type LiveEvent } from '#shared/services/live'

/*
| Threads' starting points for tests: an employer's company and job and an
| applicant (rows as the jobs module stores them: this module reaches jobs
| only through its hooks), connections and blocks as the connections
| endpoints store them, and a sink that captures live pushes.
*/

export async function createCompany(owner: User, name: string) {
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
  const job = { id: randomUUID(), title: changes.title ?? 'NERC Compliance Analyst' }
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

export const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

/** An employer with a company and a job, and a candidate who applied to it. */
export async function employerWithApplicant(companyName = 'Grid Works') {
  const employer = await UserFactory.apply('employer').create()
  const candidate = await UserFactory.create()
  const company = await createCompany(employer, companyName)
  const job = await createJob(company)
  await applyTo(job.id, candidate)
  return { employer, candidate, company, job }
}

export async function applyTo(jobId: string, candidate: User) {
  const now = new Date()
  await db.table('applications').insert({
    id: randomUUID(),
    job_id: jobId,
    user_id: candidate.id,
    status: 'applied',
    cover_letter: 'I keep compliance evidence in order.',
    is_eighteen_or_older: true,
    is_authorized_to_work: true,
    does_not_require_sponsorship: true,
    status_changed_at: now,
    created_at: now,
    updated_at: now,
  })
}

export async function connect(requester: User, target: User, status: 'pending' | 'accepted' | 'declined' = 'accepted') {
  const now = new Date()
  await db.table('connections').insert({
    id: randomUUID(),
    requester_id: requester.id,
    target_id: target.id,
    status,
    created_at: now,
    updated_at: now,
  })
}

export async function block(blocker: User, blocked: User) {
  await db.table('user_blocks').insert({ blocker_id: blocker.id, blocked_id: blocked.id, created_at: new Date() })
}

export async function participantRow(threadId: string, user: User) {
  return db.from('thread_participants').where({ thread_id: threadId, user_id: user.id }).firstOrFail()
}

/** Captures what is pushed to users' live channels until `stop()`. */
export function captureLive() {
  const events: { channel: string; event: LiveEvent }[] = []
  provideLiveSink((channel, event) => {
    events.push({ channel, event: JSON.parse(JSON.stringify(event)) })
  })
  return {
    events,
    of: (user: User) => events.filter((entry) => entry.channel === `users/${user.id}`).map((entry) => entry.event),
    clear: () => events.splice(0, events.length),
    stop: () => provideLiveSink(null),
  }
}

export const iso = (value: Date | string) => new Date(value).toISOString()
