import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ApplicationStatus } from '#jobs/constants'

/*
| Application rows for tests of what reads applications (response
| deadlines, response figures, the jobs read side), written straight to the
| tables as the apply and status actions would leave them: the row, its
| history (submission, then the first response when there was one) and the
| job's applicant_count.
*/

export interface ApplicationRowInput {
  jobId: string
  userId: string
  /** When the candidate applied (default now). */
  createdAt?: Date
  /** Default `applied`, or `viewed` when `respondedAfterMs` is given. */
  status?: ApplicationStatus
  /** The first response came this long after applying (sets first_response_at); none when undefined. */
  respondedAfterMs?: number
  overdueNotifiedAt?: Date | null
}

export async function insertApplication(input: ApplicationRowInput) {
  const id = randomUUID()
  const createdAt = input.createdAt ?? new Date()
  const firstResponseAt =
    input.respondedAfterMs === undefined ? null : new Date(createdAt.getTime() + input.respondedAfterMs)
  const status = input.status ?? (firstResponseAt ? 'viewed' : 'applied')
  await db.table('applications').insert({
    id,
    job_id: input.jobId,
    user_id: input.userId,
    status,
    cover_letter: 'I keep CIP evidence audit-ready and would love to do the same for your team here.',
    selected_skills: ['Communication'],
    selected_availability: ['Full-time'],
    is_eighteen_or_older: true,
    is_authorized_to_work: true,
    does_not_require_sponsorship: true,
    status_changed_at: firstResponseAt ?? createdAt,
    first_response_at: firstResponseAt,
    overdue_notified_at: input.overdueNotifiedAt ?? null,
    created_at: createdAt,
    updated_at: firstResponseAt ?? createdAt,
  })
  const history: {
    id: string
    application_id: string
    from_status: string | null
    to_status: string
    created_at: Date
  }[] = [{ id: randomUUID(), application_id: id, from_status: null, to_status: 'applied', created_at: createdAt }]
  if (firstResponseAt && status !== 'applied') {
    history.push({
      id: randomUUID(),
      application_id: id,
      from_status: 'applied',
      to_status: status,
      created_at: firstResponseAt,
    })
  }
  await db.table('application_status_changes').multiInsert(history)
  await db.from('jobs').where('id', input.jobId).increment('applicant_count', 1)
  return { id, createdAt, firstResponseAt, status }
}
