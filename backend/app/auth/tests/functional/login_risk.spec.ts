import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import argon2 from 'argon2'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import User from '#shared/models/user'
import { UserFactory, TEST_PASSWORD } from '#shared/database/factories/user_factory'
import { CookieClient } from '#tests/helpers'
import DeviceFingerprint from '#auth/models/device_fingerprint'
import LoginChallenge from '#auth/models/login_challenge'
import OtpToken from '#auth/models/otp_token'
import SecurityAttempt from '#auth/models/security_attempt'
import SecurityEvent from '#auth/models/security_event'
import LoginCodeMail from '#auth/mails/login_code_mail'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { AUTH_LIMITS } from '#auth/rate_limits'
import { deviceKey } from '#auth/services/device_trust'
import { solve } from '#auth/services/proof_of_work'
import { BOT_METRICS, HUMAN_METRICS, TEST_DEVICE, humanLogin, trustDevice } from '#auth/tests/support'

const EMAIL = 'risk@example.com'

function login(client: ApiClient, body: Record<string, unknown>) {
  return client.post('/api/auth/login').json(body).withCsrfToken()
}

function lastLoginCode(mails: ReturnType<typeof mail.fake>['mails']) {
  const sent = mails.queued((m) => m instanceof LoginCodeMail) as LoginCodeMail[]
  return sent.at(-1)!
}

async function outcomes(email = EMAIL) {
  const rows = await SecurityAttempt.query().where('userEmail', email).orderBy('id')
  return rows.map((row) => row.outcome)
}

test.group('risk-based login: the normal path and recording', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a person on a proven device signs in directly; the attempt, the device and an event are recorded', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ email: EMAIL }).create()
    const device = (await trustDevice(user))!
    const response = await login(client, humanLogin(EMAIL, TEST_PASSWORD))
    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    assert.notProperty(response.body(), 'requiresMFA')

    const [attempt] = await SecurityAttempt.query().where('userEmail', EMAIL)
    assert.equal(attempt.outcome, 'success')
    assert.isTrue(attempt.success)
    assert.equal(attempt.attemptType, 'login')
    assert.equal(attempt.riskScore, 100)
    assert.equal(attempt.userId, user.id)
    assert.equal(attempt.ipAddress, '127.0.0.1')
    assert.match(attempt.deviceFingerprint!, /^[0-9a-f]{64}$/)
    assert.deepInclude(attempt.behaviorMetrics, { ...HUMAN_METRICS, flags: [] })

    await device.refresh()
    assert.equal(device.trustScore, 55)
    assert.isTrue(device.lastSeen > DateTime.now().minus({ minutes: 1 }))
    const events = await SecurityEvent.query().where('userId', user.id)
    assert.deepEqual(
      events.map((e) => e.type),
      ['login_success']
    )
  })

  test('a wrong password stays a 401 and is recorded, for known and unknown addresses alike', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await trustDevice(await UserFactory.merge({ email: EMAIL }).create())
    for (const email of [EMAIL, 'ghost@example.com']) {
      const response = await login(client, humanLogin(email, 'Wr0ng!Password'))
      response.assertStatus(401)
      response.assertBody({ error: M.invalidCredentials })
      assert.deepEqual(await outcomes(email), ['invalid_credentials'])
    }
    mails.assertNoneQueued()
    const event = await SecurityEvent.query().where('userEmail', 'ghost@example.com').firstOrFail()
    assert.equal(event.type, 'login_failed')
    assert.isNull(event.userId)
  })

  test('login answers "{message}" for {field}')
    .with([
      { field: 'otpCode', value: '1234567', message: 'Code must be 6 characters' },
      { field: 'challengeSolution', value: { counter: 1 }, message: 'Invalid security challenge solution' },
      { field: 'challengeSolution', value: 'abc', message: 'Invalid security challenge solution' },
      { field: 'challengeSolution', value: -1, message: 'Invalid security challenge solution' },
      { field: 'challengeSolution', value: 1.5, message: 'Invalid security challenge solution' },
      { field: 'challengeSolution', value: 1e20, message: 'Invalid security challenge solution' },
      { field: 'challengeId', value: 'x'.repeat(65), message: 'Invalid security challenge' },
    ])
    .run(async ({ client, assert }, { field, value, message }) => {
      const response = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { [field]: value }))
      response.assertStatus(422)
      assert.equal(response.body().error, message)
      assert.equal(response.body().errors[0].field, field)
    })

  test('a password hashed at an older cost is rehashed at the current cost on sign-in', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: EMAIL }).create()
    await trustDevice(user)
    const old = await argon2.hash(TEST_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    })
    await db.from('users').where('id', user.id).update({ hashed_password: old })

    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD))).assertStatus(200)
    await user.refresh()
    assert.match(user.password, /^\$argon2id\$v=19\$m=47104,t=2,p=1\$/)
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD))).assertStatus(200)
  })

  test('the metrics are scored on the server: a client-sent score or odd values change nothing', async ({
    client,
    assert,
  }) => {
    await trustDevice(await UserFactory.merge({ email: EMAIL }).create())
    const response = await login(client, {
      ...humanLogin(EMAIL, TEST_PASSWORD),
      behaviorMetrics: {
        humanScore: 100,
        score: 100,
        mouseEvents: 'lots',
        keyEvents: -5,
        formFillTime: 1500,
        focusEvents: 2,
      },
    })
    response.assertStatus(200)
    assert.isTrue(response.body().requiresAdditionalChallenge)
    const [attempt] = await SecurityAttempt.query().where('userEmail', EMAIL)
    assert.equal(attempt.riskScore, 30)
    assert.deepEqual(attempt.behaviorMetrics?.flags, ['fast_completion', 'no_mouse_movement', 'minimal_interaction'])
    assert.notProperty(attempt.behaviorMetrics, 'humanScore')
  })
})

