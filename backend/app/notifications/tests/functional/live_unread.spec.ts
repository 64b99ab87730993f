import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { notify } from '#notifications/services/notify'
import { provideLiveSink, type LiveEvent } from '#shared/services/live'
import type User from '#shared/models/user'

/*
| The bell's count is pushed to the user's live channel whenever
| their unread notifications change: a new one, one read, all read, an
| unread one deleted. A capturing sink stands in for the stream.
*/

const ENTITY = '7d3c1a7e-0000-4000-8000-000000000000'

function captureLive() {
  const pushed: { channel: string; event: LiveEvent }[] = []
  provideLiveSink((channel, event) => {
    pushed.push({ channel, event })
  })
  return pushed
}

async function seed(user: User, actor: User, count: number) {
  for (let index = 0; index < count; index++) {
    await notify({
      userId: user.id,
      actorId: actor.id,
      type: 'comment_on_post',
      entityType: 'post',
      entityId: ENTITY,
      message: `Notification ${index}`,
    })
  }
  return db.from('notifications').where('user_id', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc')
}

test.group('live unread notifications count', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => provideLiveSink(null))

  test('each new notification pushes the recipient their count; none for oneself or a duplicate', async ({
    assert,
  }) => {
    const [user, actor] = await UserFactory.createMany(2)
    const pushed = captureLive()
    await seed(user, actor, 2)
    assert.deepEqual(pushed, [
      { channel: `users/${user.id}`, event: { type: 'unread_notifications', unreadCount: 1 } },
      { channel: `users/${user.id}`, event: { type: 'unread_notifications', unreadCount: 2 } },
    ])

    pushed.length = 0
    // Notifying oneself writes nothing and pushes nothing.
    await notify({
      userId: user.id,
      actorId: user.id,
      type: 'post_like',
      entityType: 'post',
      entityId: ENTITY,
      message: 'x',
    })
    // A second reaction of the same actor on the same post is the same notification (no row, no push).
    const like = {
      userId: user.id,
      actorId: actor.id,
      type: 'post_like' as const,
      entityType: 'post',
      entityId: ENTITY,
    }
    await notify({ ...like, message: 'Actor liked your post' })
    await notify({ ...like, message: 'Actor loves your post' })
    assert.deepEqual(pushed, [{ channel: `users/${user.id}`, event: { type: 'unread_notifications', unreadCount: 3 } }])
    assert.equal((await db.from('notifications').where('user_id', user.id).count('* as n'))[0].n, 3)
  })

  test('a like through the API pushes the post author the new count', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const fan = await UserFactory.merge({ name: 'Fan' }).create()
    const created = await client
      .post('/api/posts')
      .json({ blocks: [{ type: 'paragraph', content: { text: 'Hello network' } }] })
      .withCsrfToken()
      .loginAs(author)
    created.assertStatus(201)
    const pushed = captureLive()

    const liked = await client.post(`/api/posts/${created.body().id}/like`).json({}).withCsrfToken().loginAs(fan)
    liked.assertStatus(200)
    assert.deepEqual(pushed, [
      { channel: `users/${author.id}`, event: { type: 'unread_notifications', unreadCount: 1 } },
    ])
  })

  test('read one, read all, delete: a push only when the count changed', async ({ client, assert }) => {
    const [user, actor, other] = await UserFactory.createMany(3)
    const rows = await seed(user, actor, 4)
    await seed(other, actor, 1)
    const pushed = captureLive()
    const ofUser = (unreadCount: number) => ({
      channel: `users/${user.id}`,
      event: { type: 'unread_notifications', unreadCount },
    })

    ;(await client.patch(`/api/notifications/${rows[0].id}/read`).withCsrfToken().loginAs(user)).assertStatus(200)
    assert.deepEqual(pushed, [ofUser(3)])
    // Already read: the count is unchanged, nothing is pushed.
    ;(await client.patch(`/api/notifications/${rows[0].id}/read`).withCsrfToken().loginAs(user)).assertStatus(200)
    assert.deepEqual(pushed, [ofUser(3)])
    // Deleting a read one changes nothing; deleting an unread one lowers the count.
    ;(await client.delete(`/api/notifications/${rows[0].id}`).withCsrfToken().loginAs(user)).assertStatus(200)
    assert.deepEqual(pushed, [ofUser(3)])
    ;(await client.delete(`/api/notifications/${rows[1].id}`).withCsrfToken().loginAs(user)).assertStatus(200)
    assert.deepEqual(pushed, [ofUser(3), ofUser(2)])

    const all = await client.patch('/api/notifications/read-all').withCsrfToken().loginAs(user)
    assert.deepEqual(all.body(), { updated: 2, unreadCount: 0 })
    assert.deepEqual(pushed, [ofUser(3), ofUser(2), ofUser(0)])
    // Nothing left unread: nothing to tell.
    ;(await client.patch('/api/notifications/read-all').withCsrfToken().loginAs(user)).assertStatus(200)
    assert.deepEqual(pushed, [ofUser(3), ofUser(2), ofUser(0)])

    // Someone else's notification: 404, and nobody hears anything.
    const others = await db.from('notifications').where('user_id', other.id)
    ;(await client.patch(`/api/notifications/${others[0].id}/read`).withCsrfToken().loginAs(user)).assertStatus(404)
    ;(await client.delete(`/api/notifications/${others[0].id}`).withCsrfToken().loginAs(user)).assertStatus(404)
    assert.lengthOf(pushed, 3)
    assert.isFalse((await db.from('notifications').where('id', others[0].id).first()).is_read)
  })

  test('a failing push never fails the change that caused it', async ({ client, assert }) => {
    const [user, actor] = await UserFactory.createMany(2)
    const rows = await seed(user, actor, 2)
    // By message, not by position: both may be written in the same millisecond.
    const second = rows.find((row) => row.message === 'Notification 1')!
    provideLiveSink(() => {
      throw new Error('stream transport down')
    })
    const read = await client.patch(`/api/notifications/${second.id}/read`).withCsrfToken().loginAs(user)
    read.assertStatus(200)
    assert.deepEqual(read.body(), { id: second.id, isRead: true })
    await seed(user, actor, 1)
    // 'Notification 1' is read; the two others (one written after the failure) are not.
    const stored = await db.from('notifications').where('user_id', user.id).orderBy('message').orderBy('is_read')
    assert.deepEqual(
      stored.map((row) => [row.message, row.is_read]),
      [
        ['Notification 0', false],
        ['Notification 0', false],
        ['Notification 1', true],
      ]
    )
  })
})
