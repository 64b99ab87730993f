import { test } from '@japa/runner'
import { createHash, randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import { scoreBehavior } from '#auth/services/behavior_score'
import { CHALLENGE_DIFFICULTY, isSolution, solve } from '#auth/services/proof_of_work'
import { browserDetails, deviceKey } from '#auth/services/device_trust'

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

test.group('behaviour score (part 1 §4)', () => {
  test('{name}: {score}')
    .with([
      {
        name: 'a person',
        metrics: { mouseEvents: 40, keyEvents: 30, formFillTime: 6000, scrollEvents: 0, focusEvents: 2 },
        score: 100,
        flags: [],
      },
      {
        name: 'filled in under 2 s',
        metrics: { mouseEvents: 40, keyEvents: 30, formFillTime: 1999, focusEvents: 2 },
        score: 70,
        flags: ['fast_completion'],
      },
      {
        name: 'no mouse',
        metrics: { mouseEvents: 0, keyEvents: 30, formFillTime: 6000, focusEvents: 2 },
        score: 75,
        flags: ['no_mouse_movement'],
      },
      {
        name: 'linear path reported',
        metrics: { mouseEvents: 9, keyEvents: 9, formFillTime: 6000, focusEvents: 1, linearMouseMovement: true },
        score: 80,
        flags: ['linear_mouse_movement'],
      },
      {
        name: 'uniform typing reported as a flag',
        metrics: { mouseEvents: 9, keyEvents: 9, formFillTime: 6000, focusEvents: 1, flags: ['uniform_typing'] },
        score: 85,
        flags: ['uniform_typing'],
      },
      {
        name: 'no focus events',
        metrics: { mouseEvents: 9, keyEvents: 9, formFillTime: 6000, focusEvents: 0 },
        score: 90,
        flags: ['no_focus_events'],
      },
      {
        name: 'under 5 interactions',
        metrics: { mouseEvents: 2, keyEvents: 1, formFillTime: 6000, focusEvents: 1 },
        score: 85,
        flags: ['minimal_interaction'],
      },
      {
        name: 'no metrics at all',
        metrics: null,
        score: 20,
        flags: ['fast_completion', 'no_mouse_movement', 'no_focus_events', 'minimal_interaction'],
      },
      {
        name: 'everything wrong',
        metrics: { formFillTime: 10, flags: ['linear_mouse_movement', 'uniform_typing'] },
        score: 0,
        flags: [
          'fast_completion',
          'no_mouse_movement',
          'linear_mouse_movement',
          'uniform_typing',
          'no_focus_events',
          'minimal_interaction',
        ],
      },
      {
        name: 'nonsense values count as nothing',
        metrics: { mouseEvents: 'x', keyEvents: -4, formFillTime: Number.NaN, focusEvents: {} },
        score: 20,
        flags: ['fast_completion', 'no_mouse_movement', 'no_focus_events', 'minimal_interaction'],
      },
    ])
    .run(({ assert }, { metrics, score, flags }) => {
      assert.deepEqual(scoreBehavior(metrics as Parameters<typeof scoreBehavior>[0]), {
        score,
        flags: flags as ReturnType<typeof scoreBehavior>['flags'],
      })
    })
})

test.group('proof of work', () => {
  test('a solution is the counter whose SHA-256(challenge + counter) starts with N zero hex digits', ({ assert }) => {
    const challenge = randomBytes(32).toString('hex')
    const counter = solve(challenge, CHALLENGE_DIFFICULTY)!
    const digest = createHash('sha256')
      .update(challenge + counter)
      .digest('hex')
    assert.match(digest, /^0000/)
    assert.isTrue(isSolution(challenge, String(counter), 4))
    assert.isFalse(isSolution(challenge, String(counter), 64), 'no digest is all zeros')
    for (const bad of ['', '-1', '1.5', '1e3', ' 12', 'abc', '9'.repeat(16)]) {
      assert.isFalse(isSolution(challenge, bad, 0), bad)
    }
  })

  test('measure: median time for node to solve a difficulty-4 challenge (target under 1 s)', ({ assert }) => {
    const times: number[] = []
    const attempts: number[] = []
    for (let i = 0; i < 30; i++) {
      const challenge = randomBytes(32).toString('hex')
      const started = performance.now()
      attempts.push(solve(challenge, 4)! + 1)
      times.push(performance.now() - started)
    }
    const rate = attempts.reduce((a, b) => a + b) / (times.reduce((a, b) => a + b) / 1000)
    console.log(
      `    difficulty 4 in node: median ${median(times).toFixed(1)} ms, median ${median(attempts)} hashes, ${(rate / 1e6).toFixed(2)} MH/s`
    )
    assert.isBelow(median(times), 1000)
  }).timeout(60_000)
})

test.group('password hashing cost', () => {
  test('measure: median argon2id hash time at the configured cost (target 50–250 ms)', async ({ assert }) => {
    const times: number[] = []
    let sample = ''
    for (let i = 0; i < 20; i++) {
      // A new password each time: the test hasher hands out a remembered hash for one it has seen.
      const started = performance.now()
      sample = await hash.make(`Str0ng!Passw0rd${i}`)
      times.push(performance.now() - started)
    }
    console.log(`    ${sample.split('$').slice(1, 4).join('$')}: median ${median(times).toFixed(1)} ms over 20 hashes`)
    assert.match(sample, /^\$argon2id\$v=19\$m=47104,t=2,p=1\$/)
    assert.isBelow(median(times), 1000)
  }).timeout(60_000)
})

test.group('device keys', () => {
  test('the same browser is a different device for each account; details come from the user agent', ({ assert }) => {
    assert.notEqual(deviceKey('a', 'Mozilla/5.0'), deviceKey('b', 'Mozilla/5.0'))
    assert.match(deviceKey('a', 'Mozilla/5.0'), /^[0-9a-f]{64}$/)
    assert.deepEqual(
      browserDetails(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
      ),
      { browser: 'Safari/17.0', os: 'iOS', mobile: true }
    )
    assert.deepEqual(
      browserDetails(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'
      ),
      { browser: 'Edge/131.0.0.0', os: 'Windows', mobile: false }
    )
    assert.deepEqual(browserDetails(null), { browser: null, os: null, mobile: false })
  })
})
