import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import { UserFactory } from '#shared/database/factories/user_factory'
import { AUTH_LIMITS } from '#auth/rate_limits'

const TOO_MANY = { error: 'Too many requests. Please try again later.' }

function assertRetryAfter(
  assert: import('@japa/assert').Assert,
  response: { header(name: string): string | undefined },
  maxSeconds: number
) {
  const retryAfter = Number(response.header('retry-after'))
  assert.isAbove(retryAfter, 0)
  assert.isAtMost(retryAfter, maxSeconds)
}

test.group('rate limits: 429 with Retry-After', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('registration: {requests} per hour per IP', async ({ client, assert }) => {
    for (let i = 0; i < AUTH_LIMITS.registerPerIp.requests; i++) {
      const response = await client.post('/api/users').json({}).withCsrfToken()
      response.assertStatus(422)
      assert.equal(response.header('x-ratelimit-limit'), String(AUTH_LIMITS.registerPerIp.requests))
    }
    const refused = await client.post('/api/users').json({}).withCsrfToken()
    refused.assertStatus(429)
    refused.assertBody(TOO_MANY)
    assertRetryAfter(assert, refused, 3600)
    assert.equal(refused.header('x-ratelimit-remaining'), '0')
  }).with([AUTH_LIMITS.registerPerIp])

  test('login: {requests} attempts per 15 minutes per IP', async ({ client, assert }) => {
    for (let i = 0; i < AUTH_LIMITS.loginPerIp.requests; i++) {
      ;(await client.post('/api/auth/login').json({}).withCsrfToken()).assertStatus(422)
    }
    const refused = await client.post('/api/auth/login').json({}).withCsrfToken()
    refused.assertStatus(429)
    assertRetryAfter(assert, refused, 15 * 60)
  }).with([AUTH_LIMITS.loginPerIp])

  test('resend verification: 3 per 15 minutes per address, known or not, any case', async ({ client, assert }) => {
    await UserFactory.merge({ email: 'pending@example.com' }).create()
    for (const email of ['nobody@example.com', 'pending@example.com']) {
      for (let i = 0; i < AUTH_LIMITS.resendPerEmail.requests; i++) {
        const address = i === 1 ? email.toUpperCase() : email
        ;(await client.post('/api/auth/resend-verification').json({ email: address }).withCsrfToken()).assertStatus(200)
      }
      const refused = await client.post('/api/auth/resend-verification').json({ email }).withCsrfToken()
      refused.assertStatus(429)
      refused.assertBody(TOO_MANY)
      assertRetryAfter(assert, refused, 15 * 60)
    }
    const other = await client
      .post('/api/auth/resend-verification')
      .json({ email: 'other@example.com' })
      .withCsrfToken()
    other.assertStatus(200)
  })

  test('verify-email: {requests} attempts per 15 minutes per IP', async ({ client }) => {
    for (let i = 0; i < AUTH_LIMITS.verifyPerIp.requests; i++) {
      ;(
        await client
          .post('/api/auth/verify-email')
          .json({ token: `t${i}` })
          .withCsrfToken()
      ).assertStatus(400)
    }
    ;(await client.post('/api/auth/verify-email').json({ token: 'x' }).withCsrfToken()).assertStatus(429)
  }).with([AUTH_LIMITS.verifyPerIp])

  test('signed-in API traffic is limited per user; another user is unaffected', async ({ client, assert, cleanup }) => {
    // 600/min scaled down to 6 so the test stays quick; the scale is the documented knob.
    const scale = env.get('RATE_LIMIT_SCALE')
    env.set('RATE_LIMIT_SCALE', '0.01')
    cleanup(() => env.set('RATE_LIMIT_SCALE', String(scale ?? 1)))

    const [busy, quiet] = await UserFactory.createMany(2)
    for (let i = 0; i < 6; i++) (await client.get('/api/user/me').loginAs(busy)).assertStatus(200)
    const refused = await client.get('/api/user/me').loginAs(busy)
    refused.assertStatus(429)
    assertRetryAfter(assert, refused, 60)
    ;(await client.get('/api/user/me').loginAs(quiet)).assertStatus(200)
  })

  test('a request without a signed-in member is refused (401) without counting against anyone', async ({
    client,
    cleanup,
  }) => {
    const scale = env.get('RATE_LIMIT_SCALE')
    env.set('RATE_LIMIT_SCALE', '0.01')
    cleanup(() => env.set('RATE_LIMIT_SCALE', String(scale ?? 1)))

    for (let i = 0; i < 8; i++) (await client.get('/api/user/me')).assertStatus(401)
    const [member] = await UserFactory.createMany(1)
    for (let i = 0; i < 6; i++) (await client.get('/api/user/me').loginAs(member)).assertStatus(200)
    ;(await client.get('/api/user/me').loginAs(member)).assertStatus(429)
  })
})
