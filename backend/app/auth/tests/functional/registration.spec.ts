import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import env from '#start/env'
import User from '#shared/models/user'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'

const valid = {
  email: 'Jane.Doe@Example.com',
  password: 'Str0ng!Passw0rd',
  confirmPassword: 'Str0ng!Passw0rd',
  userType: 'candidate',
}

test.group('POST /api/users (registration)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('registers a candidate with empty lists, a name from the e-mail and no password in the answer', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/users')
      .json({ ...valid, phone: '', location: '' })
      .withCsrfToken()

    response.assertStatus(201)
    const { user } = response.body()
    assert.equal(user.email, 'jane.doe@example.com')
    assert.equal(user.name, 'jane.doe')
    assert.equal(user.userType, 'candidate')
    assert.deepEqual([user.skills, user.badges, user.availability], [[], [], []])
    assert.isFalse(user.isVerified)
    assert.match(user.id, /^[0-9a-f-]{36}$/)
    assert.notProperty(user, 'password')
    assert.notProperty(user, 'hashedPassword')

    const stored = await User.findByOrFail('email', 'jane.doe@example.com')
    assert.notEqual(stored.password, valid.password)
    assert.isTrue(await hash.verify(stored.password, valid.password))
  })

  test('hashes with argon2id above the OWASP minimum (m=46 MiB, t=2)', async ({ client, assert }) => {
    await client.post('/api/users').json(valid).withCsrfToken()
    const stored = await User.findByOrFail('email', 'jane.doe@example.com')
    assert.match(stored.password, /^\$argon2id\$v=19\$m=47104,t=2,p=1\$/)
  })

  test('keeps a supplied name, phone and location and ignores badges and privileges', async ({ client, assert }) => {
    const response = await client
      .post('/api/users')
      .json({
        ...valid,
        name: '  Jane Doe ',
        phone: '+1 555 0100',
        location: 'Austin, TX',
        badges: ['Founding Employer'],
        skills: ['Hacking'],
        referralCount: 99,
        emailVerified: true,
      })
      .withCsrfToken()
    response.assertStatus(201)
    const { user } = response.body()
    assert.equal(user.name, 'Jane Doe')
    assert.equal(user.phone, '+1 555 0100')
    assert.equal(user.location, 'Austin, TX')
    assert.deepEqual(user.badges, [])
    assert.deepEqual(user.skills, [])
    assert.equal(user.referralCount, 0)
    assert.isFalse(user.isVerified)
  })

  test('registers an employer with a business address', async ({ client }) => {
    const response = await client
      .post('/api/users')
      .json({ ...valid, email: 'hr@gridworks.com', userType: 'employer' })
      .withCsrfToken()
    response.assertStatus(201)
    response.assertBodyContains({ user: { userType: 'employer', email: 'hr@gridworks.com' } })
  })

  test('accepts employers on {$self} domains')
    .with(['recruiting@stanford.edu', 'jobs@ox.ac.uk', 'hr@unimelb.edu.au', 'team@energy.gov', 'hr@army.mil'])
    .run(async ({ client }, email) => {
      const response = await client
        .post('/api/users')
        .json({ ...valid, email, userType: 'employer' })
        .withCsrfToken()
      response.assertStatus(201)
    })

  test('refuses employers on consumer domain {$self}')
    .with([
      'boss@gmail.com',
      'boss@yahoo.co.uk',
      'boss@hotmail.fr',
      'boss@proton.me',
      'boss@gmx.de',
      'boss@yandex.ru',
      'boss@qq.com',
      'boss@web.de',
      'boss@icloud.com',
    ])
    .run(async ({ client, assert }, email) => {
      const response = await client
        .post('/api/users')
        .json({ ...valid, email, userType: 'employer' })
        .withCsrfToken()
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [{ field: 'email', message: M.businessEmail, rule: 'businessEmail' }])
      assert.isNull(await User.findBy('email', email))
    })

  test('candidates may use consumer domains', async ({ client }) => {
    const response = await client
      .post('/api/users')
      .json({ ...valid, email: 'me@gmail.com' })
      .withCsrfToken()
    response.assertStatus(201)
  })

  test('the configured allow-list admits an employer domain', async ({ client, cleanup }) => {
    const previous = env.get('EMPLOYER_EMAIL_ALLOWLIST')
    env.set('EMPLOYER_EMAIL_ALLOWLIST', 'partner.example,gmail.com')
    cleanup(() => env.set('EMPLOYER_EMAIL_ALLOWLIST', previous ?? ''))

    const response = await client
      .post('/api/users')
      .json({ ...valid, email: 'owner@gmail.com', userType: 'employer' })
      .withCsrfToken()
    response.assertStatus(201)
  })

  test('answers "{message}" for {field}')
    .with([
      { field: 'email', payload: { email: undefined }, message: M.emailRequired },
      { field: 'email', payload: { email: '' }, message: M.emailRequired },
      { field: 'email', payload: { email: 'not-an-email' }, message: M.emailInvalid },
      { field: 'email', payload: { email: 'a'.repeat(250) + '@example.com' }, message: M.emailTooLong },
      { field: 'email', payload: { email: 'user@ab' }, message: M.emailDomainInvalid },
      { field: 'email', payload: { email: 'user@a.b' }, message: M.emailDomainInvalid },
      { field: 'email', payload: { email: 42 }, message: M.emailInvalid },
      { field: 'password', payload: { password: undefined }, message: M.passwordRequired },
      { field: 'password', payload: { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, message: M.passwordTooShort },
      { field: 'password', payload: { password: 'Aa1!' + 'x'.repeat(97) }, message: M.passwordTooLong },
      { field: 'password', payload: { password: 'lower1!case' }, message: M.passwordUppercase },
      { field: 'password', payload: { password: 'UPPER1!CASE' }, message: M.passwordLowercase },
      { field: 'password', payload: { password: 'NoDigits!here' }, message: M.passwordNumber },
      { field: 'password', payload: { password: 'NoSpecial1here' }, message: M.passwordSpecial },
      { field: 'confirmPassword', payload: { confirmPassword: undefined }, message: M.confirmRequired },
      { field: 'confirmPassword', payload: { confirmPassword: 'Different1!' }, message: M.confirmMismatch },
      { field: 'userType', payload: { userType: undefined }, message: M.userTypeRequired },
      { field: 'userType', payload: { userType: 'admin' }, message: M.userTypeRequired },
      { field: 'userType', payload: { userType: 'superuser' }, message: M.userTypeRequired },
    ])
    .run(async ({ client, assert }, { field, payload, message }) => {
      const response = await client
        .post('/api/users')
        .json({ ...valid, ...payload })
        .withCsrfToken()
      response.assertStatus(422)
      const errors = response.body().errors as { field: string; message: string }[]
      assert.deepInclude(
        errors.map(({ field: f, message: m }) => ({ field: f, message: m })),
        { field, message }
      )
      assert.equal(
        await User.query()
          .count('* as total')
          .first()
          .then((row) => Number(row!.$extras.total)),
        0
      )
    })

  test('every validation error carries field, message and rule', async ({ client, assert }) => {
    const response = await client.post('/api/users').json({}).withCsrfToken()
    response.assertStatus(422)
    const body = response.body()
    assert.equal(body.error, M.emailRequired)
    assert.sameMembers(
      body.errors.map((e: { field: string }) => e.field),
      ['email', 'password', 'confirmPassword', 'userType']
    )
    for (const error of body.errors) assert.properties(error, ['field', 'message', 'rule'])
  })

  test('a second registration with the same e-mail (any case) is 409', async ({ client, assert }) => {
    await client.post('/api/users').json(valid).withCsrfToken()
    const response = await client
      .post('/api/users')
      .json({ ...valid, email: 'JANE.DOE@example.COM' })
      .withCsrfToken()
    response.assertStatus(409)
    assert.deepEqual(response.body(), { error: M.emailTaken })
  })
})
