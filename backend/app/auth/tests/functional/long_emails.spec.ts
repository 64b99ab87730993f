import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { AUTH_LIMITS, emailLimitKey } from '#auth/rate_limits'

/** The longest kind of address the e-mail rule accepts: 64-character local part, 63-character labels (247 characters). */
const LONG_VALID = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.com`
/** Over the 255-character limit. */
const TOO_LONG = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(50)}.com`
const TOO_LONG_BODY = {
  error: 'Email is too long',
  errors: [{ field: 'email', message: 'Email is too long', rule: 'maxLength' }],
}
const TOO_MANY = { error: 'Too many requests. Please try again later.' }

const ROUTES = [
  { path: '/api/auth/resend-verification', extra: {}, ok: 200, perEmail: AUTH_LIMITS.resendPerEmail.requests },
  { path: '/api/auth/request-password-reset', extra: {}, ok: 200, perEmail: AUTH_LIMITS.resetRequestPerEmail.requests },
  {
    path: '/api/auth/reset-password',
    extra: { code: '123456', newPassword: 'N3w!Passw0rd' },
    ok: 400,
    perEmail: AUTH_LIMITS.resetAttemptsPerEmail.requests,
  },
]

test.group('long e-mails on the account-recovery routes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('over 255 characters: 422 before any per-e-mail counting ({path})')
    .with(ROUTES)
    .run(async ({ client }, { path, extra, perEmail }) => {
      for (let i = 0; i <= perEmail; i++) {
        const response = await client
          .post(path)
          .json({ email: TOO_LONG, ...extra })
          .withCsrfToken()
        response.assertStatus(422)
        response.assertBody(TOO_LONG_BODY)
      }
    })

  test('a 247-character address counts like any other, known or not ({path})')
    .with(ROUTES)
    .run(async ({ client, assert }, { path, extra, ok, perEmail }) => {
      assert.equal(LONG_VALID.length, 247)
      await UserFactory.merge({ email: LONG_VALID }).create()
      const unknown = LONG_VALID.replace(/^a/, 'z')
      for (const email of [LONG_VALID, unknown]) {
        for (let i = 0; i < perEmail; i++) {
          const response = await client
            .post(path)
            .json({ email: email.toUpperCase(), ...extra })
            .withCsrfToken()
          assert.equal(response.status(), ok)
        }
        const refused = await client
          .post(path)
          .json({ email, ...extra })
          .withCsrfToken()
        refused.assertStatus(429)
        refused.assertBody(TOO_MANY)
      }
    })
})

test.group('per-e-mail limiter keys', () => {
  test('are fixed-length digests that fit the database store (rate_limits.key is varchar(255))', async ({
    assert,
    cleanup,
  }) => {
    const keyOf = async (email: unknown) => {
      const ctx = await testUtils.createHttpContext()
      ctx.request.updateBody({ email })
      return emailLimitKey(ctx)
    }
    const key = await keyOf(` ${LONG_VALID.toUpperCase()} `)
    assert.equal(key, await keyOf(LONG_VALID))
    assert.match(key!, /^[A-Za-z0-9_-]{43}$/)
    assert.isNull(await keyOf(TOO_LONG))
    assert.isNull(await keyOf('not an e-mail'))
    assert.isNull(await keyOf(42))

    const store = limiter.use('database', { requests: 3, duration: '15 mins' })
    const name = `reset_request_email_${key}`
    cleanup(() => store.delete(name).then(() => {}))
    await store.consume(name)
    const row = await db.from('rate_limits').where('key', 'like', `%${key}`).first()
    assert.equal(row.points, 1)
  })
})
