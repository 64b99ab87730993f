import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { insertApplication } from '#jobs/database/factories/application_row_factory'
import Company from '#jobs/models/company'
import SweepOverdueApplications from '#jobs/actions/sweep_overdue_applications'
import RefreshResponseFigures from '#jobs/actions/refresh_response_figures'
import { responseSweepRunning, startResponseSweep } from '#jobs/scheduler'
import type { ApplicationOverdue } from '#jobs/contract'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** A fixed "now" for the sweep; rows are dated relative to it. */
const NOW = new Date('2026-11-20T12:00:00.000Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)

async function employerJob(companyName = 'Apex Grid', title = 'NERC Compliance Analyst') {
  const owner = await UserFactory.apply('employer').create()
  const company = await createCompany(owner, companyName)
  const job = await createJob(company, { title })
  return { owner, company, job }
}

async function overdueNotes(applicationIds: string[]) {
  return db
    .from('notifications')
    .where('type', 'application_overdue')
    .whereIn('entity_id', applicationIds)
    .orderBy('entity_id')
    .select('user_id', 'actor_id', 'type', 'entity_type', 'entity_id', 'comment_id', 'message', 'is_read')
}

/** Records the overdue events emitted while a test runs. */
function recordOverdueEvents(cleanup: (fn: () => void) => void) {
  const events: ApplicationOverdue[] = []
  const record = (event: ApplicationOverdue) => void events.push(event)
  emitter.on('jobs:application_overdue', record)
  cleanup(() => emitter.off('jobs:application_overdue', record))
  return events
}

test.group('response sweep: overdue applications', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('tells the candidate once, after the deadline; not moved, young or already told applications', async ({
    assert,
    cleanup,
  }) => {
    const { job } = await employerJob()
    const [late, young, moved, told, rejected] = await UserFactory.createMany(5)
    const lateApp = await insertApplication({ jobId: job.id, userId: late.id, createdAt: ago(14 * DAY + HOUR) })
    const youngApp = await insertApplication({ jobId: job.id, userId: young.id, createdAt: ago(13 * DAY) })
    const movedApp = await insertApplication({
      jobId: job.id,
      userId: moved.id,
      createdAt: ago(20 * DAY),
      respondedAfterMs: 2 * DAY,
    })
    const toldApp = await insertApplication({
      jobId: job.id,
      userId: told.id,
      createdAt: ago(30 * DAY),
      overdueNotifiedAt: ago(15 * DAY),
    })
    const rejectedApp = await insertApplication({
      jobId: job.id,
      userId: rejected.id,
      createdAt: ago(30 * DAY),
      respondedAfterMs: HOUR,
      status: 'rejected',
    })
    const all = [lateApp.id, youngApp.id, movedApp.id, toldApp.id, rejectedApp.id]
    const events = recordOverdueEvents(cleanup)

    const first = await new SweepOverdueApplications().handle(NOW)
    assert.equal(first.notified, 1)
    assert.deepEqual(events, [
      {
        applicationId: lateApp.id,
        jobId: job.id,
        jobTitle: 'NERC Compliance Analyst',
        companyName: 'Apex Grid',
        candidateId: late.id,
        days: 14,
      },
    ])
    assert.deepEqual(await overdueNotes(all), [
      {
        user_id: late.id,
        actor_id: null,
        type: 'application_overdue',
        entity_type: 'application',
        entity_id: lateApp.id,
        comment_id: null,
        message: 'Apex Grid has not responded to your application for NERC Compliance Analyst yet',
        is_read: false,
      },
    ])
    const rows = await db.from('applications').whereIn('id', all).select('id', 'overdue_notified_at', 'status')
    const notifiedAt = Object.fromEntries(rows.map((row) => [row.id, row.overdue_notified_at?.toISOString() ?? null]))
    assert.deepEqual(notifiedAt, {
      [lateApp.id]: NOW.toISOString(),
      [youngApp.id]: null,
      [movedApp.id]: null,
      [toldApp.id]: ago(15 * DAY).toISOString(),
      [rejectedApp.id]: null,
    })
    // The status is not the sweep's business.
    assert.sameMembers(
      rows.map((row) => row.status),
      ['applied', 'applied', 'viewed', 'applied', 'rejected']
    )

    // Run again at the same moment: nothing new.
    const second = await new SweepOverdueApplications().handle(NOW)
    assert.equal(second.notified, 0)
    assert.lengthOf(await overdueNotes(all), 1)
    assert.lengthOf(events, 1)

    // Two days later the young one is past its deadline too; the late one is not told again.
    const later = await new SweepOverdueApplications().handle(new Date(NOW.getTime() + 2 * DAY))
    assert.equal(later.notified, 1)
    assert.deepEqual(
      (await overdueNotes(all)).map((note) => [note.user_id, note.entity_id]),
      [
        [late.id, lateApp.id],
        [young.id, youngApp.id],
      ].sort((x, y) => (x[1] < y[1] ? -1 : 1))
    )
  })

  test('claims batch after batch until none is left, oldest first', async ({ assert, cleanup }) => {
    const { job } = await employerJob()
    const candidates = await UserFactory.createMany(5)
    const apps = []
    for (const [index, candidate] of candidates.entries()) {
      apps.push(
        await insertApplication({ jobId: job.id, userId: candidate.id, createdAt: ago(30 * DAY - index * HOUR) })
      )
    }
    const events = recordOverdueEvents(cleanup)
    const result = await new SweepOverdueApplications(2).handle(NOW)
    assert.equal(result.notified, 5)
    assert.deepEqual(
      events.map((event) => event.applicationId),
      apps.map((app) => app.id)
    )
    assert.lengthOf(await overdueNotes(apps.map((app) => app.id)), 5)
  })

  test('an application answered at the last moment is not overdue', async ({ assert }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    // Answered 14 days minus a minute after applying, still before the sweep: first_response_at is set.
    const app = await insertApplication({
      jobId: job.id,
      userId: candidate.id,
      createdAt: ago(15 * DAY),
      respondedAfterMs: 14 * DAY - 60_000,
    })
    assert.equal((await new SweepOverdueApplications().handle(NOW)).notified, 0)
    assert.lengthOf(await overdueNotes([app.id]), 0)
  })

  test('honours RESPONSE_DEADLINE_DAYS', async ({ assert, cleanup }) => {
    const previous = env.get('RESPONSE_DEADLINE_DAYS')
    env.set('RESPONSE_DEADLINE_DAYS', 3)
    cleanup(() => {
      env.set('RESPONSE_DEADLINE_DAYS', previous)
      if (previous === undefined) delete process.env.RESPONSE_DEADLINE_DAYS
    })
    const { job } = await employerJob('Bluewater Utilities', 'Records Clerk')
    const [four, two] = await UserFactory.createMany(2)
    const fourDays = await insertApplication({ jobId: job.id, userId: four.id, createdAt: ago(4 * DAY) })
    const twoDays = await insertApplication({ jobId: job.id, userId: two.id, createdAt: ago(2 * DAY) })
    const events = recordOverdueEvents(cleanup)

    assert.equal((await new SweepOverdueApplications().handle(NOW)).notified, 1)
    assert.deepEqual(events, [
      {
        applicationId: fourDays.id,
        jobId: job.id,
        jobTitle: 'Records Clerk',
        companyName: 'Bluewater Utilities',
        candidateId: four.id,
        days: 3,
      },
    ])
    assert.deepEqual(
      (await overdueNotes([fourDays.id, twoDays.id])).map((note) => [note.user_id, note.message]),
      [[four.id, 'Bluewater Utilities has not responded to your application for Records Clerk yet']]
    )
  })

  test('the timer is not started in tests; started by hand it runs the sweep and stops', async ({ assert }) => {
    assert.isFalse(responseSweepRunning())
    assert.isNull(startResponseSweep(0))
    assert.isFalse(responseSweepRunning())

    const { job } = await employerJob('Cedar Retail', 'Warehouse Associate')
    const candidate = await UserFactory.create()
    // Overdue by the real clock (the timer sweeps with the current time).
    const app = await insertApplication({
      jobId: job.id,
      userId: candidate.id,
      createdAt: new Date(Date.now() - 15 * DAY),
    })
    const timer = startResponseSweep(3600, 10)!
    assert.isTrue(responseSweepRunning())
    const deadline = Date.now() + 10_000
    while (
      Date.now() < deadline &&
      !(await db.from('applications').where('id', app.id).whereNotNull('overdue_notified_at').first())
    )
      await new Promise((resolve) => setTimeout(resolve, 50))
    await timer.stop()
    assert.isFalse(responseSweepRunning())
    assert.deepEqual(
      (await overdueNotes([app.id])).map((note) => note.message),
      ['Cedar Retail has not responded to your application for Warehouse Associate yet']
    )
  })
})

