import { test } from '@japa/runner'
import redis from '@adonisjs/redis/services/main'
import type { HealthReport } from '#shared/services/health'
import { CookieClient, startServerProcess } from '#tests/helpers'

test.group('sessions in Redis (the default when REDIS_URL is set)', () => {
  test('a sign-in lives in Redis, tagged with its user; logout signs it out and untags it', async ({
    assert,
    cleanup,
  }) => {
    const server = await startServerProcess({ SESSION_DRIVER: 'redis', REDIS_URL: process.env.REDIS_URL! })
    cleanup(server.stop)

    const health = (await (await fetch(`${server.base}/health`)).json()) as HealthReport
    assert.equal(health.status, 'ok')
    assert.equal(health.redis?.status, 'ok')

    const browser = new CookieClient(server.base)
    const login = await browser.signUpAndSignIn('Redis Reader')
    const me = await browser.get('/api/user/me')
    assert.equal(me.status, 200)

    // Same Redis and key prefix as this process: the server's session is there, under the user's tag.
    const userId = login.user.id
    const [sessionId] = await redis.smembers(`session_tag:${userId}`)
    cleanup(async () => {
      await redis.del(`session_tag:${userId}`, sessionId)
    })
    assert.isString(sessionId)
    assert.isAbove(await redis.ttl(sessionId), 0)

    assert.equal((await browser.post('/api/auth/logout')).status, 200)
    assert.notInclude(await redis.smembers(`session_tag:${userId}`), sessionId)
    assert.equal((await browser.get('/api/user/me')).status, 401)
  })
    .skip(!process.env.REDIS_URL, 'REDIS_URL is not set')
    .timeout(100_000)

  test('with Redis unreachable, /health answers 503 and names it', async ({ assert, cleanup }) => {
    // A port nothing listens on: the connection gives up after its retries.
    const server = await startServerProcess(
      { SESSION_DRIVER: 'redis', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent' },
      { healthy: false }
    )
    cleanup(server.stop)
    const response = await fetch(`${server.base}/health`)
    assert.equal(response.status, 503)
    const report = (await response.json()) as HealthReport
    assert.equal(report.database.status, 'ok')
    assert.equal(report.redis?.status, 'error')
  }).timeout(100_000)
})
