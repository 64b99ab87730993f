import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import db from '@adonisjs/lucid/services/db'
import { SIGNED_IN_API_LIMIT } from '#shared/services/rate_limit'

test.group('rate limits', () => {
  test('the signed-in limit leaves room for the polling of part 1 §9 in ten tabs', ({ assert }) => {
    // Requests per minute per tab: unread messages 30 s, referral list 30 s, notification list 30 s,
    // unread notifications 10 s, thread list 30 s, open thread 5 s, early-bird status 30 s.
    const perTab = 2 + 2 + 2 + 6 + 2 + 12 + 2
    assert.equal(SIGNED_IN_API_LIMIT.duration, '1 min')
    assert.isAtLeast(SIGNED_IN_API_LIMIT.requests, perTab * 10 * 2)
  })

  test('the default database store keeps counters in rate_limits and refuses past the limit', async ({
    assert,
    cleanup,
  }) => {
    const store = limiter.use('database', { requests: 2, duration: '1 min' })
    const key = `unit_${Date.now()}`
    cleanup(() => store.delete(key).then(() => {}))

    await store.consume(key)
    await store.consume(key)
    await assert.rejects(() => store.consume(key), errors.E_TOO_MANY_REQUESTS as unknown as ErrorConstructor)
    const row = await db.from('rate_limits').where('key', 'like', `%${key}`).first()
    assert.isAtLeast(Number(row.points), 2)
    assert.isAbove(await store.availableIn(key), 0)
  })

  test('the counters table is unlogged (written on every request, worthless after a crash)', async ({ assert }) => {
    const { rows } = await db.rawQuery(`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits'`)
    assert.equal(rows[0].relpersistence, 'u')
  })

  test('the Redis store counts the same way (runs when REDIS_URL is set)', async ({ assert, cleanup }) => {
    const store = limiter.use('redis', { requests: 1, duration: '1 min' })
    const key = `unit_${Date.now()}`
    cleanup(() => store.delete(key).then(() => {}))
    await store.consume(key)
    await assert.rejects(() => store.consume(key), errors.E_TOO_MANY_REQUESTS as unknown as ErrorConstructor)
  }).skip(!process.env.REDIS_URL, 'REDIS_URL is not set')
})
