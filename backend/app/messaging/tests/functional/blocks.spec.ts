import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import User from '#shared/models/user'
import { MESSAGING_MESSAGES as M } from '#messaging/constants'
import { CANNOT_BLOCK_SELF, USER_NOT_FOUND } from '#messaging/connection_exceptions'
import type { ApiClient } from '@japa/api-client'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

function block(client: ApiClient, as: User, id: string) {
  return client.post(`/api/users/${id}/block`).withCsrfToken().loginAs(as)
}

function unblock(client: ApiClient, as: User, id: string) {
  return client.delete(`/api/users/${id}/block`).withCsrfToken().loginAs(as)
}

function ask(client: ApiClient, from: User, target: User) {
  return client.post('/api/connections').json({ targetId: target.id }).withCsrfToken().loginAs(from)
}

function connectionsOf(a: User, b: User) {
  return db
    .from('connections')
    .where((query) =>
      query.where({ requester_id: a.id, target_id: b.id }).orWhere({ requester_id: b.id, target_id: a.id })
    )
}

test.group('POST and DELETE /api/users/{id}/block, GET /api/user/blocks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('blocking removes the connection and refuses new requests either way; unblocking allows them again', async ({
    client,
    assert,
  }) => {
    const [me, them, bystander] = await UserFactory.createMany(3)
    const asked = await ask(client, them, me)
    ;(await client.post(`/api/connections/${asked.body().id}/accept`).withCsrfToken().loginAs(me)).assertStatus(200)
    await ask(client, me, bystander)

    const blocked = await block(client, me, them.id)
    blocked.assertStatus(200)
    assert.deepEqual(blocked.body(), { message: 'User blocked' })
    const rows = await db.from('user_blocks').where('blocker_id', me.id).select('blocker_id', 'blocked_id')
    assert.deepEqual(rows, [{ blocker_id: me.id, blocked_id: them.id }])
    assert.lengthOf(await connectionsOf(me, them), 0)
    // Only the connection with the blocked person goes.
    assert.equal((await connectionsOf(me, bystander).firstOrFail()).status, 'pending')

    const theirs = await client.get('/api/user/connections').loginAs(them)
    assert.deepEqual(theirs.body().connections, [])
    const status = await client.get(`/api/connections/status?userIds=${me.id}`).loginAs(them)
    assert.deepEqual(status.body(), { statuses: { [me.id]: 'none' }, requestIds: {} })

    for (const [from, to] of [
      [them, me],
      [me, them],
    ]) {
      const refused = await ask(client, from, to)
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { error: M.cannotMessageUser })
    }
    assert.lengthOf(await connectionsOf(me, them), 0)

    const mine = await client.get('/api/user/blocks').loginAs(me)
    mine.assertStatus(200)
    assert.deepEqual(mine.body(), { blocked: [{ id: them.id, name: them.name }] })
    // Nothing tells the blocked person.
    assert.deepEqual((await client.get('/api/user/blocks').loginAs(them)).body(), { blocked: [] })

    const unblocked = await unblock(client, me, them.id)
    unblocked.assertStatus(200)
    assert.deepEqual(unblocked.body(), { message: 'User unblocked' })
    assert.lengthOf(await db.from('user_blocks').where('blocker_id', me.id), 0)
    assert.deepEqual((await client.get('/api/user/blocks').loginAs(me)).body(), { blocked: [] })
    ;(await ask(client, them, me)).assertStatus(201)
  })

  test('a block made by either side is enough; blocking twice is one block; unblocking lifts only your own', async ({
    client,
    assert,
  }) => {
    const [me, them] = await UserFactory.createMany(2)
    ;(await block(client, me, them.id)).assertStatus(200)
    const twice = await block(client, me, them.id)
    twice.assertStatus(200)
    assert.deepEqual(twice.body(), { message: 'User blocked' })
    assert.lengthOf(await db.from('user_blocks').where({ blocker_id: me.id, blocked_id: them.id }), 1)

    ;(await block(client, them, me.id)).assertStatus(200)
    ;(await unblock(client, me, them.id)).assertStatus(200)
    // Their block of me remains: still no requests either way.
    const refused = await ask(client, me, them)
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { error: M.cannotMessageUser })
    assert.deepEqual((await client.get('/api/user/blocks').loginAs(them)).body(), {
      blocked: [{ id: me.id, name: me.name }],
    })
    // Unblocking someone you had not blocked changes nothing.
    ;(await unblock(client, me, them.id)).assertStatus(200)
    assert.lengthOf(await db.from('user_blocks').where({ blocker_id: them.id, blocked_id: me.id }), 1)
  })

  test('the latest block first', async ({ client, assert }) => {
    const [me, first, second] = await UserFactory.createMany(3)
    await block(client, me, first.id)
    await block(client, me, second.id)
    await db
      .from('user_blocks')
      .where({ blocker_id: me.id, blocked_id: first.id })
      .update({ created_at: new Date(Date.now() - 60_000) })
    assert.deepEqual((await client.get('/api/user/blocks').loginAs(me)).body(), {
      blocked: [
        { id: second.id, name: second.name },
        { id: first.id, name: first.name },
      ],
    })
  })

  test('yourself → 422; nobody → 404; not an id → 404; 401 signed out', async ({ client, assert }) => {
    const me = await UserFactory.create()
    for (const send of [block, unblock]) {
      const self = await send(client, me, me.id)
      self.assertStatus(422)
      assert.deepEqual(self.body(), {
        error: CANNOT_BLOCK_SELF,
        errors: [{ field: 'id', message: CANNOT_BLOCK_SELF, rule: 'notSelf' }],
      })
      const selfUpper = await send(client, me, me.id.toUpperCase())
      selfUpper.assertStatus(422)
      const nobody = await send(client, me, UNKNOWN)
      nobody.assertStatus(404)
      assert.deepEqual(nobody.body(), { error: USER_NOT_FOUND })
      ;(await send(client, me, 'not-an-id')).assertStatus(404)
    }
    assert.lengthOf(await db.from('user_blocks').where('blocker_id', me.id), 0)
    ;(await client.post(`/api/users/${UNKNOWN}/block`).withCsrfToken()).assertStatus(401)
    ;(await client.delete(`/api/users/${UNKNOWN}/block`).withCsrfToken()).assertStatus(401)
    ;(await client.get('/api/user/blocks')).assertStatus(401)
  })
})

test.group('blocking under concurrency (committed data, separate connections)', () => {
  test('a block and a request at the same moment never leave a connection behind the block', async ({
    client,
    assert,
    cleanup,
  }) => {
    const [me, them] = await UserFactory.createMany(2)
    cleanup(async () => {
      await User.query().whereIn('id', [me.id, them.id]).delete()
    })
    const [blocked, asked] = await Promise.all([block(client, me, them.id), ask(client, them, me)])
    blocked.assertStatus(200)
    // Either the request came first (201, then removed by the block) or the block did (403).
    assert.include([201, 403], asked.status())
    assert.lengthOf(await connectionsOf(me, them), 0)
    assert.lengthOf(await db.from('user_blocks').where({ blocker_id: me.id, blocked_id: them.id }), 1)
    const again = await ask(client, them, me)
    again.assertStatus(403)
    assert.deepEqual(again.body(), { error: M.cannotMessageUser })
  }).timeout(30_000)
})
