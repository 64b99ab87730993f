import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { countAcceptance, employerJob, iso, referralRow } from '#referrals/tests/reward_fixtures'

/** `times` accepted referrals given by `referrer`, each counted as PATCH will count it. */
async function acceptMany(referrer: User, jobId: string, times: number) {
  const unlocked = []
  for (let index = 0; index < times; index++) {
    const referralId = await referralRow({ jobId, referrer, candidate: null })
    unlocked.push({ referralId, unlocked: await countAcceptance(referrer.id, referralId) })
  }
  return unlocked
}

async function userRow(user: User) {
  return db.from('users').where('id', user.id).firstOrFail()
}

async function rewardNotes(user: User) {
  return db
    .from('referral_notifications')
    .where({ user_id: user.id, type: 'reward_unlocked' })
    .orderBy('message')
    .select('referral_id', 'message', 'is_read', 'is_archived')
}

test.group('unlockRewards: crossing 3, 5 and 10', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a candidate unlocks Career Perks at 3, Early Access at 5, Featured Worker at 10, each once', async ({
    assert,
  }) => {
    const { job } = await employerJob()
    const referrer = await UserFactory.create()

    const first = await acceptMany(referrer, job.id, 2)
    assert.deepEqual(
      first.map((step) => step.unlocked),
      [[], []]
    )
    assert.lengthOf(await db.from('referral_rewards').where('user_id', referrer.id), 0)

    const [third] = await acceptMany(referrer, job.id, 1)
    assert.deepEqual(third.unlocked, [{ target: 3, tier: 'Career Perks' }])
    let row = await userRow(referrer)
    assert.equal(row.referral_count, 3)
    assert.isTrue(row.has_career_perks)
    assert.instanceOf(row.career_perks_unlocked_at, Date)
    assert.isFalse(row.has_early_access)
    assert.isFalse(row.is_featured_worker)
    assert.deepEqual(await rewardNotes(referrer), [
      {
        referral_id: third.referralId,
        message: 'You unlocked Career Perks with 3 successful referrals!',
        is_read: false,
        is_archived: false,
      },
    ])

    const [fourth, fifth] = await acceptMany(referrer, job.id, 2)
    assert.deepEqual(fourth.unlocked, [])
    assert.deepEqual(fifth.unlocked, [{ target: 5, tier: 'Early Access' }])
    row = await userRow(referrer)
    assert.isTrue(row.has_early_access)
    assert.instanceOf(row.early_access_signup_date, Date)
    assert.isNull(row.featured_worker_number)

    const rest = await acceptMany(referrer, job.id, 6)
    assert.deepEqual(
      rest.map((step) => step.unlocked),
      [[], [], [], [], [{ target: 10, tier: 'Featured Worker' }], []]
    )
    row = await userRow(referrer)
    assert.equal(row.referral_count, 11)
    assert.isTrue(row.is_featured_worker)
    assert.isNumber(row.featured_worker_number)

    const rewards = await db.from('referral_rewards').where('user_id', referrer.id).orderBy('target')
    assert.deepEqual(
      rewards.map((reward) => [reward.target, reward.tier]),
      [
        [3, 'Career Perks'],
        [5, 'Early Access'],
        [10, 'Featured Worker'],
      ]
    )
    assert.deepEqual(
      (await rewardNotes(referrer)).map((note) => note.message),
      [
        'You unlocked Career Perks with 3 successful referrals!',
        'You unlocked Early Access with 5 successful referrals!',
        'You unlocked Featured Worker with 10 successful referrals!',
      ]
    )
  })

  test('an employer unlocks the employer tiers (their rows and notifications, no candidate flags)', async ({
    assert,
  }) => {
    const { job } = await employerJob()
    const referrer = await UserFactory.apply('employer').create()
    await acceptMany(referrer, job.id, 10)
    const rewards = await db.from('referral_rewards').where('user_id', referrer.id).orderBy('target')
    assert.deepEqual(
      rewards.map((reward) => [reward.target, reward.tier]),
      [
        [3, 'Premium Access'],
        [5, 'Priority Placement'],
        [10, 'Featured Employer'],
      ]
    )
    const row = await userRow(referrer)
    assert.equal(row.referral_count, 10)
    assert.isFalse(row.has_career_perks)
    assert.isFalse(row.has_early_access)
    assert.isFalse(row.is_featured_worker)
    assert.isNull(row.featured_worker_number)
    assert.lengthOf(await rewardNotes(referrer), 3)
  })

  test('admins earn no tiers', async ({ assert }) => {
    const { job } = await employerJob()
    const admin = await UserFactory.apply('admin').create()
    const steps = await acceptMany(admin, job.id, 10)
    assert.isTrue(steps.every((step) => step.unlocked.length === 0))
    assert.lengthOf(await db.from('referral_rewards').where('user_id', admin.id), 0)
    assert.lengthOf(await rewardNotes(admin), 0)
    assert.equal((await userRow(admin)).referral_count, 10)
  })

  test('a count that jumps past several targets unlocks each of them once, in order', async ({ assert }) => {
    const { job } = await employerJob()
    const referrer = await UserFactory.create()
    await db.from('users').where('id', referrer.id).update({ referral_count: 9 })
    const [step] = await acceptMany(referrer, job.id, 1)
    assert.deepEqual(step.unlocked, [
      { target: 3, tier: 'Career Perks' },
      { target: 5, tier: 'Early Access' },
      { target: 10, tier: 'Featured Worker' },
    ])
    const row = await userRow(referrer)
    assert.isTrue(row.has_career_perks && row.has_early_access && row.is_featured_worker)
    assert.lengthOf(await rewardNotes(referrer), 3)
  })
})

