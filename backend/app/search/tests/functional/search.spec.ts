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
