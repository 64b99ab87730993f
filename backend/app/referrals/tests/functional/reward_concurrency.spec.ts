import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { unlockRewards } from '#referrals/actions/unlock_rewards'
import { countAcceptance, employerJob, referralRow } from '#referrals/tests/reward_fixtures'

/*
| Races need committed data and real concurrent transactions on separate
| connections (a test's global transaction would serialise everything on
| one). On PGlite the transactions queue behind each other; on PostgreSQL
| they race for the referrer's row and the reward rows. Each test removes
| what it made (deleting the users cascades to referrals, notifications and
| reward rows).
*/
async function committedSetup(cleanup: (fn: () => Promise<void>) => void, referrerCount: number) {
  const made = await employerJob()
  const referrers = await UserFactory.createMany(referrerCount)
  cleanup(async () => {
    await db.from('jobs').where('id', made.job.id).delete()
    await db.from('companies').where('id', made.company.id).delete()
    await db
      .from('users')
      .whereIn('id', [made.owner.id, ...referrers.map((referrer) => referrer.id)])
      .delete()
  })
  return { ...made, referrers }
}

/** `times` referrals of the referrer, accepted all at once. */
async function acceptAtOnce(referrer: User, jobId: string, times: number) {
  const referralIds = []
  for (let index = 0; index < times; index++) referralIds.push(await referralRow({ jobId, referrer, candidate: null }))
  return Promise.all(referralIds.map((referralId) => countAcceptance(referrer.id, referralId)))
}

test.group('rewards under concurrency (committed data, separate connections)', () => {
  test('10 acceptances at once unlock each tier exactly once', async ({ assert, cleanup }) => {
    const { job, referrers } = await committedSetup(cleanup, 1)
    const [referrer] = referrers
    const results = await acceptAtOnce(referrer, job.id, 10)

    assert.deepEqual(
      results
        .flat()
        .map((reward) => reward.target)
        .sort((a, b) => a - b),
      [3, 5, 10]
    )
    const row = await db.from('users').where('id', referrer.id).firstOrFail()
    assert.equal(row.referral_count, 10)
    assert.isTrue(row.has_career_perks)
    assert.isTrue(row.has_early_access)
    assert.isTrue(row.is_featured_worker)
    assert.isNumber(row.featured_worker_number)
    const rewards = await db.from('referral_rewards').where('user_id', referrer.id).orderBy('target')
    assert.deepEqual(
      rewards.map((reward) => reward.target),
      [3, 5, 10]
    )
    const notes = await db.from('referral_notifications').where({ user_id: referrer.id, type: 'reward_unlocked' })
    assert.lengthOf(notes, 3)
  }).timeout(60_000)

  test('the reward row alone decides: 10 transactions claiming the same count at once unlock each tier once', async ({
    assert,
    cleanup,
  }) => {
    const { job, referrers } = await committedSetup(cleanup, 1)
    const [referrer] = referrers
    await db.from('users').where('id', referrer.id).update({ referral_count: 10 })
    const referralId = await referralRow({ jobId: job.id, referrer, candidate: null })
    // No lock on the user's row here: only the (user, target) key keeps the unlocks apart.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction((trx) =>
          unlockRewards(trx, { userId: referrer.id, userType: 'candidate', referralCount: 10, referralId })
        )
      )
    )
    assert.deepEqual(
      results
        .flat()
        .map((reward) => reward.target)
        .sort((a, b) => a - b),
      [3, 5, 10]
    )
    assert.lengthOf(await db.from('referral_notifications').where({ user_id: referrer.id, type: 'reward_unlocked' }), 3)
    const row = await db.from('users').where('id', referrer.id).firstOrFail()
    assert.isNumber(row.featured_worker_number)
  }).timeout(60_000)

  test('featured numbers are unique across members reaching 10 at the same time', async ({ assert, cleanup }) => {
    const { job, referrers } = await committedSetup(cleanup, 4)
    await Promise.all(referrers.map((referrer) => acceptAtOnce(referrer, job.id, 10)))

    const rows = await db
      .from('users')
      .whereIn(
        'id',
        referrers.map((referrer) => referrer.id)
      )
      .select('referral_count', 'is_featured_worker', 'featured_worker_number')
    assert.isTrue(rows.every((row) => row.referral_count === 10 && row.is_featured_worker))
    const numbers = rows.map((row) => row.featured_worker_number)
    assert.isTrue(numbers.every((number) => Number.isInteger(number)))
    assert.lengthOf(new Set(numbers), 4)
    const rewards = await db
      .from('referral_rewards')
      .whereIn(
        'user_id',
        referrers.map((referrer) => referrer.id)
      )
      .count('* as total')
      .first()
    assert.equal(Number(rewards?.total), 12)
  }).timeout(60_000)
})
