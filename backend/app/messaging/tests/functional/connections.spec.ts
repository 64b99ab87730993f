import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import User from '#shared/models/user'
import { MESSAGING_MESSAGES as M } from '#messaging/constants'
import { USER_NOT_FOUND } from '#messaging/connection_exceptions'
import { REQUEST_ANSWERED } from '#messaging/actions/connections_respond'
import { CONNECTION_INPUT_MESSAGES as I } from '#messaging/validators/connection_validators'
import { INVALID_CURSOR, timeIdCursor } from '#shared/pagination/keyset'
import { providePort } from '#shared/modules/registry'
import type {} from '#auth/contract'
import type { ApiClient } from '@japa/api-client'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

function person(user: User) {
  return {
    id: user.id,
    name: user.name,
    userType: user.userType,
    avatar: user.profileImage ?? null,
    location: user.location ?? null,
  }
}

function ask(client: ApiClient, from: User, target: string, note?: string | null) {
  return client
    .post('/api/connections')
    .json(note === undefined ? { targetId: target } : { targetId: target, note })
    .withCsrfToken()
    .loginAs(from)
}

function answer(client: ApiClient, as: User, id: string, verb: 'accept' | 'decline') {
  return client.post(`/api/connections/${id}/${verb}`).withCsrfToken().loginAs(as)
}

function connectionsOf(a: User, b: User) {
  return db
    .from('connections')
    .where((query) =>
      query.where({ requester_id: a.id, target_id: b.id }).orWhere({ requester_id: b.id, target_id: a.id })
    )
}

function notificationsOf(user: User) {
  return db
    .from('notifications')
    .where('user_id', user.id)
    .orderBy('created_at')
    .select('actor_id', 'type', 'entity_type', 'entity_id', 'message', 'is_read')
}

