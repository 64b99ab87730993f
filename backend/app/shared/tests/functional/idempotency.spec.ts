import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_LOCK_SECONDS,
  IDEMPOTENCY_MESSAGES as M,
  parseIdempotencyKey,
} from '#shared/middleware/idempotency_middleware'

/*
| The Idempotency-Key rules (draft-ietf-httpapi-idempotency-key-header),
| proven on POST /api/posts with the rows it leaves; the application and the
| message routes have theirs in the jobs and messaging modules.
*/

const KEY = '8e03978e-40d5-43e8-bc93-6894a57f9324'
const paragraph = (text: string) => ({ blocks: [{ type: 'paragraph', content: { text } }] })

function publish(client: ApiClient, author: User, body: unknown, key: string | null = KEY) {
  const request = client.post('/api/posts').json(body).withCsrfToken().loginAs(author)
  return key === null ? request : request.header('Idempotency-Key', key)
}

const postsBy = (author: User) => db.from('posts').where('author_id', author.id).select('id', 'content')
const keysOf = (user: User) => db.from('idempotency_keys').where('user_id', user.id)

test.group('Idempotency-Key', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the same key and body again replays the first answer and writes nothing', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const first = await publish(client, author, paragraph('Hiring a relay technician'))
    first.assertStatus(201)
    const again = await publish(client, author, paragraph('Hiring a relay technician'))
    again.assertStatus(201)
    assert.deepEqual(again.body(), first.body())
    assert.equal(again.header('idempotent-replayed'), 'true')
    assert.isUndefined(first.header('idempotent-replayed'))

    const posts = await postsBy(author)
    assert.deepEqual(posts, [{ id: first.body().id, content: 'Hiring a relay technician' }])
    const [stored] = await keysOf(author)
    assert.equal(stored.key, KEY)
    assert.equal(stored.status_code, 201)
    assert.deepEqual(JSON.parse(stored.response_body), first.body())
  })

  test('the draft quoted form of the header is the same key as the bare one', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const first = await publish(client, author, paragraph('Quoted'), `"${KEY}"`)
    first.assertStatus(201)
    const again = await publish(client, author, paragraph('Quoted'), KEY)
    assert.deepEqual(again.body(), first.body())
    assert.lengthOf(await postsBy(author), 1)
    assert.equal(parseIdempotencyKey('"a\\"b"'), 'a"b')
  })

  test('the same key with another body is refused (422) and writes nothing', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const first = await publish(client, author, paragraph('First text'))
    first.assertStatus(201)
    const other = await publish(client, author, paragraph('Second text'))
    other.assertStatus(422)
    other.assertBody({
      error: M.reused,
      errors: [{ field: 'Idempotency-Key', message: M.reused, rule: 'idempotencyKeyReused' }],
    })
    assert.deepEqual(await postsBy(author), [{ id: first.body().id, content: 'First text' }])
  })

  test('the same key while its first request is still in flight answers 409 and writes nothing', async ({
    client,
    assert,
  }) => {
    const author = await UserFactory.create()
    const first = await publish(client, author, paragraph('In flight'))
    first.assertStatus(201)
    // The first request's row as it is while its handler runs.
    await db
      .from('idempotency_keys')
      .where({ user_id: author.id, key: KEY })
      .update({ status_code: null, response_body: null, locked_at: new Date() })

    const concurrent = await publish(client, author, paragraph('In flight'))
    concurrent.assertStatus(409)
    concurrent.assertBody({ error: M.inFlight })
    assert.equal(concurrent.header('retry-after'), '1')
    assert.lengthOf(await postsBy(author), 1)
  })

  test('two requests sent together with one key write one post', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const answers = await Promise.all([
      publish(client, author, paragraph('Together')),
      publish(client, author, paragraph('Together')),
    ])
    const statuses = answers.map((answer) => answer.status()).sort()
    // The second either waited for the first's answer (a replay) or found it in flight.
    assert.oneOf(statuses.join(','), ['201,201', '201,409'])
    assert.lengthOf(await postsBy(author), 1)
  })

  test('a request cut off in flight frees its key after the lock time', async ({ client, assert }) => {
    const author = await UserFactory.create()
    await db.table('idempotency_keys').insert({
      user_id: author.id,
      key: KEY,
      fingerprint: 'f'.repeat(64),
      locked_at: new Date(Date.now() - (IDEMPOTENCY_LOCK_SECONDS + 5) * 1000),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    const retry = await publish(client, author, paragraph('After a crash'))
    retry.assertStatus(201)
    assert.deepEqual(await postsBy(author), [{ id: retry.body().id, content: 'After a crash' }])
    const [stored] = await keysOf(author)
    assert.equal(stored.status_code, 201)
  })

  test('keys are scoped per member: another member with the same key writes their own post', async ({
    client,
    assert,
  }) => {
    const [ana, ben] = await UserFactory.createMany(2)
    const first = await publish(client, ana, paragraph('Same words'))
    const second = await publish(client, ben, paragraph('Same words'))
    first.assertStatus(201)
    second.assertStatus(201)
    assert.notEqual(second.body().id, first.body().id)
    assert.isUndefined(second.header('idempotent-replayed'))
    assert.lengthOf(await postsBy(ana), 1)
    assert.lengthOf(await postsBy(ben), 1)
    assert.lengthOf(await keysOf(ana), 1)
    assert.lengthOf(await keysOf(ben), 1)
  })

  test(`a key expires ${IDEMPOTENCY_KEY_TTL_HOURS} hours after its first use`, async ({ client, assert }) => {
    const author = await UserFactory.create()
    const before = Date.now()
    const first = await publish(client, author, paragraph('Expiring'))
    first.assertStatus(201)
    const [stored] = await keysOf(author)
    const ttl = new Date(stored.expires_at).getTime() - before
    assert.closeTo(ttl, IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000, 60_000)

    await db
      .from('idempotency_keys')
      .where({ user_id: author.id, key: KEY })
      .update({ expires_at: new Date(Date.now() - 1000) })
    const later = await publish(client, author, paragraph('Expiring'))
    later.assertStatus(201)
    assert.notEqual(later.body().id, first.body().id)
    assert.lengthOf(await postsBy(author), 2)
    const renewed = await keysOf(author)
    assert.lengthOf(renewed, 1)
    assert.isAbove(new Date(renewed[0].expires_at).getTime(), Date.now())
  })

  test('a refused request (422) keeps no key: the corrected retry with the same key is written', async ({
    client,
    assert,
  }) => {
    const author = await UserFactory.create()
    const refused = await publish(client, author, { blocks: [] })
    refused.assertStatus(422)
    assert.lengthOf(await keysOf(author), 0)
    const corrected = await publish(client, author, paragraph('Now with text'))
    corrected.assertStatus(201)
    assert.lengthOf(await postsBy(author), 1)
  })

  test('the same key on another address is another request (422)', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const post = await publish(client, author, paragraph('A post'))
    post.assertStatus(201)
    const elsewhere = await client
      .post('/api/posts')
      .qs({ draft: 1 })
      .json(paragraph('A post'))
      .header('Idempotency-Key', KEY)
      .withCsrfToken()
      .loginAs(author)
    elsewhere.assertStatus(422)
    elsewhere.assertBody({
      error: M.reused,
      errors: [{ field: 'Idempotency-Key', message: M.reused, rule: 'idempotencyKeyReused' }],
    })
    assert.lengthOf(await postsBy(author), 1)
  })

  test('a malformed key is refused (422) and writes nothing: {$self}')
    .with(['""', 'x'.repeat(256), 'caf\u00e9'])
    .run(async ({ client, assert }, key) => {
      const author = await UserFactory.create()
      const response = await client
        .post('/api/posts')
        .json(paragraph('Hello'))
        .header('Idempotency-Key', key)
        .withCsrfToken()
        .loginAs(author)
      response.assertStatus(422)
      response.assertBody({
        error: M.invalid,
        errors: [{ field: 'Idempotency-Key', message: M.invalid, rule: 'idempotencyKey' }],
      })
      assert.lengthOf(await postsBy(author), 0)
      assert.lengthOf(await keysOf(author), 0)
    })

  test('an anonymous request (401) keeps no key', async ({ client, assert }) => {
    const anonymous = await client
      .post('/api/posts')
      .json(paragraph('Hello'))
      .header('Idempotency-Key', KEY)
      .withCsrfToken()
    anonymous.assertStatus(401)
    assert.lengthOf(await db.from('idempotency_keys').where('key', KEY), 0)
  })

  test('without the header every request is written', async ({ client, assert }) => {
    const author = await UserFactory.create()
    ;(await publish(client, author, paragraph('Twice'), null)).assertStatus(201)
    ;(await publish(client, author, paragraph('Twice'), null)).assertStatus(201)
    assert.lengthOf(await postsBy(author), 2)
    assert.lengthOf(await keysOf(author), 0)
  })
})
