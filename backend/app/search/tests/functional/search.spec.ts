import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'

const EMPTY = { jobs: [], companies: [], users: [] }

async function people() {
  const [alice, bob, carol] = await Promise.all([
    UserFactory.merge({ name: 'Alice Johnson', location: 'Austin, TX' }).create(),
    UserFactory.apply('employer').merge({ name: 'Bob Martinez' }).create(),
    UserFactory.merge({ name: 'Carol Nguyen' }).create(),
  ])
  await db.from('users').where('id', carol.id).update({ headline: 'NERC CIP compliance analyst' })
  return { alice, bob, carol }
}

test.group('GET /api/search', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('finds people by name: { jobs, companies, users }', async ({ client, assert }) => {
    const { alice } = await people()
    const response = await client.get('/api/search?q=alice').loginAs(alice)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      jobs: [],
      companies: [],
      users: [
        {
          id: alice.id,
          name: 'Alice Johnson',
          profileImage: null,
          userType: 'candidate',
          headline: null,
          location: 'Austin, TX',
        },
      ],
    })
  })

  test('matches headlines, locations, prefixes and typos; ranks names first', async ({ client, assert }) => {
    const { alice, bob, carol } = await people()
    const names = async (q: string) =>
      (await client.get(`/api/search?q=${encodeURIComponent(q)}`).loginAs(alice))
        .body()
        .users.map((u: { id: string }) => u.id)
    assert.deepEqual(await names('compliance analyst'), [carol.id])
    assert.deepEqual(await names('austin'), [alice.id])
    assert.deepEqual(await names('marti'), [bob.id])
    assert.deepEqual(await names('Jonson'), [alice.id])
    assert.deepEqual(await names('"carol nguyen"'), [carol.id])
    assert.deepEqual(await names('zzzzqqq'), [])
  })

  test('at most 5 people by default, `limit` up to 20', async ({ client, assert }) => {
    const reader = await UserFactory.create()
    for (let index = 0; index < 8; index++) await UserFactory.merge({ name: `Dana Smith ${index}` }).create()
    assert.lengthOf((await client.get('/api/search?q=dana').loginAs(reader)).body().users, 5)
    assert.lengthOf((await client.get('/api/search?q=dana&limit=7').loginAs(reader)).body().users, 7)
  })

  test('a blank query answers empty lists', async ({ client }) => {
    const reader = await UserFactory.create()
    for (const query of ['', '?q=', '?q=%20%20']) {
      const response = await client.get(`/api/search${query}`).loginAs(reader)
      response.assertStatus(200)
      response.assertBody(EMPTY)
    }
  })

  test('never answers e-mail addresses or search columns', async ({ client, assert }) => {
    const { alice } = await people()
    const body = JSON.stringify((await client.get('/api/search?q=alice').loginAs(alice)).body())
    assert.notInclude(body, alice.email)
    assert.notInclude(body, 'search_vector')
    const me = await client.get('/api/user/me').loginAs(alice)
    assert.notProperty(me.body(), 'searchVector')
    assert.notProperty(me.body(), 'search_vector')
  })

  test('422 for a query over 100 characters, 401 for anonymous visitors', async ({ client, assert }) => {
    const reader = await UserFactory.create()
    const long = await client.get(`/api/search?q=${'a'.repeat(101)}`).loginAs(reader)
    long.assertStatus(422)
    assert.equal(long.body().error, 'Search query must be at most 100 characters')
    ;(await client.get('/api/search?q=alice')).assertStatus(401)
  })
})

const INVALID_CURSOR = {
  error: 'Invalid cursor',
  errors: [{ field: 'cursor', message: 'Invalid cursor', rule: 'cursor' }],
}
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

