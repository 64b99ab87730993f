import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#shared/database/factories/user_factory'
import { employerJob, referralRow } from '#referrals/tests/reward_fixtures'

/*
| The 'Referred by {name}' badge and the multiple-referrals badge (part 1 §1,
| §2): GET /api/users/{id} carries a candidate's accepted referrals, newest
| first, for employers (and admins) only; this module provides them.
*/
test.group('GET /api/users/{id}: referral information (provided by referrals)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a candidate seen by an employer: accepted referrals, newest first, and their count', async ({
    client,
    assert,
  }) => {
    const { owner: employer, job } = await employerJob('Grid Analyst')
    const { job: otherJob } = await employerJob('Compliance Lead')
    const candidate = await UserFactory.create()
    const sam = await UserFactory.merge({ name: 'Sam Lee' }).create()
    const kim = await UserFactory.merge({ name: 'Kim Ortiz' }).create()
    const [asked, declined] = await UserFactory.createMany(2)
    const earlier = new Date(Date.now() - 60_000)
    await referralRow({ jobId: job.id, referrer: sam, candidate, createdAt: earlier })
    await referralRow({ jobId: otherJob.id, referrer: kim, candidate })
    await referralRow({ jobId: job.id, referrer: asked, candidate, status: 'pending' })
    await referralRow({ jobId: job.id, referrer: declined, candidate, status: 'declined' })

    const response = await client.get(`/api/users/${candidate.id}`).loginAs(employer)
    response.assertStatus(200)
    assert.deepEqual(response.body().referral, {
      referredBy: [
        { name: 'Kim Ortiz', jobTitle: 'Compliance Lead' },
        { name: 'Sam Lee', jobTitle: 'Grid Analyst' },
      ],
      count: 2,
    })
    assert.notProperty(response.body(), 'email')
    assert.notProperty(response.body(), 'phone')
  })

  test('a candidate with no accepted referral: an empty list and 0', async ({ client, assert }) => {
    const employer = await UserFactory.apply('employer').create()
    const candidate = await UserFactory.create()
    const body = (await client.get(`/api/users/${candidate.id}`).loginAs(employer)).body()
    assert.deepEqual(body.referral, { referredBy: [], count: 0 })
  })

  test('seen by a candidate it has none; an employer profile has none', async ({ client, assert }) => {
    const { owner: employer, job } = await employerJob()
    const candidate = await UserFactory.create()
    const [referrer, reader] = await UserFactory.createMany(2)
    await referralRow({ jobId: job.id, referrer, candidate })
    assert.isNull((await client.get(`/api/users/${candidate.id}`).loginAs(reader)).body().referral)
    assert.isNull((await client.get(`/api/users/${candidate.id}`).loginAs(candidate)).body().referral)
    assert.isNull((await client.get(`/api/users/${employer.id}`).loginAs(employer)).body().referral)
    const admin = await UserFactory.apply('admin').create()
    assert.equal((await client.get(`/api/users/${candidate.id}`).loginAs(admin)).body().referral.count, 1)
  })
})
