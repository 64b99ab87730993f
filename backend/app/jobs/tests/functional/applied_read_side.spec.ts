import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { insertApplication } from '#jobs/database/factories/application_row_factory'

const HOUR = 3_600_000

/*
| The jobs read side with applications: every job answer carries
| the stored applicant count and whether the reader applied; the reader's
| interaction lists carry the jobs they applied to.
*/
async function seed() {
  const owner = await UserFactory.apply('employer').create()
  const company = await createCompany(owner, 'Apex Grid')
  const one = await createJob(company, { title: 'Relay Technician One' })
  const two = await createJob(company, { title: 'Relay Technician Two' })
  const three = await createJob(company, { title: 'Relay Technician Three' })
  const paused = await createJob(company, { title: 'Relay Technician Paused' })
  const [reader, otherA, otherB] = await UserFactory.createMany(3)
  const now = Date.now()
  // The reader applied to one (3 h ago), two (rejected since, 2 h ago) and the job paused afterwards (1 h ago).
  await insertApplication({ jobId: one.id, userId: reader.id, createdAt: new Date(now - 3 * HOUR) })
  await insertApplication({
    jobId: two.id,
    userId: reader.id,
    createdAt: new Date(now - 2 * HOUR),
    respondedAfterMs: HOUR,
    status: 'rejected',
  })
  await insertApplication({ jobId: paused.id, userId: reader.id, createdAt: new Date(now - HOUR) })
  await db.from('jobs').where('id', paused.id).update({ status: 'paused' })
  // Others applied to one and three.
  await insertApplication({ jobId: one.id, userId: otherA.id })
  await insertApplication({ jobId: one.id, userId: otherB.id })
  await insertApplication({ jobId: three.id, userId: otherA.id })
  return { owner, company, reader, otherA, jobs: { one, two, three, paused } }
}

type Seeded = Awaited<ReturnType<typeof seed>>

/** id → [applicantCount, hasApplied] of the seeded jobs in an answer. */
function flags(seeded: Seeded, jobs: { id: string; applicantCount: number; hasApplied: boolean }[]) {
  const names = new Map(Object.entries(seeded.jobs).map(([name, job]) => [job.id, name]))
  return Object.fromEntries(
    jobs.filter((job) => names.has(job.id)).map((job) => [names.get(job.id)!, [job.applicantCount, job.hasApplied]])
  )
}

test.group('jobs read side: applicantCount, hasApplied, applied', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('browse: the stored count and the reader’s own applications', async ({ client, assert }) => {
    const seeded = await seed()
    const asReader = await client.get('/api/jobs?keyword=relay&limit=50').loginAs(seeded.reader)
    asReader.assertStatus(200)
    assert.deepEqual(flags(seeded, asReader.body().jobs), {
      one: [3, true],
      two: [1, true],
      three: [1, false],
    })
    const asOther = await client.get('/api/jobs?keyword=relay&limit=50').loginAs(seeded.otherA)
    assert.deepEqual(flags(seeded, asOther.body().jobs), {
      one: [3, true],
      two: [1, false],
      three: [1, true],
    })
    // The count is the stored column (kept by apply and withdraw), not a count per request.
    await db.from('jobs').where('id', seeded.jobs.three.id).update({ applicant_count: 41 })
    const recounted = await client.get('/api/jobs?keyword=relay&limit=50').loginAs(seeded.reader)
    assert.deepEqual(flags(seeded, recounted.body().jobs).three, [41, false])
  })

  test('detail and company jobs carry the same values', async ({ client, assert }) => {
    const seeded = await seed()
    const detail = await client.get(`/api/jobs/${seeded.jobs.one.id}`).loginAs(seeded.reader)
    detail.assertStatus(200)
    assert.include(detail.body(), {
      id: seeded.jobs.one.id,
      applicantCount: 3,
      hasApplied: true,
      isSaved: false,
      isLiked: false,
    })
    assert.deepEqual(detail.body().company, {
      id: seeded.company.id,
      name: 'Apex Grid',
      logo: null,
      size: null,
      industry: null,
      verified: false,
      foundingNumber: seeded.company.foundingEmployerNumber,
      ownerId: seeded.owner.id,
      responseRate: null,
      typicalResponseHours: null,
    })
    const three = await client.get(`/api/jobs/${seeded.jobs.three.id}`).loginAs(seeded.reader)
    assert.include(three.body(), { applicantCount: 1, hasApplied: false })

    // The owner sees the paused job too, with its count; nobody applied as the owner.
    const ownerJobs = await client.get(`/api/companies/${seeded.company.id}/jobs`).loginAs(seeded.owner)
    assert.deepEqual(flags(seeded, ownerJobs.body()), {
      one: [3, false],
      two: [1, false],
      three: [1, false],
      paused: [1, false],
    })
    const readerJobs = await client.get(`/api/companies/${seeded.company.id}/jobs`).loginAs(seeded.reader)
    assert.deepEqual(flags(seeded, readerJobs.body()), {
      one: [3, true],
      two: [1, true],
      three: [1, false],
    })
  })

  test('GET /api/user/job-interactions lists the jobs applied to, newest application first', async ({
    client,
    assert,
  }) => {
    const seeded = await seed()
    await db
      .table('job_interactions')
      .insert({ job_id: seeded.jobs.three.id, user_id: seeded.reader.id, type: 'save', created_at: new Date() })
    const lists = await client.get('/api/user/job-interactions').loginAs(seeded.reader)
    lists.assertStatus(200)
    assert.deepEqual(lists.body(), {
      saved: [seeded.jobs.three.id],
      liked: [],
      applied: [seeded.jobs.paused.id, seeded.jobs.two.id, seeded.jobs.one.id],
    })
    const other = await client.get('/api/user/job-interactions').loginAs(seeded.otherA)
    assert.deepEqual(other.body().applied.slice().sort(), [seeded.jobs.one.id, seeded.jobs.three.id].sort())
    const owner = await client.get('/api/user/job-interactions').loginAs(seeded.owner)
    assert.deepEqual(owner.body(), { saved: [], liked: [], applied: [] })
    ;(await client.get('/api/user/job-interactions')).assertStatus(401)
  })
})
