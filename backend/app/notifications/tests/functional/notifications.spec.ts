import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { notify } from '#notifications/services/notify'
import type User from '#shared/models/user'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

/** Notifications written directly: this module does not need the feed for its own routes. */
async function seed(user: User, actor: User, count: number) {
  for (let index = 0; index < count; index++) {
    await notify({
      userId: user.id,
      actorId: actor.id,
      type: 'comment_on_post',
      entityType: 'post',
      entityId: UNKNOWN,
      message: `Notification ${index}`,
    })
  }
  return db.from('notifications').where('user_id', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc')
}

test.group('GET /api/notifications and /unread-count', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("lists the user's own notifications, newest first, in bounded pages", async ({ client, assert }) => {
    const [user, actor, stranger] = await UserFactory.createMany(3)
    const rows = await seed(user, actor, 5)
    await seed(stranger, actor, 2)

    const response = await client.get('/api/notifications').loginAs(user)
    response.assertStatus(200)
    const { notifications, hasMore, nextCursor } = response.body()
    assert.deepEqual(
      notifications.map((n: { id: string }) => n.id),
      rows.map((row) => row.id)
    )
    assert.isFalse(hasMore)
    assert.isNull(nextCursor)
    assert.deepEqual(notifications[0], {
      id: rows[0].id,
      type: 'comment_on_post',
      message: rows[0].message,
      isRead: false,
      createdAt: rows[0].created_at.toISOString(),
      actor: { id: actor.id, name: actor.name, profileImage: null },
      entityType: 'post',
      entityId: UNKNOWN,
      commentId: null,
      job: null,
      link: `/post/${UNKNOWN}`,
    })

    const first = await client.get('/api/notifications?limit=2').loginAs(user)
    assert.lengthOf(first.body().notifications, 2)
    const rest = await client.get(`/api/notifications?limit=100&cursor=${first.body().nextCursor}`).loginAs(user)
    assert.deepEqual(
      [...first.body().notifications, ...rest.body().notifications].map((n: { id: string }) => n.id),
      rows.map((row) => row.id)
    )

    const count = await client.get('/api/notifications/unread-count').loginAs(user)
    count.assertStatus(200)
    assert.deepEqual(count.body(), { unreadCount: 5 })
  })

  test('401 for anonymous visitors; 422 for a bad cursor or limit', async ({ client, assert }) => {
    const user = await UserFactory.create()
    ;(await client.get('/api/notifications')).assertStatus(401)
    ;(await client.get('/api/notifications/unread-count')).assertStatus(401)
    const cursor = await client.get('/api/notifications?cursor=nope').loginAs(user)
    cursor.assertStatus(422)
    assert.equal(cursor.body().error, 'Invalid cursor')
    const limit = await client.get('/api/notifications?limit=many').loginAs(user)
    assert.equal(limit.body().error, 'Limit must be a number')
  })

  test('422 for a cursor whose time PostgreSQL cannot store, or whose id is no UUID', async ({ client }) => {
    const user = await UserFactory.create()
    const id = UNKNOWN
    const cursors = [
      { c: -9.5e15, id },
      { c: Date.UTC(-5000, 0, 1), id },
      { c: Date.UTC(-250000, 0, 1), id },
      { c: 9.5e15, id },
      { c: 1700000000000, id: '-'.repeat(36) },
    ]
    for (const value of cursors) {
      const cursor = Buffer.from(JSON.stringify(value)).toString('base64url')
      const response = await client.get(`/api/notifications?cursor=${cursor}`).loginAs(user)
      response.assertStatus(422)
      response.assertBody({
        error: 'Invalid cursor',
        errors: [{ field: 'cursor', message: 'Invalid cursor', rule: 'cursor' }],
      })
    }
    const infinite = Buffer.from(`{"c":1e400,"id":"${id}"}`).toString('base64url')
    ;(await client.get(`/api/notifications?cursor=${infinite}`).loginAs(user)).assertStatus(422)
    const edge = Buffer.from(JSON.stringify({ c: Date.UTC(9999, 11, 31), id })).toString('base64url')
    const accepted = await client.get(`/api/notifications?cursor=${edge}`).loginAs(user)
    accepted.assertStatus(200)
    accepted.assertBody({ notifications: [], nextCursor: null, hasMore: false })
  })
})

