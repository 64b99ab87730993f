import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import User from '#shared/models/user'
import { UserFactory, TEST_PASSWORD } from '#shared/database/factories/user_factory'
import VerifyEmailMail from '#auth/mails/verify_email_mail'
import EmailChangeNoticeMail from '#auth/mails/email_change_notice_mail'
import EmailVerificationToken from '#auth/models/email_verification_token'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { AUTH_LIMITS } from '#auth/rate_limits'

const IMAGE = `/uploads/avatars/${'a1'.repeat(16)}.png`

/** The stored headline (not a column of the User model). */
async function storedHeadline(user: User) {
  return (await db.from('users').where('id', user.id).select('headline').firstOrFail()).headline
}

/** The answer of GET and PATCH /api/user/me for the stored account. */
async function ownProfile(user: User, headline: string | null, pendingEmail: string | null = null) {
  return { ...(await User.findOrFail(user.id)).toCurrentUser(), headline, pendingEmail }
}

/** Records `url` as uploaded by `user`, as POST /api/upload does. */
async function uploadedBy(user: User, url: string) {
  await db.table('uploads').insert({ key: url.slice('/uploads/'.length), user_id: user.id })
}

test.group('PATCH /api/user/me (profile)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('updates name, phone, location, picture, skills and availability and answers the user', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await uploadedBy(user, IMAGE)
    const response = await client
      .patch('/api/user/me')
      .json({
        name: '  Jamie Rivera ',
        phone: '+1 555 010 0199',
        location: 'Austin, TX',
        profileImage: IMAGE,
        skills: [' Welding ', 'welding', '', null, 'Forklift', 'WELDING', 'CDL Class A'],
        availability: ['Weekdays', ' weekdays', 'Nights'],
      })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.include(body, {
      id: user.id,
      name: 'Jamie Rivera',
      phone: '+1 555 010 0199',
      location: 'Austin, TX',
      profileImage: IMAGE,
      email: user.email,
      pendingEmail: null,
    })
    assert.deepEqual(body.skills, ['Welding', 'Forklift', 'CDL Class A'])
    assert.deepEqual(body.availability, ['Weekdays', 'Nights'])

    await user.refresh()
    assert.equal(user.name, 'Jamie Rivera')
    assert.deepEqual(user.skills, ['Welding', 'Forklift', 'CDL Class A'])
    const me = await client.get('/api/user/me').loginAs(user)
    assert.equal(me.body().location, 'Austin, TX')
  })

  test('fields that are absent stay as they are; phone, location, picture and lists can be cleared', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({
      phone: '5550100199',
      location: 'Reno',
      profileImage: IMAGE,
      skills: ['A'],
    }).create()
    const keep = await client.patch('/api/user/me').json({}).withCsrfToken().loginAs(user)
    keep.assertStatus(200)
    assert.include(keep.body(), { phone: '5550100199', location: 'Reno', profileImage: IMAGE })

    const clear = await client
      .patch('/api/user/me')
      .json({ phone: '', location: null, profileImage: '', skills: [], availability: null })
      .withCsrfToken()
      .loginAs(user)
    clear.assertStatus(200)
    assert.include(clear.body(), { phone: null, location: null, profileImage: null })
    assert.deepEqual(clear.body().skills, [])
    assert.deepEqual(clear.body().availability, [])
  })

  test('userType, flags, counters, badges and ids never change', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const before = user.toCurrentUser()
    const response = await client
      .patch('/api/user/me')
      .json({
        id: '00000000-0000-0000-0000-000000000000',
        userType: 'admin',
        badges: ['Founding Employer'],
        referralCount: 99,
        hasCareerPerks: true,
        hasEarlyAccess: true,
        isFeaturedWorker: true,
        featuredWorkerNumber: 1,
        emailVerified: true,
        isVerified: true,
        emailVerifiedAt: '2020-01-01T00:00:00Z',
        password: 'Hack3d!Password',
        hashedPassword: 'x',
        createdAt: '2000-01-01T00:00:00Z',
      })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(200)
    const stored = await User.findOrFail(user.id)
    const after = stored.toCurrentUser()
    for (const field of [
      'id',
      'userType',
      'badges',
      'referralCount',
      'hasCareerPerks',
      'hasEarlyAccess',
      'isFeaturedWorker',
      'isVerified',
      'createdAt',
    ] as const) {
      assert.deepEqual(after[field], before[field], field)
    }
    assert.isNull(stored.featuredWorkerNumber)
    assert.isNull(stored.emailVerifiedAt)
    assert.notEqual(stored.password, 'x')
    assert.equal(stored.password, user.password)
  })

  test('answers "{message}" for {field} = {value}')
    .with([
      { field: 'name', value: 'J', message: 'Name must be at least 2 characters' },
      { field: 'name', value: '   ', message: 'Name must be at least 2 characters' },
      { field: 'name', value: '', message: 'Name must be at least 2 characters' },
      { field: 'name', value: null, message: 'Name must be at least 2 characters' },
      { field: 'name', value: 'x'.repeat(101), message: M.nameTooLong },
      { field: 'email', value: 'not-an-email', message: 'Invalid email address' },
      { field: 'email', value: 'someone@ab', message: 'Invalid email address' },
      { field: 'email', value: '', message: 'Invalid email address' },
      { field: 'phone', value: '555-0100', message: 'Phone number must be at least 10 characters' },
      { field: 'phone', value: '5'.repeat(31), message: M.phoneTooLong },
      {
        field: 'phone',
        value: 'abc-not-a-phone',
        message: 'Phone number may only contain digits, spaces and + ( ) - .',
      },
      { field: 'phone', value: '++++++++++++', message: M.phoneInvalid },
      { field: 'phone', value: '555-0100 ext', message: M.phoneInvalid },
      { field: 'phone', value: '(512)--55--0', message: M.phoneInvalid },
      { field: 'location', value: 'X', message: 'Location must be at least 2 characters' },
      { field: 'headline', value: 'x'.repeat(221), message: M.headlineTooLong },
      { field: 'headline', value: 42, message: M.headlineInvalid },
      { field: 'profileImage', value: 'https://evil.example/pixel.png', message: M.profileImageInvalid },
      { field: 'profileImage', value: 'javascript:alert(1)', message: M.profileImageInvalid },
      { field: 'profileImage', value: '/uploads/avatars/../../secret.png', message: M.profileImageInvalid },
      { field: 'profileImage', value: `/uploads/media/${'b2'.repeat(16)}.mp4`, message: M.profileImageInvalid },
      { field: 'skills', value: 'Welding', message: M.skillsInvalid },
      { field: 'skills', value: ['x'.repeat(51)], message: M.skillTooLong },
      { field: 'skills', value: Array.from({ length: 51 }, (_, i) => `s${i}`), message: M.skillsTooMany },
      { field: 'availability', value: [42], message: M.availabilityInvalid },
      { field: 'availability', value: Array.from({ length: 21 }, (_, i) => `a${i}`), message: M.availabilityTooMany },
    ])
    .run(async ({ client, assert }, { field, value, message }) => {
      const user = await UserFactory.create()
      const response = await client
        .patch('/api/user/me')
        .json({ [field]: value })
        .withCsrfToken()
        .loginAs(user)
      response.assertStatus(422)
      assert.equal(response.body().error, message)
      assert.match(response.body().errors[0].field, new RegExp(`^${field}`))
      const stored = await User.findOrFail(user.id)
      assert.deepEqual(stored.toCurrentUser(), user.toCurrentUser())
      assert.isNull(await storedHeadline(user))
    })

  test("the picture must be one the member uploaded: not another member's, not one that never existed", async ({
    client,
    assert,
  }) => {
    const [member, other] = await UserFactory.createMany(2)
    const theirs = `/uploads/public/${'c3'.repeat(16)}.jpg`
    const mine = `/uploads/public/${'d4'.repeat(16)}.webp`
    await uploadedBy(other, theirs)
    await uploadedBy(member, mine)

    for (const url of [
      theirs,
      `/uploads/public/${'e5'.repeat(16)}.png`,
      new URL(theirs, env.get('APP_URL')).toString(),
    ]) {
      const refused = await client.patch('/api/user/me').json({ profileImage: url }).withCsrfToken().loginAs(member)
      refused.assertStatus(422)
      refused.assertBody({
        error: M.profileImageNotOwn,
        errors: [{ field: 'profileImage', message: M.profileImageNotOwn, rule: 'profileImage' }],
      })
    }
    await member.refresh()
    assert.isNull(member.profileImage)

    const accepted = await client.patch('/api/user/me').json({ profileImage: mine }).withCsrfToken().loginAs(member)
    accepted.assertStatus(200)
    assert.equal(accepted.body().profileImage, mine)

    // The picture a member already has may be sent back unchanged (the form sends every field).
    const legacy = await UserFactory.merge({ profileImage: theirs }).create()
    const unchanged = await client
      .patch('/api/user/me')
      .json({ name: 'Kept Picture', profileImage: theirs })
      .withCsrfToken()
      .loginAs(legacy)
    unchanged.assertStatus(200)
    assert.equal(unchanged.body().profileImage, theirs)
  })

  test('a new e-mail is verified before it replaces the old one', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.merge({ email: 'old@example.com', emailVerified: true }).create()

    const response = await client
      .patch('/api/user/me')
      .json({ email: ' New@Example.com ', name: 'Renamed', currentPassword: TEST_PASSWORD })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(200)
    assert.include(response.body(), {
      email: 'old@example.com',
      pendingEmail: 'new@example.com',
      name: 'Renamed',
      isVerified: true,
    })

    mails.assertQueuedCount(VerifyEmailMail, 1)
    const sent = mails.queued((queued: unknown) => queued instanceof VerifyEmailMail)[0] as VerifyEmailMail
    assert.equal(sent.to, 'new@example.com')
    assert.isTrue(sent.isNewAddress)
    const token = new URL(sent.url).searchParams.get('token')

    // The current address hears of the request, with the new one partly hidden.
    mails.assertQueuedCount(EmailChangeNoticeMail, 1)
    const notice = mails.queued(
      (queued: unknown) => queued instanceof EmailChangeNoticeMail
    )[0] as EmailChangeNoticeMail
    assert.equal(notice.to, 'old@example.com')
    assert.equal(notice.newEmail, 'new@example.com')
    notice.message.assertTo('old@example.com')
    notice.message.assertSubject('Your email address is being changed')
    notice.message.assertTextIncludes('n•••@example.com')
    notice.message.assertHtmlIncludes('n•••@example.com')
    notice.message.assertTextIncludes('reset your password')
    assert.notInclude(notice.message.toJSON().message.text as string, 'new@example.com')

    const pending = await client.patch('/api/user/me').json({}).withCsrfToken().loginAs(user)
    assert.equal(pending.body().pendingEmail, 'new@example.com')
    const reloaded = await client.get('/api/user/me').loginAs(user)
    assert.include(reloaded.body(), { email: 'old@example.com', pendingEmail: 'new@example.com' })

    const verified = await client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
    verified.assertStatus(200)
    assert.include(verified.body().user, { email: 'new@example.com', isVerified: true })
    const stored = await User.findOrFail(user.id)
    assert.equal(stored.email, 'new@example.com')
    const after = await client.get('/api/user/me').loginAs(stored)
    assert.equal(after.body().email, 'new@example.com')
    assert.isNull(after.body().pendingEmail)
  })

  test('an address already in use is 409 and nothing is sent; the same address (any case) is no change', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: 'taken@example.com' }).create()
    const user = await UserFactory.merge({ email: 'me@example.com' }).create()

    const taken = await client
      .patch('/api/user/me')
      .json({ email: 'TAKEN@example.com', currentPassword: TEST_PASSWORD })
      .withCsrfToken()
      .loginAs(user)
    taken.assertStatus(409)
    taken.assertBody({ error: M.emailTaken })
    const same = await client.patch('/api/user/me').json({ email: 'ME@example.com' }).withCsrfToken().loginAs(user)
    same.assertStatus(200)
    assert.isNull(same.body().pendingEmail)
    mails.assertNoneQueued()
  })

  test('if the new address is taken before the link is followed, verifying is 409 and nothing changes', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.merge({ email: 'first@example.com' }).create()
    await client
      .patch('/api/user/me')
      .json({ email: 'race@example.com', currentPassword: TEST_PASSWORD })
      .withCsrfToken()
      .loginAs(user)
    const link = mails.queued((queued: unknown) => queued instanceof VerifyEmailMail)[0] as VerifyEmailMail
    const token = new URL(link.url).searchParams.get('token')
    await UserFactory.merge({ email: 'race@example.com' }).create()

    const response = await client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
    response.assertStatus(409)
    assert.equal((await User.findOrFail(user.id)).email, 'first@example.com')
  })

  test('a new e-mail without {label} is 422 on currentPassword and changes nothing')
    .with([
      { label: 'a password', password: undefined, message: M.currentPasswordRequired, rule: 'required' },
      { label: 'a password (empty)', password: '', message: M.currentPasswordRequired, rule: 'required' },
      {
        label: 'the right password',
        password: 'Wr0ng!Passw0rd',
        message: M.currentPasswordWrong,
        rule: 'currentPassword',
      },
      { label: 'a possible password', password: 'x'.repeat(101), message: M.currentPasswordWrong, rule: 'maxLength' },
    ])
    .run(async ({ client, assert }, { password, message, rule }) => {
      const { mails } = mail.fake()
      const user = await UserFactory.merge({ email: 'owner@example.com', name: 'Owner Name' }).create()
      await db.from('users').where('id', user.id).update({ headline: 'Line worker' })
      const before = await ownProfile(user, 'Line worker')

      const response = await client
        .patch('/api/user/me')
        .json({
          email: 'attacker.box@example.net',
          currentPassword: password,
          name: 'Taken Over',
          headline: 'Changed',
          location: 'Elsewhere',
        })
        .withCsrfToken()
        .loginAs(user)
      response.assertStatus(422)
      response.assertBody({ error: message, errors: [{ field: 'currentPassword', message, rule }] })

      assert.deepEqual(await ownProfile(user, await storedHeadline(user)), before)
      assert.lengthOf(await EmailVerificationToken.query().where('userId', user.id), 0)
      mails.assertNoneQueued()
      const me = await client.get('/api/user/me').loginAs(user)
      me.assertBody(before)
    })

  test('the password is checked before the address: a wrong one does not tell whether it is taken', async ({
    client,
  }) => {
    await UserFactory.merge({ email: 'taken@example.com' }).create()
    const user = await UserFactory.create()
    const response = await client
      .patch('/api/user/me')
      .json({ email: 'taken@example.com', currentPassword: 'Wr0ng!Passw0rd' })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(422)
    response.assertBody({
      error: M.currentPasswordWrong,
      errors: [{ field: 'currentPassword', message: M.currentPasswordWrong, rule: 'currentPassword' }],
    })
  })

  test('wrong current passwords count as failed sign-ins: at the limit the account is locked (429)', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.merge({ email: 'guessed@example.com' }).create()
    const attempt = (currentPassword: string) =>
      client
        .patch('/api/user/me')
        .json({ email: 'attacker.box@example.net', currentPassword })
        .withCsrfToken()
        .loginAs(user)
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerAccount.requests; i++) {
      ;(await attempt(`Wr0ng!Passw0rd${i}`)).assertStatus(422)
    }
    const locked = await attempt(TEST_PASSWORD)
    locked.assertStatus(429)
    locked.assertBody({ error: 'Too many requests. Please try again later.' })
    assert.isAbove(Number(locked.header('retry-after')), 0)
    // The same lock as the sign-in form's.
    const login = await client
      .post('/api/auth/login')
      .json({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
    login.assertStatus(429)
    assert.lengthOf(await EmailVerificationToken.query().where('userId', user.id), 0)
    mails.assertNoneQueued()
  })

  test('other fields change without a password; a password sent with them is not checked', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .patch('/api/user/me')
      .json({ name: 'Plain Edit', location: 'Boise, ID', currentPassword: 'not the password' })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(200)
    response.assertBody(await ownProfile(user, null))
  })

  test('the headline is trimmed, stored, answered by PATCH and GET, and shown on the public profile', async ({
    client,
    assert,
    cleanup,
  }) => {
    const events = emitter.fake(['auth:profile_updated'])
    cleanup(() => emitter.restore())
    const [user, reader] = await UserFactory.createMany(2)
    const response = await client
      .patch('/api/user/me')
      .json({ headline: '  NERC CIP compliance analyst  ' })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(200)
    response.assertBody(await ownProfile(user, 'NERC CIP compliance analyst'))
    assert.equal(await storedHeadline(user), 'NERC CIP compliance analyst')
    ;(await client.get('/api/user/me').loginAs(user)).assertBody(await ownProfile(user, 'NERC CIP compliance analyst'))
    const profile = await client.get(`/api/users/${user.id}`).loginAs(reader)
    assert.equal(profile.body().headline, 'NERC CIP compliance analyst')
    // Screened with the other public texts of the profile.
    events.assertEmitted(
      'auth:profile_updated',
      ({ data }) => data.userId === user.id && data.content.split('\n').includes('NERC CIP compliance analyst')
    )

    const longest = 'h'.repeat(220)
    const full = await client.patch('/api/user/me').json({ headline: longest }).withCsrfToken().loginAs(user)
    full.assertStatus(200)
    assert.equal(await storedHeadline(user), longest)
  })

  test('a blank headline ({label}) removes it; an absent one keeps it')
    .with([
      { label: 'empty', value: '' },
      { label: 'spaces', value: '   ' },
      { label: 'null', value: null },
    ])
    .run(async ({ client, assert }, { value }) => {
      const user = await UserFactory.create()
      await db.from('users').where('id', user.id).update({ headline: 'Dispatcher' })
      const kept = await client.patch('/api/user/me').json({ name: 'Same Headline' }).withCsrfToken().loginAs(user)
      kept.assertBody(await ownProfile(user, 'Dispatcher'))

      const cleared = await client.patch('/api/user/me').json({ headline: value }).withCsrfToken().loginAs(user)
      cleared.assertStatus(200)
      cleared.assertBody(await ownProfile(user, null))
      assert.isNull(await storedHeadline(user))
    })

  test('employers keep to business addresses when they change e-mail', async ({ client }) => {
    const employer = await UserFactory.apply('employer').merge({ email: 'hr@gridworks.com' }).create()
    const response = await client
      .patch('/api/user/me')
      .json({ email: 'boss@gmail.com' })
      .withCsrfToken()
      .loginAs(employer)
    response.assertStatus(422)
    response.assertBodyContains({ error: M.businessEmail })
  })

  test('anonymous visitors get 401; the CSRF token is required', async ({ client }) => {
    ;(await client.patch('/api/user/me').json({ name: 'Nobody' }).withCsrfToken()).assertStatus(401)
    const user = await UserFactory.create()
    ;(await client.patch('/api/user/me').json({ name: 'No Token' }).loginAs(user)).assertStatus(403)
  })
})