test.group('GET /api/search/people', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pages through every match in the grouped search order, then stops', async ({ client, assert }) => {
    const reader = await UserFactory.merge({ name: 'Reader Person' }).create()
    // Ranks that differ, and ties on rank and on name, so pages split at each of the three keys.
    const danas = []
    for (const name of [
      'Dana',
      'Dana Smith',
      'Dana Smith',
      'Danna Lee',
      'Dana Okafor-Whitfield',
      'Jo Dana',
      'Dana Smith',
    ]) {
      danas.push(await UserFactory.merge({ name, location: 'Lyon' }).create())
    }
    const hidden = await UserFactory.merge({ name: 'Dana Smith' }).create()
    await db.from('users').where('id', hidden.id).update({ profile_hidden: true })
    const ranked = (await client.get('/api/search?q=dana&limit=20').loginAs(reader))
      .body()
      .users.map((u: { id: string }) => u.id)
    assert.lengthOf(ranked, 7)

    const seen: string[] = []
    let cursor: string | null = null
    const sizes: number[] = []
    do {
      const url: string = `/api/search/people?q=dana&limit=3${cursor ? `&cursor=${cursor}` : ''}`
      const response = await client.get(url).loginAs(reader)
      response.assertStatus(200)
      const body = response.body()
      sizes.push(body.users.length)
      seen.push(...body.users.map((u: { id: string }) => u.id))
      assert.equal(body.hasMore, body.nextCursor !== null)
      cursor = body.nextCursor
    } while (cursor)
    assert.deepEqual(sizes, [3, 3, 1])
    assert.deepEqual(seen, ranked)
    assert.notInclude(seen, hidden.id)

    const last = danas.find((dana) => dana.id === ranked[6])!
    const secondPage = await client.get('/api/search/people?q=dana&limit=3').loginAs(reader)
    const thirdPage = await client
      .get(`/api/search/people?q=dana&limit=3&cursor=${secondPage.body().nextCursor}`)
      .loginAs(reader)
    const tail = await client
      .get(`/api/search/people?q=dana&limit=3&cursor=${thirdPage.body().nextCursor}`)
      .loginAs(reader)
    tail.assertBody({
      users: [
        {
          id: last.id,
          name: last.name,
          profileImage: null,
          userType: 'candidate',
          headline: null,
          location: 'Lyon',
        },
      ],
      nextCursor: null,
      hasMore: false,
    })
  })

  test('20 people a page by default; `limit` clamped to 1–50', async ({ client, assert }) => {
    const reader = await UserFactory.create()
    for (let index = 0; index < 22; index++) await UserFactory.merge({ name: `Robin Lee ${index}` }).create()
    const first = (await client.get('/api/search/people?q=robin').loginAs(reader)).body()
    assert.lengthOf(first.users, 20)
    assert.isTrue(first.hasMore)
    const rest = (await client.get(`/api/search/people?q=robin&cursor=${first.nextCursor}`).loginAs(reader)).body()
    assert.lengthOf(rest.users, 2)
    assert.isFalse(rest.hasMore)
    assert.lengthOf((await client.get('/api/search/people?q=robin&limit=0').loginAs(reader)).body().users, 1)
    assert.lengthOf((await client.get('/api/search/people?q=robin&limit=500').loginAs(reader)).body().users, 22)
  })

  test('a blank query answers an empty page', async ({ client }) => {
    const reader = await UserFactory.create()
    for (const query of ['', '?q=', '?q=%20%20', `?q=%20&cursor=${cursorOf({ r: 1, n: 'x', id: reader.id })}`]) {
      const response = await client.get(`/api/search/people${query}`).loginAs(reader)
      response.assertStatus(200)
      response.assertBody({ users: [], nextCursor: null, hasMore: false })
    }
  })

  test('422 for a malformed cursor', async ({ client }) => {
    const reader = await UserFactory.create()
    const ID = '7d3c1a7e-0000-4000-8000-000000000000'
    for (const cursor of [
      'not-a-cursor',
      cursorOf([1, 'x', ID]),
      cursorOf({ r: '1', n: 'x', id: ID }),
      cursorOf({ r: 1, n: 2, id: ID }),
      cursorOf({ r: 1, n: 'x', id: 'not-an-id' }),
      cursorOf({ n: 'x', id: ID }),
      // Text PostgreSQL cannot take, inside the cursor where the request's checks do not look.
      cursorOf({ r: 1, n: 'a\u0000b', id: ID }),
      cursorOf({ r: 1, n: '\ud800x', id: ID }),
    ]) {
      const response = await client.get(`/api/search/people?q=dana&cursor=${cursor}`).loginAs(reader)
      response.assertStatus(422)
      response.assertBody(INVALID_CURSOR)
    }
    const long = await client.get(`/api/search/people?q=dana&cursor=${'x'.repeat(1001)}`).loginAs(reader)
    long.assertStatus(422)
    long.assertBody({ ...INVALID_CURSOR, errors: [{ ...INVALID_CURSOR.errors[0], rule: 'maxLength' }] })
  })

  test('422 for a query over 100 characters or a limit that is no number, 401 for anonymous visitors', async ({
    client,
  }) => {
    const reader = await UserFactory.create()
    const long = await client.get(`/api/search/people?q=${'a'.repeat(101)}`).loginAs(reader)
    long.assertStatus(422)
    long.assertBody({
      error: 'Search query must be at most 100 characters',
      errors: [{ field: 'q', message: 'Search query must be at most 100 characters', rule: 'maxLength' }],
    })
    const limit = await client.get('/api/search/people?q=dana&limit=many').loginAs(reader)
    limit.assertStatus(422)
    limit.assertBody({
      error: 'Limit must be a number',
      errors: [{ field: 'limit', message: 'Limit must be a number', rule: 'number' }],
    })
    ;(await client.get('/api/search/people?q=dana')).assertStatus(401)
  })
})
