import { test } from '@japa/runner'
import { transformRewards } from '#referrals/transformers/reward_transformer'

const source = (userType: string, referralCount: number, unlocked: number[] = []) => ({
  userType,
  referralCount,
  featuredWorkerNumber: null,
  unlocked: new Map(unlocked.map((target) => [target, new Date('2026-11-01T00:00:00.000Z')])),
})

test.group('reward progress (part 2 §4 reward tiers)', () => {
  test('the next target and count / target, capped at 100', ({ assert }) => {
    const cases: Array<[number, number | null, number]> = [
      [0, 3, 0],
      [1, 3, 33],
      [2, 3, 66],
      [3, 5, 60],
      [4, 5, 80],
      [5, 10, 50],
      [9, 10, 90],
      [10, null, 100],
      [250, null, 100],
    ]
    for (const [count, target, percent] of cases) {
      const answer = transformRewards(source('candidate', count))
      assert.equal(answer.next?.target ?? null, target, `next at ${count}`)
      assert.equal(answer.progressPercent, percent, `progress at ${count}`)
    }
  })

  test('tier names by role; admins read the employer names', ({ assert }) => {
    const names = (userType: string) => transformRewards(source(userType, 0)).tiers.map((tier) => tier.name)
    assert.deepEqual(names('candidate'), ['Career Perks', 'Early Access', 'Featured Worker'])
    assert.deepEqual(names('employer'), ['Premium Access', 'Priority Placement', 'Featured Employer'])
    assert.deepEqual(names('admin'), ['Premium Access', 'Priority Placement', 'Featured Employer'])
    assert.equal(transformRewards(source('admin', 0)).role, 'employer')
  })

  test('unlocked comes from the stored rows, with their dates', ({ assert }) => {
    const answer = transformRewards(source('candidate', 5, [3, 5]))
    assert.deepEqual(
      answer.tiers.map((tier) => [tier.unlocked, tier.unlockedAt]),
      [
        [true, '2026-11-01T00:00:00.000Z'],
        [true, '2026-11-01T00:00:00.000Z'],
        [false, null],
      ]
    )
  })
})