test.group('POST /api/connections', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a request is pending, answered 201 as the requester sees it, and notifies the target', async ({
    client,
    assert,
  }) => {
    const requester = await UserFactory.create()
    const target = await UserFactory.merge({ location: 'Austin, TX', profileImage: '/uploads/t.png' })
      .apply('employer')
      .create()
    const response = await ask(client, requester, target.id, '  Met you at the grid expo  ')
    response.assertStatus(201)
    const row = await connectionsOf(requester, target).firstOrFail()
    assert.deepEqual(response.body(), {
      id: row.id,
      status: 'pending',
      note: 'Met you at the grid expo',
      createdAt: new Date(row.created_at).toISOString(),
      direction: 'outgoing',
      person: person(target),
    })
    assert.include(row, { requester_id: requester.id, target_id: target.id, status: 'pending', responded_at: null })
    assert.deepEqual(await notificationsOf(target), [
      {
        actor_id: requester.id,
        type: 'connection_request',
        entity_type: 'user',
        entity_id: requester.id,
        message: `${requester.name} wants to connect with you`,
        is_read: false,
      },
    ])
    assert.deepEqual(await notificationsOf(requester), [])
  })

  test('the note: optional, trimmed, blank is none, 300 characters at most', async ({ client, assert }) => {
    const [requester, first, second, third] = await UserFactory.createMany(4)
    const none = await ask(client, requester, first.id)
    none.assertStatus(201)
    assert.isNull(none.body().note)
    const blank = await ask(client, requester, second.id, '   ')
    blank.assertStatus(201)
    assert.isNull(blank.body().note)
    assert.isNull((await connectionsOf(requester, second).firstOrFail()).note)

    const tooLong = await ask(client, requester, third.id, 'x'.repeat(301))
    tooLong.assertStatus(422)
    assert.deepEqual(tooLong.body(), {
      error: M.noteMax,
      errors: [{ field: 'note', message: M.noteMax, rule: 'maxLength' }],
    })
    assert.isNull(await connectionsOf(requester, third).first())
    const longest = await ask(client, requester, third.id, ` ${'y'.repeat(300)} `)
    longest.assertStatus(201)
    assert.equal((await connectionsOf(requester, third).firstOrFail()).note, 'y'.repeat(300))
  })

  test('validation: yourself, nobody, no target, not an id; 401 signed out', async ({ client, assert }) => {
    const requester = await UserFactory.create()
    const self = await ask(client, requester, requester.id)
    self.assertStatus(422)
    assert.deepEqual(self.body(), {
      error: M.cannotConnectSelf,
      errors: [{ field: 'targetId', message: M.cannotConnectSelf, rule: 'notSelf' }],
    })
    const selfUpper = await ask(client, requester, requester.id.toUpperCase())
    selfUpper.assertStatus(422)
    assert.equal(selfUpper.body().error, M.cannotConnectSelf)

    const nobody = await ask(client, requester, UNKNOWN)
    nobody.assertStatus(404)
    assert.deepEqual(nobody.body(), { error: USER_NOT_FOUND })

    const missing = await client.post('/api/connections').json({}).withCsrfToken().loginAs(requester)
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors, [{ field: 'targetId', message: I.targetRequired, rule: 'required' }])
    const notId = await ask(client, requester, 'not-a-uuid')
    notId.assertStatus(422)
    assert.deepEqual(notId.body().errors, [{ field: 'targetId', message: I.targetInvalid, rule: 'uuid' }])
    assert.lengthOf(await db.from('connections').where('requester_id', requester.id), 0)

    const anonymous = await client.post('/api/connections').json({ targetId: UNKNOWN }).withCsrfToken()
    anonymous.assertStatus(401)
  })

  test('pending already → 409 requestPending; connected → 409 alreadyConnected; one row', async ({
    client,
    assert,
  }) => {
    const [requester, target] = await UserFactory.createMany(2)
    const first = await ask(client, requester, target.id, 'Hello')
    first.assertStatus(201)
    const again = await ask(client, requester, target.id, 'Hello again')
    again.assertStatus(409)
    assert.deepEqual(again.body(), { error: M.requestPending })
    assert.equal((await connectionsOf(requester, target).firstOrFail()).note, 'Hello')

    ;(await answer(client, target, first.body().id, 'accept')).assertStatus(200)
    for (const [from, to] of [
      [requester, target],
      [target, requester],
    ]) {
      const connected = await ask(client, from, to.id)
      connected.assertStatus(409)
      assert.deepEqual(connected.body(), { error: M.alreadyConnected })
    }
    assert.lengthOf(await connectionsOf(requester, target), 1)
    assert.lengthOf(await notificationsOf(target), 1)
  })

  test('asking someone who had already asked you accepts their request (200, accepted)', async ({ client, assert }) => {
    const [first, second] = await UserFactory.createMany(2)
    const theirs = await ask(client, first, second.id, 'Let us connect')
    theirs.assertStatus(201)
    const mine = await ask(client, second, first.id, 'Sure')
    mine.assertStatus(200)
    const row = await connectionsOf(first, second).firstOrFail()
    assert.deepEqual(mine.body(), {
      id: theirs.body().id,
      status: 'accepted',
      note: 'Let us connect',
      createdAt: theirs.body().createdAt,
      direction: 'incoming',
      person: person(first),
    })
    assert.include(row, { requester_id: first.id, target_id: second.id, status: 'accepted' })
    assert.isNotNull(row.responded_at)
    assert.deepEqual(await notificationsOf(first), [
      {
        actor_id: second.id,
        type: 'connection_accepted',
        entity_type: 'user',
        entity_id: second.id,
        message: `${second.name} accepted your connection request`,
        is_read: false,
      },
    ])
    assert.deepEqual(
      (await notificationsOf(second)).map((n) => n.type),
      ['connection_request']
    )
  })

  test('after a decline, either of the two may ask again: a new pending request from them', async ({
    client,
    assert,
  }) => {
    const [requester, target] = await UserFactory.createMany(2)
    const first = await ask(client, requester, target.id, 'First try')
    ;(await answer(client, target, first.body().id, 'decline')).assertStatus(200)

    const renewed = await ask(client, requester, target.id, 'Second try')
    renewed.assertStatus(201)
    let row = await connectionsOf(requester, target).firstOrFail()
    assert.deepEqual(renewed.body(), {
      id: first.body().id,
      status: 'pending',
      note: 'Second try',
      createdAt: new Date(row.created_at).toISOString(),
      direction: 'outgoing',
      person: person(target),
    })
    assert.include(row, { requester_id: requester.id, target_id: target.id, status: 'pending', responded_at: null })
    assert.lengthOf(await notificationsOf(target), 2)

    ;(await answer(client, target, first.body().id, 'decline')).assertStatus(200)
    const reversed = await ask(client, target, requester.id)
    reversed.assertStatus(201)
    assert.equal(reversed.body().direction, 'outgoing')
    assert.isNull(reversed.body().note)
    row = await connectionsOf(requester, target).firstOrFail()
    assert.include(row, { requester_id: target.id, target_id: requester.id, status: 'pending', note: null })
    assert.lengthOf(await connectionsOf(requester, target), 1)
    assert.deepEqual(
      (await notificationsOf(requester)).map((n) => [n.type, n.message]),
      [['connection_request', `${target.name} wants to connect with you`]]
    )
  })

  test('blocked either way → 403 cannotMessageUser, no row, no notification', async ({ client, assert }) => {
    const [blocker, blocked] = await UserFactory.createMany(2)
    await db.table('user_blocks').insert({ blocker_id: blocker.id, blocked_id: blocked.id, created_at: new Date() })
    for (const [from, to] of [
      [blocked, blocker],
      [blocker, blocked],
    ]) {
      const response = await ask(client, from, to.id, 'Hi')
      response.assertStatus(403)
      assert.deepEqual(response.body(), { error: M.cannotMessageUser })
    }
    assert.lengthOf(await connectionsOf(blocker, blocked), 0)
    assert.lengthOf(await notificationsOf(blocker), 0)
    assert.lengthOf(await notificationsOf(blocked), 0)
  })
})