test.group('risk-based login: e-mailed code for unrecognised devices and admins', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('an unrecognised device gets { requiresMFA: true } and a code by e-mail; no session yet', async ({ assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.merge({ email: EMAIL }).create()
    const browser = new CookieClient()
    await browser.get('/api/user/me')

    const first = await browser.post('/api/auth/login', humanLogin(EMAIL, TEST_PASSWORD))
    assert.equal(first.status, 200)
    assert.deepEqual(first.body, { requiresMFA: true })
    assert.equal((await browser.get('/api/user/me')).status, 401)

    const sent = lastLoginCode(mails)
    assert.equal(sent.to, EMAIL)
    assert.match(sent.code, /^\d{6}$/)
    sent.message.assertTextIncludes(sent.code)
    const otp = await OtpToken.query().where({ email: EMAIL, purpose: 'login' }).firstOrFail()
    assert.equal(otp.maxAttempts, 3)
    assert.notInclude(otp.hashedCode, sent.code)
    const minutes = otp.expiresAt.diff(DateTime.now(), 'minutes').minutes
    assert.isAbove(minutes, 9.9)
    assert.isAtMost(minutes, 10)

    const second = await browser.post('/api/auth/login', humanLogin(EMAIL, TEST_PASSWORD, { otpCode: sent.code }), {
      headers: { 'user-agent': TEST_DEVICE },
    })
    assert.equal(second.status, 200)
    assert.equal(second.body.user.id, user.id)
    assert.equal((await browser.get('/api/user/me')).status, 200)

    const device = await DeviceFingerprint.findByOrFail('fingerprint', deviceKey(user.id, TEST_DEVICE))
    assert.equal(device.userId, user.id)
    assert.equal(device.trustScore, 50)
    assert.deepEqual(device.browserDetails, { browser: 'Chrome/131.0', os: 'Linux', mobile: false })
    assert.deepEqual(await outcomes(), ['mfa_required', 'success'])
    const events = await SecurityEvent.query().where('userId', user.id).orderBy('id')
    assert.deepEqual(
      events.map((e) => e.type),
      ['mfa_code_sent', 'device_trusted', 'login_success']
    )

    // The device is now remembered: the next sign-in asks nothing.
    const third = await browser.post('/api/auth/login', humanLogin(EMAIL, TEST_PASSWORD))
    assert.equal(third.status, 200)
    assert.property(third.body, 'user')
    mails.assertQueuedCount(LoginCodeMail, 1)
  })

  test('without a device fingerprint every sign-in asks for a code and nothing is remembered', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: EMAIL }).create()
    const body = { email: EMAIL, password: TEST_PASSWORD, behaviorMetrics: HUMAN_METRICS }
    for (let i = 0; i < 2; i++) {
      ;(await login(client, body)).assertBody({ requiresMFA: true })
      const code = lastLoginCode(mails).code
      ;(await login(client, { ...body, otpCode: code })).assertStatus(200)
    }
    assert.lengthOf(await DeviceFingerprint.all(), 0)
  })

  test('an admin is asked for a code on every sign-in, even from a proven device', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const admin = await UserFactory.apply('admin').merge({ email: 'root@example.com' }).create()
    await trustDevice(admin)
    for (let i = 0; i < 2; i++) {
      ;(await login(client, humanLogin(admin.email, TEST_PASSWORD))).assertBody({ requiresMFA: true })
      const code = lastLoginCode(mails).code
      const done = await login(client, humanLogin(admin.email, TEST_PASSWORD, { otpCode: code }))
      done.assertStatus(200)
      assert.equal(done.body().user.userType, 'admin')
    }
  })

  test('a wrong code is 401 codeWrong and the same code stays good; the third wrong try ends it', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: EMAIL }).create()
    await login(client, humanLogin(EMAIL, TEST_PASSWORD))
    const code = lastLoginCode(mails).code
    const wrong = code === '000000' ? '999999' : '000000'
    for (let i = 0; i < 2; i++) {
      const response = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: wrong }))
      response.assertStatus(401)
      response.assertBody({ error: M.codeWrong })
    }
    const last = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: wrong }))
    last.assertStatus(401)
    last.assertBody({ error: M.codeAttemptsUsed })
    const late = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: code }))
    late.assertStatus(401)
    late.assertBody({ error: M.codeAttemptsUsed })
    assert.equal((await OtpToken.query().where({ email: EMAIL, purpose: 'login' }).firstOrFail()).attempts, 3)
    assert.lengthOf(
      mails.queued((m) => m instanceof LoginCodeMail),
      1
    )
  })

  test('after a wrong code the code e-mailed earlier still signs in; no new code is sent', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: EMAIL }).create()
    await login(client, humanLogin(EMAIL, TEST_PASSWORD))
    const code = lastLoginCode(mails).code
    const wrong = code === '000000' ? '999999' : '000000'
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: wrong }))).assertBody({ error: M.codeWrong })
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: wrong }))).assertBody({ error: M.codeWrong })
    const done = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: code }))
    done.assertStatus(200)
    done.assertBodyContains({ user: { email: EMAIL } })
    assert.lengthOf(
      mails.queued((m) => m instanceof LoginCodeMail),
      1
    )
  })

  test('an expired code is refused; a code is single use; a code never replaces the password', async ({ client }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: EMAIL }).create()

    await login(client, humanLogin(EMAIL, TEST_PASSWORD))
    const expired = lastLoginCode(mails).code
    await OtpToken.query().update({ expiresAt: DateTime.now().minus({ seconds: 1 }).toSQL() })
    const refused = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: expired }))
    refused.assertStatus(401)
    refused.assertBody({ error: M.codeInvalid })

    await login(client, humanLogin(EMAIL, TEST_PASSWORD))
    const code = lastLoginCode(mails).code
    ;(await login(client, humanLogin(EMAIL, 'Wr0ng!Password', { otpCode: code }))).assertStatus(401)
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: code }))).assertStatus(200)
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD, { otpCode: code }))).assertStatus(401)
  })

  test('a device proven at sign-up asks no code on its first sign-in; another device does', async ({
    client,
    assert,
  }) => {
    const signup = await client
      .post('/api/users')
      .json({
        email: EMAIL,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        userType: 'candidate',
        deviceFingerprint: TEST_DEVICE,
      })
      .withCsrfToken()
    signup.assertStatus(201)
    const user = await User.findByOrFail('email', EMAIL)
    assert.exists(await DeviceFingerprint.findBy('fingerprint', deviceKey(user.id, TEST_DEVICE)))

    const same = await login(client, humanLogin(EMAIL, TEST_PASSWORD))
    same.assertStatus(200)
    assert.property(same.body(), 'user')
    const other = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { deviceFingerprint: 'Another browser' }))
    other.assertBody({ requiresMFA: true })
  })

  test('a sign-up without a fingerprint remembers no device', async ({ client, assert }) => {
    await client
      .post('/api/users')
      .json({ email: EMAIL, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, userType: 'candidate' })
      .withCsrfToken()
    assert.lengthOf(await DeviceFingerprint.all(), 0)
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD))).assertBody({ requiresMFA: true })
  })
})

