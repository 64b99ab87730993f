import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { APPLICATION_MESSAGES as M } from '#jobs/constants'
import { apply, employerJob } from '#jobs/tests/applications_support'

/*
| Races need committed data on separate connections (a test's global
| transaction would serialise everything on one): each test removes what
| it made, and puts the founding-employer counter back.
*/
async function committedJob(cleanup: (fn: () => Promise<void>) => void, extraUsers: () => string[]) {
  const tracking = await db.from('early_bird_tracking').where('id', 1).firstOrFail()
  const made = await employerJob()
  cleanup(async () => {
    await db.from('jobs').where('id', made.job.id).delete()
    await db.from('companies').where('id', made.company.id).delete()
    await db
      .from('users')
      .whereIn('id', [made.owner.id, ...extraUsers()])
      .delete()
    await db.from('early_bird_tracking').where('id', 1).update({
      total_founding_employers: tracking.total_founding_employers,
      program_active: tracking.program_active,
    })
  })
  return made
}

test.group('applications under concurrency (committed data, separate connections)', () => {
  test('50 candidates applying to one job at once → 50 applications and an applicant count of 50', async ({
    client,
    assert,
    cleanup,
  }) => {
    const ids = Array.from({ length: 50 }, () => crypto.randomUUID())
    const { owner, job } = await committedJob(cleanup, () => ids)
    const now = new Date()
    await db.table('users').multiInsert(
      ids.map((id, index) => ({
        id,
        email: `apply-race-${index}-${Date.now()}@example.com`,
        hashed_password: 'not-a-login',
        name: `Racer ${index}`,
        user_type: 'candidate',
        created_at: now,
        updated_at: now,
      }))
    )
    const candidates = await User.query().whereIn('id', ids)
    const responses = await Promise.all(candidates.map((candidate) => apply(client, candidate, job.id)))
    assert.deepEqual(
      responses.map((response) => response.status()),
      Array(50).fill(201)
    )
    assert.lengthOf(await db.from('applications').where('job_id', job.id), 50)
    assert.lengthOf(
      await db
        .from('application_status_changes as h')
        .join('applications as a', 'a.id', 'h.application_id')
        .where('a.job_id', job.id),
      50
    )
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 50)
    assert.lengthOf(await db.from('notifications').where({ user_id: owner.id, type: 'candidate_applied' }), 50)

    // And 50 withdrawals at once bring it back to 0.
    const mine = await db.from('applications').where('job_id', job.id).select('id', 'user_id')
    const byUser = new Map(candidates.map((candidate) => [candidate.id, candidate]))
    const withdrawn = await Promise.all(
      mine.map((row) => client.delete(`/api/applications/${row.id}`).withCsrfToken().loginAs(byUser.get(row.user_id)!))
    )
    assert.isTrue(withdrawn.every((response) => response.status() === 200))
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 0)
  }).timeout(120_000)

  test('one candidate submitting twice at the same moment → exactly one application and one 409', async ({
    client,
    assert,
    cleanup,
  }) => {
    let candidateId = ''
    const { job } = await committedJob(cleanup, () => [candidateId])
    const candidate = await UserFactory.create()
    candidateId = candidate.id
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all([apply(client, candidate, job.id), apply(client, candidate, job.id)])
      const statuses = responses.map((response) => response.status()).sort()
      if (round === 0) {
        assert.deepEqual(statuses, [201, 409])
        const refused = responses.find((response) => response.status() === 409)!
        assert.deepEqual(refused.body(), { error: M.alreadyApplied })
      } else {
        assert.deepEqual(statuses, [409, 409])
      }
    }
    assert.lengthOf(await db.from('applications').where({ job_id: job.id, user_id: candidate.id }), 1)
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 1)
  }).timeout(60_000)

  test('two people moving one application at once: the row lock lets only one final move through', async ({
    client,
    assert,
    cleanup,
  }) => {
    const extra: string[] = []
    const { owner, job } = await committedJob(cleanup, () => extra)
    const candidate = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    extra.push(candidate.id, admin.id)
    const id = (await apply(client, candidate, job.id)).body().id
    ;(
      await client.patch(`/api/applications/${id}`).json({ status: 'offer' }).withCsrfToken().loginAs(owner)
    ).assertStatus(200)
    const [hire, reject] = await Promise.all([
      client.patch(`/api/applications/${id}`).json({ status: 'hired' }).withCsrfToken().loginAs(owner),
      client.patch(`/api/applications/${id}`).json({ status: 'rejected' }).withCsrfToken().loginAs(admin),
    ])
    assert.sameMembers([hire.status(), reject.status()], [200, 409])
    const moves = await db.from('application_status_changes').where({ application_id: id, from_status: 'offer' })
    assert.lengthOf(moves, 1)
    const row = await db.from('applications').where('id', id).firstOrFail()
    assert.equal(row.status, moves[0].to_status)
    assert.lengthOf(await db.from('notifications').where({ user_id: candidate.id, type: 'application_status' }), 2)
  }).timeout(60_000)
})