test.group('PATCH /api/notifications/{id}/read, /read-all, DELETE /api/notifications/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('mark one read, then all, then delete one', async ({ client, assert }) => {
    const [user, actor] = await UserFactory.createMany(2)
    const rows = await seed(user, actor, 3)
    const read = await client.patch(`/api/notifications/${rows[0].id}/read`).withCsrfToken().loginAs(user)
    read.assertStatus(200)
    assert.deepEqual(read.body(), { id: rows[0].id, isRead: true })
    assert.equal((await client.get('/api/notifications/unread-count').loginAs(user)).body().unreadCount, 2)

    const all = await client.patch('/api/notifications/read-all').withCsrfToken().loginAs(user)
    all.assertStatus(200)
    assert.deepEqual(all.body(), { updated: 2, unreadCount: 0 })
    assert.equal((await client.get('/api/notifications/unread-count').loginAs(user)).body().unreadCount, 0)

    const deleted = await client.delete(`/api/notifications/${rows[1].id}`).withCsrfToken().loginAs(user)
    deleted.assertStatus(200)
    assert.deepEqual(deleted.body(), { success: true })
    assert.lengthOf((await client.get('/api/notifications').loginAs(user)).body().notifications, 2)
  })

  test("another user's notification is a 404, and stays untouched", async ({ client, assert }) => {
    const [owner, intruder, actor] = await UserFactory.createMany(3)
    const [row] = await seed(owner, actor, 1)
    for (const request of [
      client.patch(`/api/notifications/${row.id}/read`).withCsrfToken().loginAs(intruder),
      client.delete(`/api/notifications/${row.id}`).withCsrfToken().loginAs(intruder),
      client.patch(`/api/notifications/${UNKNOWN}/read`).withCsrfToken().loginAs(owner),
      client.delete(`/api/notifications/${UNKNOWN}`).withCsrfToken().loginAs(owner),
    ]) {
      const response = await request
      response.assertStatus(404)
      assert.deepEqual(response.body(), { error: 'Notification not found' })
    }
    await client.patch('/api/notifications/read-all').withCsrfToken().loginAs(intruder)
    const untouched = await db.from('notifications').where('id', row.id).firstOrFail()
    assert.isFalse(untouched.is_read)
  })

  test('401 for anonymous visitors', async ({ client }) => {
    ;(await client.patch(`/api/notifications/${UNKNOWN}/read`).withCsrfToken()).assertStatus(401)
    ;(await client.patch('/api/notifications/read-all').withCsrfToken()).assertStatus(401)
    ;(await client.delete(`/api/notifications/${UNKNOWN}`).withCsrfToken()).assertStatus(401)
  })
})

test.group('notification links of the network types', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a connection request or acceptance links to the Connections tab, a recommended job to the job', async ({
    client,
    assert,
  }) => {
    const [user, actor] = await UserFactory.createMany(2)
    // As the messaging listeners write them (notifications/start.ts).
    const written = [
      {
        type: 'connection_request',
        entityType: 'user',
        entityId: actor.id,
        message: `${actor.name} wants to connect with you`,
      },
      {
        type: 'connection_accepted',
        entityType: 'user',
        entityId: actor.id,
        message: `${actor.name} accepted your connection request`,
      },
      { type: 'job_recommendation', entityType: 'job', entityId: UNKNOWN, message: `${actor.name} recommended a job` },
    ] as const
    for (const notification of written) {
      await notify({ userId: user.id, actorId: actor.id, ...notification })
    }
    const response = await client.get('/api/notifications').loginAs(user)
    response.assertStatus(200)
    const byType = new Map(response.body().notifications.map((n: { type: string }) => [n.type, n] as const))
    assert.equal(byType.size, 3)
    for (const notification of written) {
      const row = await db.from('notifications').where({ user_id: user.id, type: notification.type }).firstOrFail()
      assert.deepEqual(byType.get(notification.type), {
        id: row.id,
        type: notification.type,
        message: notification.message,
        isRead: false,
        createdAt: row.created_at.toISOString(),
        actor: { id: actor.id, name: actor.name, profileImage: null },
        entityType: notification.entityType,
        entityId: notification.entityId,
        commentId: null,
        job: null,
        link: notification.type === 'job_recommendation' ? `/jobs/${UNKNOWN}` : '/messages/connections',
      })
    }
  })

  test('the links hold through the real flow: a request, then its acceptance', async ({ client, assert }) => {
    const [requester, target] = await UserFactory.createMany(2)
    const asked = await client.post('/api/connections').json({ targetId: target.id }).withCsrfToken().loginAs(requester)
    asked.assertStatus(201)
    const incoming = await client.get('/api/notifications').loginAs(target)
    assert.deepEqual(
      incoming.body().notifications.map((n: { type: string; link: string }) => [n.type, n.link]),
      [['connection_request', '/messages/connections']]
    )
    ;(await client.post(`/api/connections/${asked.body().id}/accept`).withCsrfToken().loginAs(target)).assertStatus(200)
    const outgoing = await client.get('/api/notifications').loginAs(requester)
    assert.deepEqual(
      outgoing.body().notifications.map((n: { type: string; link: string }) => [n.type, n.link]),
      [['connection_accepted', '/messages/connections']]
    )
  })
})
