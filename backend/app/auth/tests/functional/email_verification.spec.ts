import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import EmailVerificationToken from '#auth/models/email_verification_token'
import VerifyEmailMail from '#auth/mails/verify_email_mail'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { sha256 } from '#auth/services/secrets'

const registration = {
  email: 'new.member@example.com',
  password: 'Str0ng!Passw0rd',
  confirmPassword: 'Str0ng!Passw0rd',
  userType: 'candidate',
}

function tokenFrom(message: VerifyEmailMail) {
  return new URL(message.url).searchParams.get('token')!
}

test.group('e-mail verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('registration e-mails a single-use 24-hour link to the new address; only its hash is stored', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client.post('/api/users').json(registration).withCsrfToken()
    response.assertStatus(201)

    mails.assertQueuedCount(VerifyEmailMail, 1)
    const [sent] = mails.queued((m) => m instanceof VerifyEmailMail) as VerifyEmailMail[]
    assert.equal(sent.to, registration.email)
    assert.isTrue(sent.message.hasTo(registration.email))
    assert.isTrue(sent.message.hasSubject('Verify your email address'))
    assert.match(sent.url, new RegExp(`^${env.get('APP_URL')}/verify-email\\?token=[A-Za-z0-9_-]{43}$`))
    sent.message.assertHtmlIncludes(sent.url)
    sent.message.assertTextIncludes(sent.url)

    const user = await User.findByOrFail('email', registration.email)
    const stored = await EmailVerificationToken.findByOrFail('userId', user.id)
    const token = tokenFrom(sent)
    assert.notEqual(stored.token, token)
    assert.equal(stored.token, sha256(token))
    assert.equal(stored.email, registration.email)
    assert.isNull(stored.usedAt)
    const hours = stored.expiresAt.diff(DateTime.now(), 'hours').hours
    assert.isAbove(hours, 23.9)
    assert.isAtMost(hours, 24)
  })

  test('the link verifies the account once: { message, user } then 410 when used again', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await client.post('/api/users').json(registration).withCsrfToken()
    const token = tokenFrom(mails.queued()[0] as VerifyEmailMail)

    const first = await client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
    first.assertStatus(200)
    assert.equal(first.body().message, 'Email verified')
    assert.equal(first.body().user.email, registration.email)
    assert.isTrue(first.body().user.isVerified)

    const user = await User.findByOrFail('email', registration.email)
    assert.isTrue(user.emailVerified)
    assert.isTrue(DateTime.isDateTime(user.emailVerifiedAt))
    const me = await client.get('/api/user/me').loginAs(user)
    assert.isTrue(me.body().isVerified)

    const again = await client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
    again.assertStatus(410)
    again.assertBody({ error: M.verificationLinkUsed })
  })

  test('an expired link is 410 and leaves the account unverified', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await client.post('/api/users').json(registration).withCsrfToken()
    const token = tokenFrom(mails.queued()[0] as VerifyEmailMail)
    await EmailVerificationToken.query().update({ expiresAt: DateTime.now().minus({ minutes: 1 }).toSQL() })

    const response = await client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
    response.assertStatus(410)
    response.assertBody({ error: M.verificationLinkExpired })
    assert.isFalse((await User.findByOrFail('email', registration.email)).emailVerified)
  })

  test('an unknown token is 400 "Invalid or expired verification link."', async ({ client }) => {
    const response = await client
      .post('/api/auth/verify-email')
      .json({ token: 'x'.repeat(43) })
      .withCsrfToken()
    response.assertStatus(400)
    response.assertBody({ error: 'Invalid or expired verification link.' })
  })

  test('a missing token is 422 "Verification token is required"', async ({ client, assert }) => {
    const response = await client.post('/api/auth/verify-email').json({}).withCsrfToken()
    response.assertStatus(422)
    assert.equal(response.body().error, M.verificationTokenRequired)
    assert.equal(response.body().errors[0].field, 'token')
  })

  test('resend sends a new link to an unverified account and the previous link stops working', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await client.post('/api/users').json(registration).withCsrfToken()
    const oldToken = tokenFrom(mails.queued()[0] as VerifyEmailMail)

    const resend = await client
      .post('/api/auth/resend-verification')
      .json({ email: 'New.Member@Example.com' })
      .withCsrfToken()
    resend.assertStatus(200)
    resend.assertBody({ message: M.verificationSent })
    mails.assertQueuedCount(VerifyEmailMail, 2)
    const newToken = tokenFrom(mails.queued()[1] as VerifyEmailMail)
    assert.notEqual(newToken, oldToken)

    const stale = await client.post('/api/auth/verify-email').json({ token: oldToken }).withCsrfToken()
    stale.assertStatus(400)
    const fresh = await client.post('/api/auth/verify-email').json({ token: newToken }).withCsrfToken()
    fresh.assertStatus(200)
  })

  test('resend answers the same and sends nothing for unknown or already verified addresses', async ({ client }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: 'verified@example.com', emailVerified: true }).create()

    for (const email of ['nobody@example.com', 'verified@example.com']) {
      const response = await client.post('/api/auth/resend-verification').json({ email }).withCsrfToken()
      response.assertStatus(200)
      response.assertBody({ message: M.verificationSent })
    }
    mails.assertNoneQueued()
    mails.assertNoneSent()
  })

  test('resend answers "{message}" for {email}')
    .with([
      { email: undefined, message: 'Email Required' },
      { email: '', message: 'Email Required' },
      { email: 'not-an-email', message: M.emailInvalid },
    ])
    .run(async ({ client, assert }, { email, message }) => {
      const response = await client.post('/api/auth/resend-verification').json({ email }).withCsrfToken()
      response.assertStatus(422)
      assert.equal(response.body().error, message)
    })
})