test.group('risk-based login: proof-of-work challenge', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('bot-like behaviour gets a random high challenge; solving it signs in', async ({ assert }) => {
    const user = await UserFactory.merge({ email: EMAIL }).create()
    await trustDevice(user)
    const browser = new CookieClient()
    await browser.get('/api/user/me')
    const body = { email: EMAIL, password: TEST_PASSWORD, behaviorMetrics: BOT_METRICS, deviceFingerprint: TEST_DEVICE }

    const first = await browser.post('/api/auth/login', body)
    assert.equal(first.status, 200)
    assert.deepEqual(Object.keys(first.body).sort(), ['challenge', 'requiresAdditionalChallenge', 'securityLevel'])
    assert.isTrue(first.body.requiresAdditionalChallenge)
    assert.equal(first.body.securityLevel, 'high')
    const { id, value, difficulty } = first.body.challenge
    assert.equal(difficulty, 4)
    assert.match(value, /^[0-9a-f]{64}$/)
    assert.equal((await browser.get('/api/user/me')).status, 401)

    const again = await browser.post('/api/auth/login', body)
    assert.notEqual(again.body.challenge.value, value, 'every challenge is random')

    const stored = await LoginChallenge.findOrFail(id)
    assert.equal(stored.email, EMAIL)
    const ttl = stored.expiresAt.diff(DateTime.now(), 'minutes').minutes
    assert.isAbove(ttl, 4.9)
    assert.isAtMost(ttl, 5)

    const solution = solve(value, difficulty)!
    const solved = await browser.post('/api/auth/login', { ...body, challengeId: id, challengeSolution: solution })
    assert.equal(solved.status, 200)
    assert.equal(solved.body.user.id, user.id)
    assert.equal((await browser.get('/api/user/me')).status, 200)
    assert.isNotNull((await LoginChallenge.findOrFail(id)).usedAt)
    assert.deepEqual(await outcomes(), ['challenge_required', 'challenge_required', 'success'])
    const types = (await SecurityEvent.query().where('userId', user.id).orderBy('id')).map((e) => e.type)
    assert.deepEqual(types, [
      'login_challenge_issued',
      'login_challenge_issued',
      'login_challenge_passed',
      'login_success',
    ])
  })

  test('a middling score gets a low challenge; the solution may be sent as a string', async ({ client }) => {
    await trustDevice(await UserFactory.merge({ email: EMAIL }).create())
    // fast (-30), no mouse (-25), no focus (-10): 35
    const metrics = { mouseEvents: 0, keyEvents: 20, formFillTime: 1500, scrollEvents: 0, focusEvents: 0 }
    const first = await login(client, humanLogin(EMAIL, TEST_PASSWORD, { behaviorMetrics: metrics }))
    first.assertBodyContains({ requiresAdditionalChallenge: true, securityLevel: 'low' })
    const { id, value } = first.body().challenge
    const solved = await login(
      client,
      humanLogin(EMAIL, TEST_PASSWORD, {
        behaviorMetrics: metrics,
        challengeId: id,
        challengeSolution: String(solve(value, 4)),
      })
    )
    solved.assertStatus(200)
  })

  test('a challenge that is solved wrongly, reused, expired or issued to another account is a 400', async ({
    client,
    assert,
  }) => {
    await trustDevice(await UserFactory.merge({ email: EMAIL }).create())
    await trustDevice(await UserFactory.merge({ email: 'other@example.com' }).create())
    const bot = (email: string, extra: Record<string, unknown> = {}) =>
      humanLogin(email, TEST_PASSWORD, { behaviorMetrics: BOT_METRICS, ...extra })
    const challenge = async (email = EMAIL) => (await login(client, bot(email))).body().challenge

    const failed = { error: 'Security verification failed. Please try again.' }
    // wrong counter (and the challenge is then spent)
    const wrong = await challenge()
    let counter = solve(wrong.value, 4)!
    ;(await login(client, bot(EMAIL, { challengeId: wrong.id, challengeSolution: counter + 1 }))).assertBody(failed)
    ;(await login(client, bot(EMAIL, { challengeId: wrong.id, challengeSolution: counter }))).assertStatus(400)
    // reused after success
    const once = await challenge()
    counter = solve(once.value, 4)!
    ;(await login(client, bot(EMAIL, { challengeId: once.id, challengeSolution: counter }))).assertStatus(200)
    const reused = await login(client, bot(EMAIL, { challengeId: once.id, challengeSolution: counter }))
    reused.assertStatus(400)
    reused.assertBody(failed)
    // expired
    const stale = await challenge()
    await LoginChallenge.query()
      .where('id', stale.id)
      .update({ expiresAt: DateTime.now().minus({ seconds: 1 }).toSQL() })
    ;(
      await login(client, bot(EMAIL, { challengeId: stale.id, challengeSolution: solve(stale.value, 4) }))
    ).assertStatus(400)
    // another account's challenge
    const foreign = await challenge('other@example.com')
    ;(
      await login(client, bot(EMAIL, { challengeId: foreign.id, challengeSolution: solve(foreign.value, 4) }))
    ).assertStatus(400)
    // no solution, or garbage
    const bare = await challenge()
    ;(await login(client, bot(EMAIL, { challengeId: bare.id }))).assertStatus(400)
    ;(await login(client, bot(EMAIL, { challengeId: 'not-a-uuid', challengeSolution: 1 }))).assertStatus(400)

    assert.includeMembers(await outcomes(), ['challenge_failed'])
  })

  test('3 recent failures on the account ask a person for a low challenge, 5 for a high one', async ({ client }) => {
    await trustDevice(await UserFactory.merge({ email: EMAIL }).create())
    for (let i = 0; i < 3; i++) await login(client, humanLogin(EMAIL, 'Wr0ng!Password'))
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD))).assertBodyContains({
      requiresAdditionalChallenge: true,
      securityLevel: 'low',
    })
    for (let i = 0; i < 2; i++) await login(client, humanLogin(EMAIL, 'Wr0ng!Password'))
    ;(await login(client, humanLogin(EMAIL, TEST_PASSWORD))).assertBodyContains({
      requiresAdditionalChallenge: true,
      securityLevel: 'high',
    })
  })

  test('a bot on a new device: challenge, then the e-mailed code, then signed in', async ({ assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.merge({ email: EMAIL }).create()
    const browser = new CookieClient()
    await browser.get('/api/user/me')
    const body = { email: EMAIL, password: TEST_PASSWORD, behaviorMetrics: BOT_METRICS, deviceFingerprint: 'headless' }

    const { challenge } = (await browser.post('/api/auth/login', body)).body
    const mfa = await browser.post('/api/auth/login', {
      ...body,
      challengeId: challenge.id,
      challengeSolution: solve(challenge.value, challenge.difficulty),
    })
    assert.deepEqual(mfa.body, { requiresMFA: true })
    // The code completes the sign-in without a second puzzle: it was only sent after the first.
    const done = await browser.post('/api/auth/login', { ...body, otpCode: lastLoginCode(mails).code })
    assert.equal(done.status, 200)
    assert.equal(done.body.user.id, user.id)
    assert.deepEqual(await outcomes(), ['challenge_required', 'mfa_required', 'success'])
  })
})