test.group('POST /api/connections to members others cannot reach', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a profile hidden by moderation reads as nobody: 404 User not found, no row, no notification', async ({
    client,
    assert,
  }) => {
    const [requester, hidden] = await UserFactory.createMany(2)
    await db.from('users').where('id', hidden.id).update({ profile_hidden: true })
    // The same rule as the profile page: other members get 404 for it.
    ;(await client.get(`/api/users/${hidden.id}`).loginAs(requester)).assertStatus(404)

    const response = await ask(client, requester, hidden.id, 'Hello')
    response.assertStatus(404)
    assert.deepEqual(response.body(), { error: USER_NOT_FOUND })
    const unknown = await ask(client, requester, UNKNOWN, 'Hello')
    assert.deepEqual([unknown.status(), unknown.body()], [404, { error: USER_NOT_FOUND }])
    assert.deepEqual(await connectionsOf(requester, hidden), [])
    assert.deepEqual(await notificationsOf(hidden), [])

    // Shown again (a moderator approved it): the request goes through.
    await db.from('users').where('id', hidden.id).update({ profile_hidden: false })
    ;(await ask(client, requester, hidden.id)).assertStatus(201)
    assert.deepEqual(
      (await connectionsOf(requester, hidden)).map((row) => [row.requester_id, row.target_id, row.status]),
      [[requester.id, hidden.id, 'pending']]
    )
  })

  test("a member moderation's ban check names reads as nobody; without moderation, nobody is banned", async ({
    client,
    assert,
    cleanup,
  }) => {
    const [requester, banned, other] = await UserFactory.createMany(3)
    const previous = providePort('moderation:ban-check', async (userId) =>
      userId === banned.id ? 'Your account has been banned' : null
    )
    cleanup(() => {
      providePort('moderation:ban-check', previous)
    })
    const response = await ask(client, requester, banned.id, 'Hello')
    response.assertStatus(404)
    assert.deepEqual(response.body(), { error: USER_NOT_FOUND })
    assert.deepEqual(await connectionsOf(requester, banned), [])
    assert.deepEqual(await notificationsOf(banned), [])
    ;(await ask(client, requester, other.id)).assertStatus(201)

    providePort('moderation:ban-check', null)
    ;(await ask(client, requester, banned.id)).assertStatus(201)
    assert.lengthOf(await connectionsOf(requester, banned), 1)
  })
})