test.group('response sweep: two sweeps at once (committed data, separate connections)', () => {
  test('two concurrent sweeps over 30 overdue applications → one notification each', async ({ assert, cleanup }) => {
    const owner = await UserFactory.apply('employer').create()
    const candidates = await UserFactory.createMany(30)
    // A plain company row (no founding number taken from the programme's committed counter).
    const company = await Company.create({ ownerId: owner.id, name: 'Race Grid' })
    const job = await createJob(company, { title: 'Substation Technician' })
    cleanup(async () => {
      await db
        .from('notifications')
        .whereIn('user_id', [owner.id, ...candidates.map((user) => user.id)])
        .delete()
      // Screening may have queued the job: its queue item goes with it.
      await db.from('moderation_items').where('content_id', job.id).delete()
      await db.from('jobs').where('id', job.id).delete()
      await db.from('companies').where('id', company.id).delete()
      await db
        .from('users')
        .whereIn('id', [owner.id, ...candidates.map((user) => user.id)])
        .delete()
    })
    const apps = []
    for (const [index, candidate] of candidates.entries()) {
      apps.push(
        await insertApplication({ jobId: job.id, userId: candidate.id, createdAt: ago(15 * DAY + index * HOUR) })
      )
    }
    const ids = apps.map((app) => app.id)

    const results = await Promise.all([
      new SweepOverdueApplications().handle(NOW),
      new SweepOverdueApplications().handle(NOW),
    ])
    assert.equal(results[0].notified + results[1].notified, 30)
    const notes = await overdueNotes(ids)
    assert.lengthOf(notes, 30)
    assert.sameMembers(
      notes.map((note) => note.entity_id),
      ids
    )
    assert.sameMembers(
      notes.map((note) => note.user_id),
      candidates.map((user) => user.id)
    )
    const waiting = await db.from('applications').whereIn('id', ids).whereNull('overdue_notified_at').count('* as n')
    assert.equal(Number(waiting[0].n), 0)
  }).timeout(60_000)
})