test.group('risk-based login: per-account lock', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('10 failures lock the account for 15 minutes (429 with Retry-After), existing or not', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ email: EMAIL }).create()
    await trustDevice(user)
    const limit = AUTH_LIMITS.loginFailuresPerAccount.requests
    for (const email of [EMAIL, 'ghost@example.com']) {
      for (let i = 0; i < limit; i++) (await login(client, humanLogin(email, 'Wr0ng!Password'))).assertStatus(401)
      const locked = await login(client, humanLogin(email, TEST_PASSWORD))
      locked.assertStatus(429)
      locked.assertBody({ error: 'Too many requests. Please try again later.' })
      const retryAfter = Number(locked.header('retry-after'))
      assert.isAbove(retryAfter, 14 * 60)
      assert.isAtMost(retryAfter, 15 * 60)
    }
    const blocked = await SecurityEvent.query().where({ userEmail: EMAIL, type: 'login_blocked' }).firstOrFail()
    assert.equal(blocked.severity, 'high')
    // Another account is not locked (it may be challenged: this IP has failed a lot).
    await trustDevice(await UserFactory.merge({ email: 'bystander@example.com' }).create())
    const other = await login(client, humanLogin('bystander@example.com', TEST_PASSWORD))
    other.assertStatus(200)
    assert.isTrue(other.body().requiresAdditionalChallenge)
  })

  test('a successful sign-in resets the failure count', async ({ client }) => {
    await trustDevice(await UserFactory.merge({ email: EMAIL }).create())
    const limit = AUTH_LIMITS.loginFailuresPerAccount.requests
    for (let i = 0; i < limit - 1; i++) await login(client, humanLogin(EMAIL, 'Wr0ng!Password'))
    const { challenge } = (await login(client, humanLogin(EMAIL, TEST_PASSWORD))).body()
    ;(
      await login(
        client,
        humanLogin(EMAIL, TEST_PASSWORD, { challengeId: challenge.id, challengeSolution: solve(challenge.value, 4) })
      )
    ).assertStatus(200)
    ;(await login(client, humanLogin(EMAIL, 'Wr0ng!Password'))).assertStatus(401)
    ;(await login(client, humanLogin(EMAIL, 'Wr0ng!Password'))).assertStatus(401)
  })
})