test.group('POST /api/connections/{id}/accept and /decline', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the target accepts: the request as they see it, the row, a notification to the requester', async ({
    client,
    assert,
  }) => {
    const requester = await UserFactory.merge({ location: 'Reno, NV' }).create()
    const target = await UserFactory.create()
    const asked = await ask(client, requester, target.id, 'Hi')
    const accepted = await answer(client, target, asked.body().id, 'accept')
    accepted.assertStatus(200)
    assert.deepEqual(accepted.body(), {
      id: asked.body().id,
      status: 'accepted',
      note: 'Hi',
      createdAt: asked.body().createdAt,
      direction: 'incoming',
      person: person(requester),
    })
    const row = await connectionsOf(requester, target).firstOrFail()
    assert.equal(row.status, 'accepted')
    assert.isNotNull(row.responded_at)
    assert.deepEqual(await notificationsOf(requester), [
      {
        actor_id: target.id,
        type: 'connection_accepted',
        entity_type: 'user',
        entity_id: target.id,
        message: `${target.name} accepted your connection request`,
        is_read: false,
      },
    ])

    const twice = await answer(client, target, asked.body().id, 'accept')
    twice.assertStatus(409)
    assert.deepEqual(twice.body(), { error: M.alreadyConnected })
    const declineLater = await answer(client, target, asked.body().id, 'decline')
    declineLater.assertStatus(409)
    assert.deepEqual(declineLater.body(), { error: M.alreadyConnected })
    assert.equal((await connectionsOf(requester, target).firstOrFail()).status, 'accepted')
    assert.lengthOf(await notificationsOf(requester), 1)
  })

  test('the target declines: declined, nobody is notified, and it cannot be answered again', async ({
    client,
    assert,
  }) => {
    const [requester, target] = await UserFactory.createMany(2)
    const asked = await ask(client, requester, target.id)
    const declined = await answer(client, target, asked.body().id, 'decline')
    declined.assertStatus(200)
    assert.deepEqual(declined.body(), {
      id: asked.body().id,
      status: 'declined',
      note: null,
      createdAt: asked.body().createdAt,
      direction: 'incoming',
      person: person(requester),
    })
    const row = await connectionsOf(requester, target).firstOrFail()
    assert.equal(row.status, 'declined')
    assert.isNotNull(row.responded_at)
    assert.lengthOf(await notificationsOf(requester), 0)
    for (const verb of ['accept', 'decline'] as const) {
      const again = await answer(client, target, asked.body().id, verb)
      again.assertStatus(409)
      assert.deepEqual(again.body(), { error: REQUEST_ANSWERED })
    }
    assert.equal((await connectionsOf(requester, target).firstOrFail()).status, 'declined')
  })

  test('only the target answers (403); strangers and unknown ids get 404; 401 signed out', async ({
    client,
    assert,
  }) => {
    const [requester, target, stranger] = await UserFactory.createMany(3)
    const asked = await ask(client, requester, target.id)
    const id = asked.body().id
    for (const verb of ['accept', 'decline'] as const) {
      const own = await answer(client, requester, id, verb)
      own.assertStatus(403)
      assert.deepEqual(own.body(), { error: M.onlyTargetResponds })
      const outsider = await answer(client, stranger, id, verb)
      outsider.assertStatus(404)
      assert.deepEqual(outsider.body(), { error: M.connectionNotFound })
      const unknown = await answer(client, target, UNKNOWN, verb)
      unknown.assertStatus(404)
      assert.deepEqual(unknown.body(), { error: M.connectionNotFound })
      ;(await client.post(`/api/connections/nope/${verb}`).withCsrfToken().loginAs(target)).assertStatus(404)
      ;(await client.post(`/api/connections/${id}/${verb}`).withCsrfToken()).assertStatus(401)
    }
    assert.equal((await connectionsOf(requester, target).firstOrFail()).status, 'pending')
    assert.lengthOf(await notificationsOf(requester), 0)
  })
})