test.group('response sweep: another instance mid-claim (real PostgreSQL: PGlite has one session)', () => {
  test('a sweep skips the rows another instance has locked, without waiting, and never takes them once committed', async ({
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    const candidates = await UserFactory.createMany(12)
    const company = await Company.create({ ownerId: owner.id, name: 'Lock Grid' })
    const job = await createJob(company, { title: 'Relay Technician' })
    const everyone = [owner.id, ...candidates.map((user) => user.id)]
    cleanup(async () => {
      await db.from('notifications').whereIn('user_id', everyone).delete()
      // Screening may have queued the job: its queue item goes with it.
      await db.from('moderation_items').where('content_id', job.id).delete()
      await db.from('jobs').where('id', job.id).delete()
      await db.from('companies').where('id', company.id).delete()
      await db.from('users').whereIn('id', everyone).delete()
    })
    const ids: string[] = []
    for (const candidate of candidates) {
      ids.push((await insertApplication({ jobId: job.id, userId: candidate.id, createdAt: ago(20 * DAY) })).id)
    }
    const [taken, free] = [ids.slice(0, 5), ids.slice(5)]

    // Instance A has claimed five rows in a transaction it has not committed yet.
    const other = await db.transaction()
    await other.rawQuery(`UPDATE applications SET overdue_notified_at = ? WHERE id = ANY(?::uuid[])`, [NOW, taken])
    const started = Date.now()
    const b = await new SweepOverdueApplications().handle(NOW)
    assert.isBelow(Date.now() - started, 5000)
    assert.equal(b.notified, 7)
    await other.commit()
    assert.equal((await new SweepOverdueApplications().handle(NOW)).notified, 0)
    assert.sameMembers(
      (await overdueNotes(ids)).map((note) => note.entity_id),
      free
    )
  })
    .skip(Boolean(process.env.DB_EMBEDDED), 'PGlite serves one session: a second one waits for the open transaction')
    .timeout(30_000)
})

test.group('company response figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('rate and median computed from the history; served with its jobs and in the company', async ({
    client,
    assert,
  }) => {
    const a = await employerJob('Apex Grid')
    const b = await employerJob('Bluewater Utilities')
    const c = await employerJob('Cedar Retail')
    const d = await employerJob('Delta Power')
    const e = await employerJob('Echo Energy')
    const secondJobOfA = await createJob(a.company, { title: 'Compliance Assistant' })
    const people = await UserFactory.createMany(16)
    const next = () => people.pop()!
    const apply = (jobId: string, createdAt: Date, respondedAfterMs?: number, status?: 'rejected') =>
      insertApplication({ jobId, userId: next().id, createdAt, respondedAfterMs, status })

    // A: counted 4 (3 answered + 1 unanswered past the deadline), a young unanswered one not counted:
    // rate 3/4 = 75; median of 2 h, 5 h, 30 h = 5 h.
    await apply(a.job.id, ago(20 * DAY), 2 * HOUR)
    await apply(secondJobOfA.id, ago(10 * DAY), 5 * HOUR)
    await apply(a.job.id, ago(20 * DAY))
    await apply(a.job.id, ago(3 * DAY))
    await apply(secondJobOfA.id, ago(30 * DAY), 30 * HOUR, 'rejected')
    // B: two counted (too few for a rate); one answered after 90 minutes.
    await apply(b.job.id, ago(15 * DAY), 90 * 60_000)
    await apply(b.job.id, ago(16 * DAY))
    // C: nothing.
    // D: three old unanswered: rate 0, no typical time.
    await apply(d.job.id, ago(15 * DAY))
    await apply(d.job.id, ago(16 * DAY))
    await apply(d.job.id, ago(17 * DAY))
    // E: 1 h and 2 h answered + one old unanswered: rate 2/3 → 67, median 1.5 h.
    await apply(e.job.id, ago(20 * DAY), HOUR)
    await apply(e.job.id, ago(19 * DAY), 2 * HOUR)
    await apply(e.job.id, ago(18 * DAY))

    const result = await new SweepOverdueApplications().handle(NOW)
    assert.isAtLeast(result.figures!.updated, 4)
    const figures = async (company: { id: string }) =>
      db.from('companies').where('id', company.id).select('response_rate', 'typical_response_hours').firstOrFail()
    assert.deepEqual(await figures(a.company), { response_rate: 75, typical_response_hours: '5.0' })
    assert.deepEqual(await figures(b.company), { response_rate: null, typical_response_hours: '1.5' })
    assert.deepEqual(await figures(c.company), { response_rate: null, typical_response_hours: null })
    assert.deepEqual(await figures(d.company), { response_rate: 0, typical_response_hours: null })
    assert.deepEqual(await figures(e.company), { response_rate: 67, typical_response_hours: '1.5' })

    // Unchanged figures are not written again.
    const stamped = await db.from('companies').where('id', a.company.id).select('response_figures_at').firstOrFail()
    assert.equal(stamped.response_figures_at.toISOString(), NOW.toISOString())
    const again = await new RefreshResponseFigures().handle(new Date(NOW.getTime() + HOUR))
    assert.deepEqual(again, { updated: 0 })

    // Served with its jobs (detail, browse, company jobs) and in the company answer.
    const reader = await UserFactory.create()
    const detail = await client.get(`/api/jobs/${a.job.id}`).loginAs(reader)
    detail.assertStatus(200)
    assert.deepInclude(detail.body().company, { name: 'Apex Grid', responseRate: 75, typicalResponseHours: 5 })
    const browse = await client.get('/api/jobs?keyword=compliance&limit=50').loginAs(reader)
    const listed = browse.body().jobs.find((job: { id: string }) => job.id === e.job.id)
    assert.deepInclude(listed.company, { name: 'Echo Energy', responseRate: 67, typicalResponseHours: 1.5 })
    const companyJobs = await client.get(`/api/companies/${b.company.id}/jobs`).loginAs(reader)
    assert.deepInclude(companyJobs.body()[0].company, { responseRate: null, typicalResponseHours: 1.5 })
    const one = await client.get(`/api/companies/${d.company.id}`).loginAs(reader)
    assert.deepInclude(one.body(), { name: 'Delta Power', responseRate: 0, typicalResponseHours: null })
    const none = await client.get(`/api/companies/${c.company.id}`).loginAs(reader)
    assert.deepInclude(none.body(), { responseRate: null, typicalResponseHours: null })
  })

  test('one company on demand; a response moves the figures at the next refresh', async ({ assert }) => {
    const { company, job } = await employerJob('Apex Grid')
    const other = await employerJob('Bluewater Utilities')
    const people = await UserFactory.createMany(4)
    await insertApplication({
      jobId: job.id,
      userId: people[0].id,
      createdAt: ago(20 * DAY),
      respondedAfterMs: 4 * HOUR,
    })
    await insertApplication({ jobId: job.id, userId: people[1].id, createdAt: ago(20 * DAY) })
    const waiting = await insertApplication({ jobId: job.id, userId: people[2].id, createdAt: ago(20 * DAY) })
    await insertApplication({
      jobId: other.job.id,
      userId: people[3].id,
      createdAt: ago(20 * DAY),
      respondedAfterMs: HOUR,
    })

    assert.deepEqual(await new RefreshResponseFigures().handle(NOW, company.id), { updated: 1 })
    const read = (id: string) =>
      db.from('companies').where('id', id).select('response_rate', 'typical_response_hours').firstOrFail()
    assert.deepEqual(await read(company.id), { response_rate: 33, typical_response_hours: '4.0' })
    // The other company was not touched.
    assert.deepEqual(await read(other.company.id), { response_rate: null, typical_response_hours: null })

    // The employer answers the waiting one 10 hours after it was made.
    await db
      .from('applications')
      .where('id', waiting.id)
      .update({ status: 'viewed', first_response_at: new Date(waiting.createdAt.getTime() + 10 * HOUR) })
    await new RefreshResponseFigures().handle(NOW, company.id)
    assert.deepEqual(await read(company.id), { response_rate: 67, typical_response_hours: '7.0' })
  })

  test("the employer's first answer refreshes the company's figures at once (jobs:application_status_changed)", async ({
    assert,
  }) => {
    const { owner, company, job } = await employerJob('Apex Grid')
    const [first, second, third] = await UserFactory.createMany(3)
    await insertApplication({ jobId: job.id, userId: first.id, createdAt: ago(20 * DAY), respondedAfterMs: 2 * HOUR })
    await insertApplication({ jobId: job.id, userId: second.id, createdAt: ago(20 * DAY) })
    const answered = await insertApplication({
      jobId: job.id,
      userId: third.id,
      createdAt: new Date(Date.now() - 6 * HOUR),
    })
    // What the status change leaves behind, then its event.
    await db
      .from('applications')
      .where('id', answered.id)
      .update({ status: 'interview', first_response_at: new Date() })
    const event = {
      applicationId: answered.id,
      jobId: job.id,
      jobTitle: 'NERC Compliance Analyst',
      companyName: 'Apex Grid',
      candidateId: third.id,
      changedBy: owner.id,
    }
    await emitter.emit('jobs:application_status_changed', {
      ...event,
      from: 'interview',
      to: 'offer',
      toLabel: 'Offer Extended',
    })
    const read = () =>
      db.from('companies').where('id', company.id).select('response_rate', 'typical_response_hours').firstOrFail()
    // Not a first answer: nothing recomputed.
    assert.deepEqual(await read(), { response_rate: null, typical_response_hours: null })
    await emitter.emit('jobs:application_status_changed', {
      ...event,
      from: 'applied',
      to: 'interview',
      toLabel: 'Interview Scheduled',
    })
    // Counted: the two old ones and the answered one; answered 2 of 3; median of 2 h and 6 h = 4 h.
    assert.deepEqual(await read(), { response_rate: 67, typical_response_hours: '4.0' })
  })
})
