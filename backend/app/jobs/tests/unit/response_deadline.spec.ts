import { test } from '@japa/runner'
import env from '#start/env'
import { deadlineCutoff, responseDeadlineDays, sweepIntervalSeconds } from '#jobs/rules/response_deadline'

/** Sets an env value for one test and restores the absence afterwards. */
function withEnv(
  cleanup: (fn: () => void) => void,
  key: 'RESPONSE_DEADLINE_DAYS' | 'RESPONSE_SWEEP_SECONDS',
  value: number
) {
  const previous = env.get(key)
  env.set(key, value)
  cleanup(() => {
    env.set(key, previous)
    if (previous === undefined) delete process.env[key]
  })
}

test.group('response deadline rules', () => {
  test('the deadline is 14 days unless RESPONSE_DEADLINE_DAYS names a positive number', ({ assert, cleanup }) => {
    assert.equal(responseDeadlineDays(), 14)
    withEnv(cleanup, 'RESPONSE_DEADLINE_DAYS', 0)
    assert.equal(responseDeadlineDays(), 14)
    env.set('RESPONSE_DEADLINE_DAYS', -2)
    assert.equal(responseDeadlineDays(), 14)
    env.set('RESPONSE_DEADLINE_DAYS', 7)
    assert.equal(responseDeadlineDays(), 7)
  })

  test('the cutoff is now minus the deadline in days', ({ assert }) => {
    const now = new Date('2026-11-20T12:00:00.000Z')
    assert.equal(deadlineCutoff(now, 14).toISOString(), '2026-11-06T12:00:00.000Z')
    assert.equal(deadlineCutoff(now, 0.5).toISOString(), '2026-11-20T00:00:00.000Z')
    assert.equal(deadlineCutoff(now).toISOString(), '2026-11-06T12:00:00.000Z')
  })

  test('the sweep runs every 300 s unless RESPONSE_SWEEP_SECONDS says otherwise (0: never)', ({ assert, cleanup }) => {
    assert.equal(sweepIntervalSeconds(), 300)
    withEnv(cleanup, 'RESPONSE_SWEEP_SECONDS', 0)
    assert.equal(sweepIntervalSeconds(), 0)
    env.set('RESPONSE_SWEEP_SECONDS', 60)
    assert.equal(sweepIntervalSeconds(), 60)
  })
})