test.group('DELETE /api/connections/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('either person removes a connection; the requester withdraws a request; then they may ask again', async ({
    client,
    assert,
  }) => {
    const [requester, target, stranger] = await UserFactory.createMany(3)
    const asked = await ask(client, requester, target.id)
    const foreign = await client.delete(`/api/connections/${asked.body().id}`).withCsrfToken().loginAs(stranger)
    foreign.assertStatus(404)
    assert.deepEqual(foreign.body(), { error: M.connectionNotFound })
    ;(await client.delete(`/api/connections/${asked.body().id}`).withCsrfToken()).assertStatus(401)

    const withdrawn = await client.delete(`/api/connections/${asked.body().id}`).withCsrfToken().loginAs(requester)
    withdrawn.assertStatus(200)
    assert.deepEqual(withdrawn.body(), { message: 'Connection removed' })
    assert.lengthOf(await connectionsOf(requester, target), 0)
    const gone = await client.delete(`/api/connections/${asked.body().id}`).withCsrfToken().loginAs(requester)
    gone.assertStatus(404)
    assert.deepEqual(gone.body(), { error: M.connectionNotFound })

    const again = await ask(client, requester, target.id)
    again.assertStatus(201)
    ;(await answer(client, target, again.body().id, 'accept')).assertStatus(200)
    const removed = await client.delete(`/api/connections/${again.body().id}`).withCsrfToken().loginAs(target)
    removed.assertStatus(200)
    assert.deepEqual(removed.body(), { message: 'Connection removed' })
    assert.lengthOf(await connectionsOf(requester, target), 0)
  })

  test('the target may dismiss a pending request; a declined one is no connection (404)', async ({
    client,
    assert,
  }) => {
    const [requester, target, other] = await UserFactory.createMany(3)
    const asked = await ask(client, requester, target.id)
    const dismissed = await client.delete(`/api/connections/${asked.body().id}`).withCsrfToken().loginAs(target)
    dismissed.assertStatus(200)
    assert.lengthOf(await connectionsOf(requester, target), 0)

    const declinedOne = await ask(client, requester, other.id)
    ;(await answer(client, other, declinedOne.body().id, 'decline')).assertStatus(200)
    for (const who of [requester, other]) {
      const response = await client.delete(`/api/connections/${declinedOne.body().id}`).withCsrfToken().loginAs(who)
      response.assertStatus(404)
      assert.deepEqual(response.body(), { error: M.connectionNotFound })
    }
    assert.equal((await connectionsOf(requester, other).firstOrFail()).status, 'declined')
  })
})

