import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory, TEST_PASSWORD } from '#shared/database/factories/user_factory'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { CookieClient } from '#tests/helpers'
import { humanLogin, trustDevice } from '#auth/tests/support'

test.group('POST /api/auth/login, POST /api/auth/logout, GET /api/user/me', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('logs in with the right password and answers { user } without secrets', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: 'sam@example.com' }).create()
    await trustDevice(user, 'Mozilla/5.0 (X11; Linux x86_64)')
    const response = await client
      .post('/api/auth/login')
      .json({
        email: 'SAM@example.com',
        password: TEST_PASSWORD,
        behaviorMetrics: { mouseEvents: 12, keyEvents: 30, formFillTime: 5400, scrollEvents: 0, focusEvents: 3 },
        deviceFingerprint: 'Mozilla/5.0 (X11; Linux x86_64)',
      })
      .withCsrfToken()
    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    assert.notProperty(response.body().user, 'password')
  })

  test('wrong password and unknown e-mail answer the same 401', async ({ client, assert }) => {
    await UserFactory.merge({ email: 'sam@example.com' }).create()
    const wrongPassword = await client
      .post('/api/auth/login')
      .json({ email: 'sam@example.com', password: 'Wr0ng!Password' })
      .withCsrfToken()
    const unknownEmail = await client
      .post('/api/auth/login')
      .json({ email: 'nobody@example.com', password: TEST_PASSWORD })
      .withCsrfToken()
    wrongPassword.assertStatus(401)
    unknownEmail.assertStatus(401)
    assert.deepEqual(wrongPassword.body(), { error: M.invalidCredentials })
    assert.deepEqual(unknownEmail.body(), { error: M.invalidCredentials })
  })

  test('login answers "{message}"')
    .with([
      { payload: { password: 'x' }, message: M.emailRequired },
      { payload: { email: 'nope', password: 'x' }, message: M.emailInvalid },
      { payload: { email: 'a'.repeat(250) + '@example.com', password: 'x' }, message: M.emailTooLong },
      { payload: { email: 'a@b.c', password: 'x' }, message: M.emailDomainInvalid },
      { payload: { email: 'sam@example.com' }, message: M.passwordRequired },
      { payload: { email: 'sam@example.com', password: 'x'.repeat(101) }, message: M.passwordTooLong },
    ])
    .run(async ({ client, assert }, { payload, message }) => {
      const response = await client.post('/api/auth/login').json(payload).withCsrfToken()
      response.assertStatus(422)
      assert.include(
        response.body().errors.map((e: { message: string }) => e.message),
        message
      )
    })

  test('GET /api/user/me is 401 for anonymous visitors', async ({ client }) => {
    const response = await client.get('/api/user/me')
    response.assertStatus(401)
    response.assertBody({ error: 'Authentication required' })
  })

  test('GET /api/user/me answers every field of the current user', async ({ client, assert }) => {
    const user = await UserFactory.apply('employer').create()
    const response = await client.get('/api/user/me').loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.properties(body, [
      'id',
      'name',
      'email',
      'phone',
      'location',
      'userType',
      'profileImage',
      'skills',
      'badges',
      'availability',
      'referralCount',
      'hasCareerPerks',
      'hasEarlyAccess',
      'isFeaturedWorker',
      'isOnline',
      'isVerified',
    ])
    assert.equal(body.userType, 'employer')
    assert.notProperty(body, 'password')
    assert.notInclude(JSON.stringify(body), '$argon2')
  })

  test('a browser journey: login sets an HttpOnly SameSite=Lax cookie, regenerates the session, logout ends it', async ({
    assert,
  }) => {
    await trustDevice(await UserFactory.merge({ email: 'journey@example.com' }).create())
    const browser = new CookieClient()

    const anonymous = await browser.get('/api/user/me')
    assert.equal(anonymous.status, 401)
    const anonymousSession = browser.cookies.get('hireloop-session')
    assert.exists(anonymousSession)
    assert.exists(browser.cookies.get('XSRF-TOKEN'))

    const login = await browser.post('/api/auth/login', humanLogin('journey@example.com', TEST_PASSWORD))
    assert.equal(login.status, 200)
    const sessionCookie = login.setCookies.find((line) => line.startsWith('hireloop-session='))!
    assert.match(sessionCookie, /HttpOnly/i)
    assert.match(sessionCookie, /SameSite=Lax/i)
    assert.notEqual(browser.cookies.get('hireloop-session'), anonymousSession, 'session id must change at login')

    const me = await browser.get('/api/user/me')
    assert.equal(me.status, 200)
    assert.equal(me.body.email, 'journey@example.com')

    const logout = await browser.post('/api/auth/logout')
    assert.equal(logout.status, 200)
    assert.deepEqual(logout.body, { success: true })
    assert.equal((await browser.get('/api/user/me')).status, 401)
  })

  test('a cookie-authenticated write from a foreign origin without the token is refused with 403', async ({
    assert,
  }) => {
    await trustDevice(await UserFactory.merge({ email: 'victim@example.com' }).create())
    const browser = new CookieClient()
    await browser.get('/api/user/me')
    await browser.post('/api/auth/login', humanLogin('victim@example.com', TEST_PASSWORD))

    const forged = await browser.post(
      '/api/auth/logout',
      {},
      {
        csrf: false,
        headers: { origin: 'https://evil.example' },
      }
    )
    assert.equal(forged.status, 403)
    assert.deepEqual(forged.body, { error: 'Invalid or missing CSRF token' })
    assert.equal((await browser.get('/api/user/me')).status, 200, 'the session must survive')
  })

  test('login without a CSRF token is refused', async ({ client }) => {
    await UserFactory.merge({ email: 'sam@example.com' }).create()
    const response = await client.post('/api/auth/login').json({ email: 'sam@example.com', password: TEST_PASSWORD })
    response.assertStatus(403)
  })
})
