import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import HttpExceptionHandler from '#shared/exceptions/handler'
import { UNSAFE_TEXT_MESSAGE } from '#shared/services/text_input'
import { UserFactory } from '#shared/database/factories/user_factory'
import { testServerUrl } from '#tests/helpers'

const unsafe = (field: string) => ({
  error: UNSAFE_TEXT_MESSAGE,
  errors: [{ field, message: UNSAFE_TEXT_MESSAGE, rule: 'safeText' }],
})

const NUL = 'a\u0000b'
const LONE_SURROGATE = '\ud800x'

test.group('text input: NUL and lone surrogates are a 422 naming the field, on every route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{title}')
    .with([
      {
        title: 'post block text (NUL)',
        method: 'post' as const,
        path: '/api/posts',
        body: { blocks: [{ type: 'paragraph', content: { text: `Hello ${NUL}` } }] },
        field: 'blocks.0.content.text',
      },
      {
        title: 'post block text (lone surrogate)',
        method: 'post' as const,
        path: '/api/posts',
        body: { blocks: [{ type: 'hashtag', content: { hashtags: ['ok', LONE_SURROGATE] } }] },
        field: 'blocks.0.content.hashtags.1',
      },
      {
        title: 'profile list entry',
        method: 'patch' as const,
        path: '/api/user/me',
        body: { skills: ['TypeScript', NUL] },
        field: 'skills.1',
      },
      {
        title: 'profile name',
        method: 'patch' as const,
        path: '/api/user/me',
        body: { name: LONE_SURROGATE },
        field: 'name',
      },
      {
        title: 'an object key (sign-in metrics)',
        method: 'post' as const,
        path: '/api/auth/login',
        body: { email: 'a@example.com', password: 'x', behaviorMetrics: { [NUL]: 1 } },
        field: 'behaviorMetrics',
      },
    ])
    .run(async ({ client }, { method, path, body, field }) => {
      const user = await UserFactory.create()
      const response = await client[method](path).json(body).withCsrfToken().loginAs(user)
      response.assertStatus(422)
      response.assertBody(unsafe(field))
    })

  test('comments and report reasons: refused, nothing stored', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const created = await client
      .post('/api/posts')
      .json({ blocks: [{ type: 'paragraph', content: { text: 'Plain text 🎉' } }] })
      .withCsrfToken()
      .loginAs(user)
    created.assertStatus(201)
    const postId = created.body().id

    const comment = await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: NUL })
      .withCsrfToken()
      .loginAs(user)
    comment.assertStatus(422)
    comment.assertBody(unsafe('content'))
    const report = await client
      .post(`/api/posts/${postId}/report`)
      .json({ reason: LONE_SURROGATE })
      .withCsrfToken()
      .loginAs(user)
    report.assertStatus(422)
    report.assertBody(unsafe('reason'))
    assert.equal((await db.from('post_comments').where('post_id', postId).count('* as n').first()).n, 0)
    assert.equal((await db.from('content_reports').count('* as n').first()).n, 0)

    // Paired surrogates (emoji) are ordinary text.
    const emoji = await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Congrats 🎉' })
      .withCsrfToken()
      .loginAs(user)
    emoji.assertStatus(201)
    assert.equal(emoji.body().content, 'Congrats 🎉')
  })

  test('search q in the query string', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/api/search').qs({ q: NUL }).loginAs(user)
    response.assertStatus(422)
    response.assertBody(unsafe('q'))
  })

  test('sign-up name and e-mail, anonymous: no "URI malformed", no row', async ({ client, assert }) => {
    const body = {
      email: `new${LONE_SURROGATE}@example.com`,
      password: 'Str0ng!Passw0rd',
      confirmPassword: 'Str0ng!Passw0rd',
      userType: 'candidate',
      name: `Ann ${NUL}`,
    }
    const response = await client.post('/api/users').json(body).withCsrfToken()
    response.assertStatus(422)
    response.assertBody({
      error: UNSAFE_TEXT_MESSAGE,
      errors: [
        { field: 'email', message: UNSAFE_TEXT_MESSAGE, rule: 'safeText' },
        { field: 'name', message: UNSAFE_TEXT_MESSAGE, rule: 'safeText' },
      ],
    })
    assert.equal((await db.from('users').count('* as n').first()).n, 0)

    const resend = await client
      .post('/api/auth/resend-verification')
      .json({ email: `a${LONE_SURROGATE}@example.com` })
      .withCsrfToken()
    resend.assertStatus(422)
    resend.assertBody(unsafe('email'))
  })
})

test.group('malformed URLs and internal errors', () => {
  test('a path that does not percent-decode is a JSON 400', async ({ assert }) => {
    for (const path of ['/api/posts/%E0%A4%A', '/api/%ZZ', '/%']) {
      const response = await fetch(testServerUrl(path), { headers: { accept: 'application/json' } })
      assert.equal(response.status, 400, path)
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/, path)
      assert.deepEqual(await response.json(), { error: 'Malformed URL' }, path)
    }
  })

  test('a 500 carries no internal text unless EXPOSE_ERRORS=true', async ({ assert, cleanup }) => {
    const fault = Object.assign(new Error('insert into "users" ("email") values ($1) - invalid byte sequence'), {
      code: '22021',
    })
    const answer = async () => {
      const ctx = await testUtils.createHttpContext()
      await new HttpExceptionHandler().handle(fault, ctx)
      return { status: ctx.response.getStatus(), body: ctx.response.getBody() }
    }

    const previous = process.env.EXPOSE_ERRORS
    cleanup(() => {
      env.set('EXPOSE_ERRORS', previous === 'true')
      // env.set writes process.env too, which server processes started by later tests inherit.
      if (previous === undefined) delete process.env.EXPOSE_ERRORS
      else process.env.EXPOSE_ERRORS = previous
    })

    env.set('EXPOSE_ERRORS', false)
    assert.deepEqual(await answer(), { status: 500, body: { error: 'Internal server error' } })

    env.set('EXPOSE_ERRORS', true)
    assert.deepEqual(await answer(), {
      status: 500,
      body: { error: `Internal server error: ${fault.message}` },
    })
  })
})
