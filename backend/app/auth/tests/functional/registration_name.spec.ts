import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import User from '#shared/models/user'
import { ACCOUNT_MESSAGES as M, nameFromEmail, validateRegistration } from '#auth/account_rules'

const valid = {
  email: 'j@acme.com',
  password: 'Str0ng!Passw0rd',
  confirmPassword: 'Str0ng!Passw0rd',
  userType: 'candidate',
}

test.group('registration: the name and the one e-mail rule', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('j@acme.com registers with the name the member gives', async ({ client, assert }) => {
    const response = await client
      .post('/api/users')
      .json({ ...valid, name: '  Jay Park ' })
      .withCsrfToken()
    response.assertStatus(201)
    assert.include(response.body().user, { email: 'j@acme.com', name: 'Jay Park' })
    assert.equal((await User.findByOrFail('email', 'j@acme.com')).name, 'Jay Park')
  })

  test('without a name (or an empty one) a one-letter address is named by the whole address', async ({
    client,
    assert,
  }) => {
    const bare = await client.post('/api/users').json(valid).withCsrfToken()
    bare.assertStatus(201)
    assert.equal(bare.body().user.name, 'j@acme.com')
    const empty = await client
      .post('/api/users')
      .json({ ...valid, email: 'k@acme.com', name: '   ' })
      .withCsrfToken()
    empty.assertStatus(201)
    assert.equal(empty.body().user.name, 'k@acme.com')
    assert.equal(nameFromEmail('Jane.Doe@Example.com'), 'jane.doe')
  })

  test('a given name shorter than 2 or longer than 100 characters is refused (422), nothing stored', async ({
    client,
    assert,
  }) => {
    for (const [name, message] of [
      ['J', M.nameTooShort],
      ['x'.repeat(101), M.nameTooLong],
    ] as const) {
      const response = await client
        .post('/api/users')
        .json({ ...valid, name })
        .withCsrfToken()
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [{ field: 'name', message, rule: 'name' }])
      // The form applies the same rule with the same words.
      assert.deepEqual(validateRegistration({ ...valid, name }), { name: message })
    }
    assert.isNull(await User.findBy('email', 'j@acme.com'))
  })

  test('GET /api/auth/account-rules gives the allow-list the server applies; the form then agrees with it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const previous = env.get('EMPLOYER_EMAIL_ALLOWLIST')
    env.set('EMPLOYER_EMAIL_ALLOWLIST', ' Partner.example, gmail.com ,')
    cleanup(() => env.set('EMPLOYER_EMAIL_ALLOWLIST', previous ?? ''))

    const rules = await client.get('/api/auth/account-rules')
    rules.assertStatus(200)
    assert.deepEqual(rules.body(), { employerEmailAllowList: ['partner.example', 'gmail.com'] })

    const employer = { ...valid, email: 'owner@gmail.com', userType: 'employer' }
    const { employerEmailAllowList: allowList } = rules.body()
    assert.deepEqual(validateRegistration(employer, { allowList }), {})
    assert.deepEqual(validateRegistration({ ...employer, email: 'owner@yahoo.com' }, { allowList }), {
      email: M.businessEmail,
    })
    ;(await client.post('/api/users').json(employer).withCsrfToken()).assertStatus(201)
    const refused = await client
      .post('/api/users')
      .json({ ...employer, email: 'owner@yahoo.com' })
      .withCsrfToken()
    refused.assertStatus(422)
    assert.deepEqual(refused.body().errors, [{ field: 'email', message: M.businessEmail, rule: 'businessEmail' }])
  })
})
