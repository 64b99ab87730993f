import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import User from '#shared/models/user'
import { UserFactory, TEST_PASSWORD } from '#shared/database/factories/user_factory'
import OtpToken from '#auth/models/otp_token'
import SecurityEvent from '#auth/models/security_event'
import PasswordResetCodeMail from '#auth/mails/password_reset_code_mail'
import VerifyEmailMail from '#auth/mails/verify_email_mail'
import EmailVerificationToken from '#auth/models/email_verification_token'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { AUTH_LIMITS } from '#auth/rate_limits'
import { CookieClient } from '#tests/helpers'
import { humanLogin, trustDevice } from '#auth/tests/support'

const NEW_PASSWORD = 'N3w!Passw0rd'

async function requestCode(client: ApiClient, email: string) {
  const { mails } = mail.fake()
  const response = await client.post('/api/auth/request-password-reset').json({ email }).withCsrfToken()
  response.assertStatus(200)
  const sent = mails.queued((m: unknown) => m instanceof PasswordResetCodeMail) as PasswordResetCodeMail[]
  return sent.at(-1)?.code
}

test.group('password reset', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a known address gets a 6-digit code by e-mail, stored only as a 15-minute HMAC', async ({ client, assert }) => {
    await UserFactory.merge({ email: 'forgetful@example.com' }).create()
    const { mails } = mail.fake()
    const response = await client
      .post('/api/auth/request-password-reset')
      .json({ email: ' Forgetful@Example.com ' })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ message: M.resetCodeSent })

    mails.assertQueuedCount(PasswordResetCodeMail, 1)
    const [sent] = mails.queued() as PasswordResetCodeMail[]
    assert.equal(sent.to, 'forgetful@example.com')
    assert.match(sent.code, /^\d{6}$/)
    sent.message.assertTextIncludes(sent.code)
    sent.message.assertHtmlIncludes(sent.code)

    const stored = await OtpToken.findByOrFail('email', 'forgetful@example.com')
    assert.equal(stored.purpose, 'password_reset')
    assert.equal(stored.method, 'email')
    assert.equal(stored.maxAttempts, 3)
    assert.equal(stored.attempts, 0)
    assert.isFalse(stored.used)
    assert.equal(stored.ipAddress, '127.0.0.1')
    assert.notInclude(stored.hashedCode, sent.code)
    assert.match(stored.hashedCode, /^[0-9a-f]{64}$/)
    const minutes = stored.expiresAt.diff(DateTime.now(), 'minutes').minutes
    assert.isAbove(minutes, 14.9)
    assert.isAtMost(minutes, 15)
  })

  test('an unknown address gets the very same answer and no e-mail', async ({ client }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/api/auth/request-password-reset')
      .json({ email: 'nobody@example.com' })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ message: M.resetCodeSent })
    mails.assertNoneQueued()
    mails.assertNoneSent()
  })

  test('request answers "{message}" for {email}')
    .with([
      { email: undefined, message: 'Email required' },
      { email: '  ', message: 'Email required' },
      { email: 'nope', message: M.emailInvalid },
    ])
    .run(async ({ client, assert }, { email, message }) => {
      const response = await client.post('/api/auth/request-password-reset').json({ email }).withCsrfToken()
      response.assertStatus(422)
      assert.equal(response.body().error, message)
    })

  test('the right code sets the new password once; the code cannot be used again', async ({ client, assert }) => {
    await UserFactory.merge({ email: 'reset@example.com' }).create()
    const code = await requestCode(client, 'reset@example.com')

    const response = await client
      .post('/api/auth/reset-password')
      .json({ email: 'reset@example.com', code, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ message: 'Password reset successful' })

    const user = await User.findByOrFail('email', 'reset@example.com')
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
    assert.match(user.password, /^\$argon2id\$/)
    const token = await OtpToken.findByOrFail('email', 'reset@example.com')
    assert.isTrue(token.used)
    assert.isNotNull(token.usedAt)

    const again = await client
      .post('/api/auth/reset-password')
      .json({ email: 'reset@example.com', code, newPassword: 'An0ther!Passw0rd' })
      .withCsrfToken()
    again.assertStatus(400)
    again.assertBody({ error: 'Invalid or expired code' })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
  })

  test('three wrong tries kill the code, even for the right code afterwards', async ({ client, assert }) => {
    await UserFactory.merge({ email: 'guess@example.com' }).create()
    const code = (await requestCode(client, 'guess@example.com'))!
    const wrong = code === '000000' ? '111111' : '000000'

    for (let i = 0; i < 3; i++) {
      const response = await client
        .post('/api/auth/reset-password')
        .json({ email: 'guess@example.com', code: wrong, newPassword: NEW_PASSWORD })
        .withCsrfToken()
      response.assertStatus(400)
      response.assertBody({ error: M.codeInvalid })
    }
    const right = await client
      .post('/api/auth/reset-password')
      .json({ email: 'guess@example.com', code, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    right.assertStatus(400)
    assert.equal((await OtpToken.findByOrFail('email', 'guess@example.com')).attempts, 3)
    const user = await User.findByOrFail('email', 'guess@example.com')
    assert.isTrue(await hash.verify(user.password, TEST_PASSWORD))
  })

  test('an expired code is refused', async ({ client }) => {
    await UserFactory.merge({ email: 'late@example.com' }).create()
    const code = await requestCode(client, 'late@example.com')
    await OtpToken.query().update({ expiresAt: DateTime.now().minus({ seconds: 1 }).toSQL() })
    const response = await client
      .post('/api/auth/reset-password')
      .json({ email: 'late@example.com', code, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    response.assertStatus(400)
    response.assertBody({ error: M.codeInvalid })
  })

  test('a new request retires the previous code', async ({ client }) => {
    await UserFactory.merge({ email: 'twice@example.com' }).create()
    const first = await requestCode(client, 'twice@example.com')
    const second = await requestCode(client, 'twice@example.com')
    const old = await client
      .post('/api/auth/reset-password')
      .json({ email: 'twice@example.com', code: first, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    if (first !== second) old.assertStatus(400)
    const fresh = await client
      .post('/api/auth/reset-password')
      .json({ email: 'twice@example.com', code: second, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    fresh.assertStatus(first !== second ? 200 : 400)
  })

  test('a code for one address does not work for another, and unknown addresses answer alike', async ({ client }) => {
    await UserFactory.merge({ email: 'owner@example.com' }).create()
    await UserFactory.merge({ email: 'victim@example.com' }).create()
    const code = await requestCode(client, 'owner@example.com')
    for (const email of ['victim@example.com', 'nobody@example.com']) {
      const response = await client
        .post('/api/auth/reset-password')
        .json({ email, code, newPassword: NEW_PASSWORD })
        .withCsrfToken()
      response.assertStatus(400)
      response.assertBody({ error: M.codeInvalid })
    }
  })

  test('reset answers "{message}" when {field} is {label}')
    .with([
      { field: 'email', label: 'missing', payload: { email: undefined }, message: 'All fields required' },
      { field: 'code', label: 'missing', payload: { code: undefined }, message: 'All fields required' },
      { field: 'code', label: 'empty', payload: { code: '' }, message: 'All fields required' },
      { field: 'newPassword', label: 'missing', payload: { newPassword: undefined }, message: 'All fields required' },
      { field: 'code', label: 'not 6 digits', payload: { code: '12ab56' }, message: M.codeFormat },
      { field: 'newPassword', label: 'short', payload: { newPassword: 'Sh0rt!' }, message: M.passwordTooShort },
      {
        field: 'newPassword',
        label: 'too long',
        payload: { newPassword: 'Aa1!' + 'x'.repeat(97) },
        message: M.passwordTooLong,
      },
      {
        field: 'newPassword',
        label: 'without upper case',
        payload: { newPassword: 'lower1!case' },
        message: M.passwordUppercase,
      },
      {
        field: 'newPassword',
        label: 'without lower case',
        payload: { newPassword: 'UPPER1!CASE' },
        message: M.passwordLowercase,
      },
      {
        field: 'newPassword',
        label: 'without a digit',
        payload: { newPassword: 'NoDigits!here' },
        message: M.passwordNumber,
      },
      {
        field: 'newPassword',
        label: 'without a special character',
        payload: { newPassword: 'NoSpecial1here' },
        message: M.passwordSpecial,
      },
    ])
    .run(async ({ client, assert }, { field, payload, message }) => {
      const response = await client
        .post('/api/auth/reset-password')
        .json({ email: 'someone@example.com', code: '123456', newPassword: NEW_PASSWORD, ...payload })
        .withCsrfToken()
      response.assertStatus(422)
      assert.deepInclude(
        response.body().errors.map((e: { field: string; message: string }) => ({ field: e.field, message: e.message })),
        { field, message }
      )
    })

  test('a reset ends every session of the account, including the browser that asked', async ({ assert }) => {
    await trustDevice(await UserFactory.merge({ email: 'everywhere@example.com' }).create())
    const laptop = new CookieClient()
    const phone = new CookieClient()
    for (const device of [laptop, phone]) {
      await device.get('/api/user/me')
      const login = await device.post('/api/auth/login', humanLogin('everywhere@example.com', TEST_PASSWORD))
      assert.equal(login.status, 200)
      assert.equal((await device.get('/api/user/me')).status, 200)
    }
    const bystander = await UserFactory.merge({ email: 'bystander@example.com' }).create()
    await trustDevice(bystander)
    const other = new CookieClient()
    await other.get('/api/user/me')
    assert.equal((await other.post('/api/auth/login', humanLogin(bystander.email, TEST_PASSWORD))).status, 200)

    const { mails } = mail.fake()
    await phone.post('/api/auth/request-password-reset', { email: 'everywhere@example.com' })
    const code = (mails.queued()[0] as PasswordResetCodeMail).code
    const reset = await phone.post('/api/auth/reset-password', {
      email: 'everywhere@example.com',
      code,
      newPassword: NEW_PASSWORD,
    })
    assert.equal(reset.status, 200)

    assert.equal((await laptop.get('/api/user/me')).status, 401, 'the other browser is signed out')
    assert.equal((await phone.get('/api/user/me')).status, 401, 'the browser that reset is signed out')
    assert.equal((await other.get('/api/user/me')).status, 200, "another user's session survives")
    const event = await SecurityEvent.query()
      .where({ userEmail: 'everywhere@example.com', type: 'password_reset' })
      .firstOrFail()
    assert.equal(event.severity, 'medium')
    assert.deepEqual(event.details, { sessionsEnded: 2 })

    const relogin = await laptop.post('/api/auth/login', humanLogin('everywhere@example.com', NEW_PASSWORD))
    assert.equal(relogin.status, 200)
    assert.equal(relogin.body.user.email, 'everywhere@example.com')
  })

  test('a reset cancels a change to another address still waiting for its link', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: 'owner@example.com', emailVerified: true }).create()
    const { mails } = mail.fake()
    const change = await client
      .patch('/api/user/me')
      .json({ email: 'attacker.box@example.net', currentPassword: TEST_PASSWORD })
      .withCsrfToken()
      .loginAs(user)
    change.assertStatus(200)
    const link = mails.queued((queued: unknown) => queued instanceof VerifyEmailMail)[0] as VerifyEmailMail
    const token = new URL(link.url).searchParams.get('token')

    const code = await requestCode(client, 'owner@example.com')
    const reset = await client
      .post('/api/auth/reset-password')
      .json({ email: 'owner@example.com', code, newPassword: NEW_PASSWORD })
      .withCsrfToken()
    reset.assertStatus(200)
    assert.lengthOf(await EmailVerificationToken.query().where('userId', user.id).whereNull('usedAt'), 0)

    const followed = await client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
    followed.assertStatus(400)
    followed.assertBody({ error: M.verificationLinkInvalid })
    assert.equal((await User.findOrFail(user.id)).email, 'owner@example.com')
  })

  test('requests: 3 per 15 minutes per address; code submissions: 10 per 15 minutes per address', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < AUTH_LIMITS.resetRequestPerEmail.requests; i++) {
      ;(
        await client.post('/api/auth/request-password-reset').json({ email: 'x@example.com' }).withCsrfToken()
      ).assertStatus(200)
    }
    const refused = await client
      .post('/api/auth/request-password-reset')
      .json({ email: 'X@example.com' })
      .withCsrfToken()
    refused.assertStatus(429)
    assert.isAbove(Number(refused.header('retry-after')), 0)

    const attempt = { email: 'y@example.com', code: '123456', newPassword: NEW_PASSWORD }
    for (let i = 0; i < AUTH_LIMITS.resetAttemptsPerEmail.requests; i++) {
      ;(await client.post('/api/auth/reset-password').json(attempt).withCsrfToken()).assertStatus(400)
    }
    const blocked = await client.post('/api/auth/reset-password').json(attempt).withCsrfToken()
    blocked.assertStatus(429)
    assert.isAtMost(Number(blocked.header('retry-after')), 15 * 60)
  })
})
