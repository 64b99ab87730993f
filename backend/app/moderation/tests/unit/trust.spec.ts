import { test } from '@japa/runner'
import { trustOf, type TrustInput } from '#moderation/trust'

const member: TrustInput = {
  accountAgeDays: 0,
  emailVerified: false,
  contributions: 0,
  activeStrikes: 0,
  restricted: false,
  banned: false,
}

test.group('trustOf (the trust level and score rule)', () => {
  test('{name}')
    .with([
      { name: 'a brand-new member is new (20)', input: {}, expected: { level: 'new', score: 20 } },
      {
        name: 'verified, 30 days, 5 contributions: building (20 + 10 + 20 + 10 = 60)',
        input: { accountAgeDays: 30, emailVerified: true, contributions: 5 },
        expected: { level: 'building', score: 60 },
      },
      {
        name: 'verified, 90+ days, 15+ contributions: trusted (100, capped)',
        input: { accountAgeDays: 400, emailVerified: true, contributions: 50 },
        expected: { level: 'trusted', score: 100 },
      },
      {
        name: 'exactly 75 is trusted',
        input: { accountAgeDays: 45, emailVerified: true, contributions: 10 },
        expected: { level: 'trusted', score: 75 },
      },
      {
        name: 'one active strike: at_risk, 25 points off',
        input: { accountAgeDays: 400, emailVerified: true, contributions: 50, activeStrikes: 1 },
        expected: { level: 'at_risk', score: 75 },
      },
      {
        name: 'a restriction outranks strikes; the score never drops under 0',
        input: { activeStrikes: 2, restricted: true },
        expected: { level: 'restricted', score: 0 },
      },
      {
        name: 'a ban outranks everything',
        input: { accountAgeDays: 400, emailVerified: true, activeStrikes: 3, restricted: true, banned: true },
        expected: { level: 'banned', score: 0 },
      },
      {
        name: 'negative inputs count as nothing',
        input: { accountAgeDays: -5, contributions: -3 },
        expected: { level: 'new', score: 20 },
      },
    ])
    .run(({ assert }, { input, expected }) => {
      assert.deepEqual(trustOf({ ...member, ...input }), expected)
    })
})