test.group('GET /api/referrals/rewards', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new candidate: nothing unlocked, next Career Perks at 3, 0 %', async ({ client }) => {
    const candidate = await UserFactory.create()
    const response = await client.get('/api/referrals/rewards').loginAs(candidate)
    response.assertStatus(200)
    response.assertBody({
      referralCount: 0,
      role: 'candidate',
      tiers: [
        { target: 3, name: 'Career Perks', unlocked: false, unlockedAt: null },
        { target: 5, name: 'Early Access', unlocked: false, unlockedAt: null },
        { target: 10, name: 'Featured Worker', unlocked: false, unlockedAt: null },
      ],
      next: { target: 3, name: 'Career Perks' },
      progressPercent: 0,
      featuredWorkerNumber: null,
    })
  })

  test('a candidate at 4: Career Perks unlocked (with its date), next Early Access, 80 %', async ({ client }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    await acceptMany(candidate, job.id, 4)
    const reward = await db.from('referral_rewards').where({ user_id: candidate.id, target: 3 }).firstOrFail()
    const response = await client.get('/api/referrals/rewards').loginAs(candidate)
    response.assertBody({
      referralCount: 4,
      role: 'candidate',
      tiers: [
        { target: 3, name: 'Career Perks', unlocked: true, unlockedAt: iso(reward.unlocked_at) },
        { target: 5, name: 'Early Access', unlocked: false, unlockedAt: null },
        { target: 10, name: 'Featured Worker', unlocked: false, unlockedAt: null },
      ],
      next: { target: 5, name: 'Early Access' },
      progressPercent: 80,
      featuredWorkerNumber: null,
    })
  })

  test("a candidate at 10: 'All Unlocked!' (next null), 100 %, their featured number", async ({ client, assert }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    await acceptMany(candidate, job.id, 10)
    const row = await userRow(candidate)
    const body = (await client.get('/api/referrals/rewards').loginAs(candidate)).body()
    assert.equal(body.referralCount, 10)
    assert.isTrue(body.tiers.every((tier: { unlocked: boolean }) => tier.unlocked))
    assert.isNull(body.next)
    assert.equal(body.progressPercent, 100)
    assert.equal(body.featuredWorkerNumber, row.featured_worker_number)
  })

  test('an employer reads the employer tiers; an admin reads them too, with nothing unlocked', async ({
    client,
    assert,
  }) => {
    const { job } = await employerJob()
    const employer = await UserFactory.apply('employer').create()
    await acceptMany(employer, job.id, 3)
    const body = (await client.get('/api/referrals/rewards').loginAs(employer)).body()
    assert.equal(body.role, 'employer')
    assert.deepEqual(
      body.tiers.map((tier: { name: string; unlocked: boolean }) => [tier.name, tier.unlocked]),
      [
        ['Premium Access', true],
        ['Priority Placement', false],
        ['Featured Employer', false],
      ]
    )
    assert.deepEqual(body.next, { target: 5, name: 'Priority Placement' })
    assert.equal(body.progressPercent, 60)

    const admin = await UserFactory.apply('admin').create()
    await acceptMany(admin, job.id, 1)
    const adminBody = (await client.get('/api/referrals/rewards').loginAs(admin)).body()
    assert.equal(adminBody.role, 'employer')
    assert.equal(adminBody.referralCount, 1)
    assert.equal(adminBody.progressPercent, 33)
    assert.isTrue(adminBody.tiers.every((tier: { unlocked: boolean }) => !tier.unlocked))
  })

  test('401 for anonymous visitors', async ({ client }) => {
    const response = await client.get('/api/referrals/rewards')
    response.assertStatus(401)
  })
})
