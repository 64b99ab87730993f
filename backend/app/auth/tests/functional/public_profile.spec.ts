import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { provideProfileReferrals, providedProfileReferrals } from '#auth/profile_extras'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

test.group('GET /api/users/{id} (public profile)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('any member sees the public fields (availability included), nothing private', async ({ client }) => {
    const reader = await UserFactory.create()
    const member = await UserFactory.merge({
      name: 'Dana Reyes',
      phone: '5125550100',
      location: 'Austin, TX',
      skills: ['Communication'],
      badges: ['Top Candidate'],
      availability: ['Weekends'],
    }).create()
    await db.from('users').where('id', member.id).update({ headline: 'NERC CIP analyst', email_verified: true })
    const response = await client.get(`/api/users/${member.id}`).loginAs(reader)
    response.assertStatus(200)
    response.assertBody({
      id: member.id,
      name: 'Dana Reyes',
      userType: 'candidate',
      headline: 'NERC CIP analyst',
      location: 'Austin, TX',
      profileImage: null,
      skills: ['Communication'],
      badges: ['Top Candidate'],
      availability: ['Weekends'],
      isVerified: true,
      featuredWorkerNumber: null,
      foundingEmployerNumber: null,
      referral: null,
    })
  })

  test('a featured worker shows their number', async ({ client, assert }) => {
    const reader = await UserFactory.create()
    const member = await UserFactory.create()
    await db.from('users').where('id', member.id).update({ is_featured_worker: true, featured_worker_number: 7 })
    const body = (await client.get(`/api/users/${member.id}`).loginAs(reader)).body()
    assert.equal(body.featuredWorkerNumber, 7)
  })

  test('referral information comes from the provided hook, only for an employer or admin viewing a candidate', async ({
    client,
    assert,
    cleanup,
  }) => {
    const provided = { referredBy: [{ name: 'Sam Lee', jobTitle: 'Grid Analyst' }], count: 1 }
    // The enabled modules' resolver comes back for the next tests.
    const previous = providedProfileReferrals()
    cleanup(() => provideProfileReferrals(previous))
    provideProfileReferrals(async () => provided)

    const candidate = await UserFactory.create()
    const otherCandidate = await UserFactory.create()
    const employer = await UserFactory.apply('employer').create()
    const admin = await UserFactory.apply('admin').create()
    assert.deepEqual((await client.get(`/api/users/${candidate.id}`).loginAs(employer)).body().referral, provided)
    assert.deepEqual((await client.get(`/api/users/${candidate.id}`).loginAs(admin)).body().referral, provided)
    assert.isNull((await client.get(`/api/users/${candidate.id}`).loginAs(otherCandidate)).body().referral)
    assert.isNull((await client.get(`/api/users/${candidate.id}`).loginAs(candidate)).body().referral)
    assert.isNull((await client.get(`/api/users/${employer.id}`).loginAs(admin)).body().referral)

    // Without a provider (referrals disabled) there is none to show.
    provideProfileReferrals(null)
    assert.isNull((await client.get(`/api/users/${candidate.id}`).loginAs(employer)).body().referral)
  })

  test('404 for an unknown or malformed id; 401 for anonymous visitors', async ({ client }) => {
    const reader = await UserFactory.create()
    const unknown = await client.get(`/api/users/${UNKNOWN}`).loginAs(reader)
    unknown.assertStatus(404)
    unknown.assertBody({ error: 'User not found' })
    ;(await client.get('/api/users/nope').loginAs(reader)).assertStatus(404)
    ;(await client.get(`/api/users/${reader.id}`)).assertStatus(401)
  })
})