test.group('GET /api/connections/requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pending requests only, incoming (default) or outgoing, newest first', async ({ client, assert }) => {
    const me = await UserFactory.create()
    const [older, newer, accepted, declined, outgoingTo] = await UserFactory.createMany(5)
    const fromOlder = await ask(client, older, me.id, 'Older')
    const fromNewer = await ask(client, newer, me.id)
    await db
      .from('connections')
      .where('id', fromOlder.body().id)
      .update({ created_at: new Date(Date.now() - 60_000) })
    const fromAccepted = await ask(client, accepted, me.id)
    ;(await answer(client, me, fromAccepted.body().id, 'accept')).assertStatus(200)
    const fromDeclined = await ask(client, declined, me.id)
    ;(await answer(client, me, fromDeclined.body().id, 'decline')).assertStatus(200)
    const mine = await ask(client, me, outgoingTo.id, 'Mine')

    const incoming = await client.get('/api/connections/requests?direction=incoming').loginAs(me)
    incoming.assertStatus(200)
    const olderRow = await db.from('connections').where('id', fromOlder.body().id).firstOrFail()
    assert.deepEqual(incoming.body(), {
      requests: [
        { ...fromNewer.body(), direction: 'incoming', person: person(newer) },
        {
          ...fromOlder.body(),
          createdAt: new Date(olderRow.created_at).toISOString(),
          direction: 'incoming',
          person: person(older),
        },
      ],
      nextCursor: null,
      hasMore: false,
    })
    const byDefault = await client.get('/api/connections/requests').loginAs(me)
    assert.deepEqual(byDefault.body(), incoming.body())

    const outgoing = await client.get('/api/connections/requests?direction=outgoing').loginAs(me)
    assert.deepEqual(outgoing.body(), { requests: [mine.body()], nextCursor: null, hasMore: false })
    const theirOutgoing = await client.get('/api/connections/requests?direction=outgoing').loginAs(older)
    assert.deepEqual(
      theirOutgoing.body().requests.map((request: { id: string }) => request.id),
      [fromOlder.body().id]
    )

    const bad = await client.get('/api/connections/requests?direction=sideways').loginAs(me)
    bad.assertStatus(422)
    assert.deepEqual(bad.body().errors, [{ field: 'direction', message: I.directionInvalid, rule: 'enum' }])
    ;(await client.get('/api/connections/requests')).assertStatus(401)
  })
  test('keyset pages either way (limit, cursor): every request once, the newest first', async ({ client, assert }) => {
    const me = await UserFactory.create()
    const askers = await UserFactory.createMany(5)
    const asked = await UserFactory.createMany(3)
    const base = Date.now() - 3_600_000
    const ids: string[] = []
    for (const [index, asker] of askers.entries()) {
      const response = await ask(client, asker, me.id)
      ids.push(response.body().id)
      // Two requests at the same millisecond, across a page boundary: the id breaks the tie.
      const at = new Date(base + [0, 1, 2, 2, 3][index] * 60_000)
      await db.from('connections').where('id', response.body().id).update({ created_at: at })
    }
    const newestFirst = (await db
      .from('connections')
      .whereIn('id', ids)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])) as { id: string; created_at: Date }[]
    const expected = newestFirst.map((row) => row.id)

    const seen: string[] = []
    let cursor: string | null = null
    const pages: { count: number; hasMore: boolean }[] = []
    do {
      const response = await client
        .get(`/api/connections/requests?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
        .loginAs(me)
      response.assertStatus(200)
      const body = response.body()
      assert.deepEqual(Object.keys(body).sort(), ['hasMore', 'nextCursor', 'requests'])
      seen.push(...body.requests.map((request: { id: string }) => request.id))
      pages.push({ count: body.requests.length, hasMore: body.hasMore })
      assert.equal(body.nextCursor === null, !body.hasMore)
      cursor = body.nextCursor
    } while (cursor)
    assert.deepEqual(seen, expected)
    assert.deepEqual(pages, [
      { count: 2, hasMore: true },
      { count: 2, hasMore: true },
      { count: 1, hasMore: false },
    ])

    const first = await client.get('/api/connections/requests?direction=incoming&limit=3').loginAs(me)
    const last = newestFirst[2]
    assert.equal(first.body().nextCursor, timeIdCursor(new Date(last.created_at), last.id))

    for (const target of asked) await ask(client, me, target.id)
    const outgoingFirst = await client.get('/api/connections/requests?direction=outgoing&limit=2').loginAs(me)
    assert.lengthOf(outgoingFirst.body().requests, 2)
    assert.isTrue(outgoingFirst.body().hasMore)
    const outgoingRest = await client
      .get(
        `/api/connections/requests?direction=outgoing&limit=2&cursor=${encodeURIComponent(outgoingFirst.body().nextCursor)}`
      )
      .loginAs(me)
    assert.deepEqual(
      [...outgoingFirst.body().requests, ...outgoingRest.body().requests]
        .map((r: { person: { id: string } }) => r.person.id)
        .sort(),
      asked.map((user) => user.id).sort()
    )
    assert.deepEqual([outgoingRest.body().hasMore, outgoingRest.body().nextCursor], [false, null])

    // The default page is pageDefault (20) requests; the limit is clamped to 1–50.
    const more = await UserFactory.createMany(20)
    for (const asker of more) await ask(client, asker, me.id)
    const byDefault = await client.get('/api/connections/requests').loginAs(me)
    assert.deepEqual([byDefault.body().requests.length, byDefault.body().hasMore], [20, true])
    const clamped = await client.get('/api/connections/requests?limit=500').loginAs(me)
    assert.deepEqual([clamped.body().requests.length, clamped.body().hasMore], [25, false])
  })

  test('a bad cursor or limit is a 422 on its field, never a 500', async ({ client, assert }) => {
    const me = await UserFactory.create()
    const garbage = Buffer.from(JSON.stringify({ c: 1, id: 'nope' })).toString('base64url')
    const outOfRange = Buffer.from(JSON.stringify({ c: 8.64e15 + 1, id: UNKNOWN })).toString('base64url')
    for (const cursor of ['garbage', garbage, outOfRange, 'x'.repeat(1001)]) {
      const response = await client
        .get(`/api/connections/requests?direction=outgoing&cursor=${encodeURIComponent(cursor)}`)
        .loginAs(me)
      response.assertStatus(422)
      assert.deepEqual(response.body(), {
        error: INVALID_CURSOR,
        errors: [{ field: 'cursor', message: INVALID_CURSOR, rule: cursor.length > 1000 ? 'maxLength' : 'cursor' }],
      })
    }
    const badLimit = await client.get('/api/connections/requests?limit=many').loginAs(me)
    badLimit.assertStatus(422)
    assert.deepEqual(badLimit.body().errors, [{ field: 'limit', message: 'Limit must be a number', rule: 'number' }])
  })
})

test.group('GET /api/user/connections', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('accepted connections, the latest first, in keyset pages; q filters by name', async ({ client, assert }) => {
    const me = await UserFactory.create()
    const ada = await UserFactory.merge({ name: 'Ada Lovelace', location: 'London' }).create()
    const grace = await UserFactory.merge({ name: 'Grace Hopper' }).apply('employer').create()
    const percent = await UserFactory.merge({ name: '100% Linus' }).create()
    const pending = await UserFactory.merge({ name: 'Ada Pending' }).create()
    const ids: Record<string, string> = {}
    for (const [index, other] of [ada, grace, percent].entries()) {
      const asked = index % 2 ? await ask(client, other, me.id) : await ask(client, me, other.id)
      const answerer = index % 2 ? me : other
      ;(await answer(client, answerer, asked.body().id, 'accept')).assertStatus(200)
      await db
        .from('connections')
        .where('id', asked.body().id)
        .update({ responded_at: new Date(Date.now() - (3 - index) * 60_000) })
      ids[other.id] = asked.body().id
    }
    await ask(client, me, pending.id)

    const entry = (user: User) => ({
      id: user.id,
      name: user.name,
      userType: user.userType,
      location: user.location ?? null,
      avatar: null,
      connectionId: ids[user.id],
    })
    const all = await client.get('/api/user/connections').loginAs(me)
    all.assertStatus(200)
    assert.deepEqual(all.body(), {
      connections: [entry(percent), entry(grace), entry(ada)],
      nextCursor: null,
      hasMore: false,
    })
    const theirs = await client.get('/api/user/connections').loginAs(grace)
    assert.deepEqual(
      theirs.body().connections.map((c: { id: string }) => c.id),
      [me.id]
    )

    const first = await client.get('/api/user/connections?limit=2').loginAs(me)
    assert.deepEqual(
      first.body().connections.map((c: { id: string }) => c.id),
      [percent.id, grace.id]
    )
    assert.isTrue(first.body().hasMore)
    const second = await client
      .get(`/api/user/connections?limit=2&cursor=${encodeURIComponent(first.body().nextCursor)}`)
      .loginAs(me)
    assert.deepEqual(second.body(), { connections: [entry(ada)], nextCursor: null, hasMore: false })

    const byName = await client.get('/api/user/connections?q=ada').loginAs(me)
    assert.deepEqual(byName.body().connections, [entry(ada)])
    const literal = await client.get(`/api/user/connections?q=${encodeURIComponent('0%')}`).loginAs(me)
    assert.deepEqual(literal.body().connections, [entry(percent)])
    const none = await client.get('/api/user/connections?q=zzz').loginAs(me)
    assert.deepEqual(none.body(), { connections: [], nextCursor: null, hasMore: false })

    const badCursor = await client.get('/api/user/connections?cursor=garbage').loginAs(me)
    badCursor.assertStatus(422)
    assert.equal(badCursor.body().error, INVALID_CURSOR)
    const longQuery = await client.get(`/api/user/connections?q=${'a'.repeat(101)}`).loginAs(me)
    longQuery.assertStatus(422)
    assert.equal(longQuery.body().error, I.queryMax)
    ;(await client.get('/api/user/connections')).assertStatus(401)
  })
})

test.group('GET /api/connections/status', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('none, connected, pending either way (declined reads as none), with the ids to act on', async ({
    client,
    assert,
  }) => {
    const me = await UserFactory.create()
    const [stranger, friend, askedByMe, askedMe, declinedMe] = await UserFactory.createMany(5)
    const friendship = await ask(client, me, friend.id)
    ;(await answer(client, friend, friendship.body().id, 'accept')).assertStatus(200)
    const outgoing = await ask(client, me, askedByMe.id)
    const incoming = await ask(client, askedMe, me.id)
    const declined = await ask(client, me, declinedMe.id)
    ;(await answer(client, declinedMe, declined.body().id, 'decline')).assertStatus(200)

    const ids = [stranger, friend, askedByMe, askedMe, declinedMe].map((user) => user.id)
    const response = await client
      .get(`/api/connections/status?userIds=${[...ids, me.id, friend.id.toUpperCase()].join(',')}`)
      .loginAs(me)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      statuses: {
        [stranger.id]: 'none',
        [friend.id]: 'connected',
        [askedByMe.id]: 'pending_outgoing',
        [askedMe.id]: 'pending_incoming',
        [declinedMe.id]: 'none',
        [me.id]: 'none',
      },
      requestIds: {
        [friend.id]: friendship.body().id,
        [askedByMe.id]: outgoing.body().id,
        [askedMe.id]: incoming.body().id,
      },
    })
    const fromTheOtherSide = await client.get(`/api/connections/status?userIds=${me.id}`).loginAs(askedByMe)
    assert.deepEqual(fromTheOtherSide.body(), {
      statuses: { [me.id]: 'pending_incoming' },
      requestIds: { [me.id]: outgoing.body().id },
    })
  })

  test('userIds: required, ids only, 50 at most; 401 signed out', async ({ client, assert }) => {
    const me = await UserFactory.create()
    const cases: [string, string][] = [
      ['', I.userIdsRequired],
      ['?userIds=', I.userIdsRequired],
      ['?userIds=,,', I.userIdsRequired],
      [`?userIds=${UNKNOWN},nope`, I.userIdsInvalid],
      [
        `?userIds=${Array.from({ length: 51 }, (_, index) => `7d3c1a7e-0000-4000-8000-${String(index).padStart(12, '0')}`).join(',')}`,
        I.userIdsMax,
      ],
    ]
    for (const [query, message] of cases) {
      const response = await client.get(`/api/connections/status${query}`).loginAs(me)
      response.assertStatus(422)
      assert.equal(response.body().error, message, query)
      assert.equal(response.body().errors[0].field, 'userIds')
    }
    const fifty = Array.from({ length: 50 }, (_, index) => `7d3c1a7e-0000-4000-8000-${String(index).padStart(12, '0')}`)
    const ok = await client.get(`/api/connections/status?userIds=${fifty.join(',')}`).loginAs(me)
    ok.assertStatus(200)
    assert.lengthOf(Object.keys(ok.body().statuses), 50)
    ;(await client.get(`/api/connections/status?userIds=${UNKNOWN}`)).assertStatus(401)
  })
})

test.group('POST /api/connections under concurrency (committed data, separate connections)', () => {
  async function pair(cleanup: (handler: () => Promise<void>) => void) {
    const [first, second] = await UserFactory.createMany(2)
    cleanup(async () => {
      await User.query().whereIn('id', [first.id, second.id]).delete()
    })
    return [first, second] as const
  }

  test('the same request twice at once → one row, one 201 and one 409, one notification', async ({
    client,
    assert,
    cleanup,
  }) => {
    const [requester, target] = await pair(cleanup)
    const responses = await Promise.all([ask(client, requester, target.id), ask(client, requester, target.id)])
    assert.sameMembers(
      responses.map((response) => response.status()),
      [201, 409]
    )
    const conflict = responses.find((response) => response.status() === 409)!
    assert.deepEqual(conflict.body(), { error: M.requestPending })
    const rows = await connectionsOf(requester, target)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].status, 'pending')
    assert.lengthOf(await notificationsOf(target), 1)
  }).timeout(30_000)

  test('both asking each other at once → one accepted connection (201 and 200)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const [first, second] = await pair(cleanup)
    const responses = await Promise.all([ask(client, first, second.id), ask(client, second, first.id)])
    assert.sameMembers(
      responses.map((response) => response.status()),
      [201, 200]
    )
    const rows = await connectionsOf(first, second)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].status, 'accepted')
    assert.equal(responses.find((response) => response.status() === 200)!.body().status, 'accepted')
    const accepted = await db.from('notifications').whereIn('user_id', [first.id, second.id])
    assert.sameMembers(
      accepted.map((row) => row.type),
      ['connection_request', 'connection_accepted']
    )
  }).timeout(30_000)
})
