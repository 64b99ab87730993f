import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { UNKNOWN, captureLive, employerJob, iso, referralRow } from '#referrals/tests/reward_fixtures'

/** Referral notifications of `user`, the oldest first (one millisecond apart), as the notifier writes them. */
async function seed(user: User, count: number, changes: { is_read?: boolean; is_archived?: boolean } = {}) {
  const { job } = await employerJob()
  const referrer = await UserFactory.create()
  const referralId = await referralRow({ jobId: job.id, referrer, candidate: user, status: 'pending' })
  const base = Date.now() - 60_000
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    const id = crypto.randomUUID()
    await db.table('referral_notifications').insert({
      id,
      referral_id: referralId,
      user_id: user.id,
      type: 'referral_accepted',
      message: `Notification ${index}`,
      is_read: changes.is_read ?? false,
      is_archived: changes.is_archived ?? false,
      created_at: new Date(base + index),
    })
    ids.push(id)
  }
  return { referralId, ids }
}

async function stored(id: string) {
  return db.from('referral_notifications').where('id', id).first()
}

test.group('GET /api/notifications/referrals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the reader's own, not archived, newest first, with isRead", async ({ client, assert }) => {
    const [user, stranger] = await UserFactory.createMany(2)
    const { referralId, ids } = await seed(user, 3)
    await seed(user, 1, { is_archived: true })
    await seed(stranger, 2)
    await db.from('referral_notifications').where('id', ids[1]).update({ is_read: true })

    const response = await client.get('/api/notifications/referrals').loginAs(user)
    response.assertStatus(200)
    const rows = await db.from('referral_notifications').whereIn('id', ids)
    const createdAt = new Map(rows.map((row) => [row.id, iso(row.created_at)]))
    assert.deepEqual(response.body(), [
      {
        id: ids[2],
        referralId,
        type: 'referral_accepted',
        message: 'Notification 2',
        isRead: false,
        isArchived: false,
        createdAt: createdAt.get(ids[2]),
      },
      {
        id: ids[1],
        referralId,
        type: 'referral_accepted',
        message: 'Notification 1',
        isRead: true,
        isArchived: false,
        createdAt: createdAt.get(ids[1]),
      },
      {
        id: ids[0],
        referralId,
        type: 'referral_accepted',
        message: 'Notification 0',
        isRead: false,
        isArchived: false,
        createdAt: createdAt.get(ids[0]),
      },
    ])
  })

  test('at most the newest 100', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { ids } = await seed(user, 103)
    const body = (await client.get('/api/notifications/referrals').loginAs(user)).body()
    assert.lengthOf(body, 100)
    assert.equal(body[0].id, ids[102])
    assert.equal(body[99].id, ids[3])
  })

  test('an empty list; 401 for anonymous visitors', async ({ client }) => {
    const user = await UserFactory.create()
    const empty = await client.get('/api/notifications/referrals').loginAs(user)
    empty.assertStatus(200)
    empty.assertBody([])
    ;(await client.get('/api/notifications/referrals')).assertStatus(401)
  })
})

test.group(
  'PATCH /api/notifications/referrals/{id}/read and /archive, DELETE /api/notifications/referrals/{id}',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('mark read, archive and delete, each pushing the Referrals tab count', async ({ client, assert, cleanup }) => {
      const user = await UserFactory.create()
      const { referralId, ids } = await seed(user, 3)
      const live = captureLive()
      cleanup(() => live.stop())

      const read = await client.patch(`/api/notifications/referrals/${ids[0]}/read`).withCsrfToken().loginAs(user)
      read.assertStatus(200)
      read.assertBody({
        id: ids[0],
        referralId,
        type: 'referral_accepted',
        message: 'Notification 0',
        isRead: true,
        isArchived: false,
        createdAt: iso((await stored(ids[0])).created_at),
      })
      assert.isTrue((await stored(ids[0])).is_read)

      const archived = await client
        .patch(`/api/notifications/referrals/${ids[1]}/archive`)
        .withCsrfToken()
        .loginAs(user)
      archived.assertStatus(200)
      assert.include(archived.body(), { id: ids[1], isRead: false, isArchived: true })
      assert.isTrue((await stored(ids[1])).is_archived)
      // Archived ones leave the list and the count.
      const list = (await client.get('/api/notifications/referrals').loginAs(user)).body()
      assert.deepEqual(
        list.map((note: { id: string }) => note.id),
        [ids[2], ids[0]]
      )

      const deleted = await client.delete(`/api/notifications/referrals/${ids[2]}`).withCsrfToken().loginAs(user)
      deleted.assertStatus(200)
      deleted.assertBody({ success: true })
      assert.isNull(await stored(ids[2]))

      assert.deepEqual(live.of(user), [
        { type: 'referral_notifications', unreadCount: 2 },
        { type: 'referral_notifications', unreadCount: 1 },
        { type: 'referral_notifications', unreadCount: 0 },
      ])
    })

    test("another member's notification is a 404 and stays untouched; so is an unknown id", async ({
      client,
      assert,
    }) => {
      const [owner, stranger] = await UserFactory.createMany(2)
      const { ids } = await seed(owner, 1)
      const id = ids[0]
      for (const request of [
        client.patch(`/api/notifications/referrals/${id}/read`),
        client.patch(`/api/notifications/referrals/${id}/archive`),
        client.delete(`/api/notifications/referrals/${id}`),
        client.patch(`/api/notifications/referrals/${UNKNOWN}/read`),
        client.patch(`/api/notifications/referrals/${UNKNOWN}/archive`),
        client.delete(`/api/notifications/referrals/${UNKNOWN}`),
      ]) {
        const response = await request.withCsrfToken().loginAs(stranger)
        response.assertStatus(404)
        response.assertBody({ error: 'Notification not found' })
      }
      assert.deepEqual(await db.from('referral_notifications').where('id', id).select('is_read', 'is_archived'), [
        { is_read: false, is_archived: false },
      ])
    })

    test('a malformed id is a 404; anonymous visitors get 401', async ({ client }) => {
      const user = await UserFactory.create()
      ;(await client.patch('/api/notifications/referrals/nope/read').withCsrfToken().loginAs(user)).assertStatus(404)
      ;(await client.patch('/api/notifications/referrals/nope/archive').withCsrfToken().loginAs(user)).assertStatus(404)
      ;(await client.delete('/api/notifications/referrals/nope').withCsrfToken().loginAs(user)).assertStatus(404)
      ;(await client.patch(`/api/notifications/referrals/${UNKNOWN}/read`).withCsrfToken()).assertStatus(401)
      ;(await client.patch(`/api/notifications/referrals/${UNKNOWN}/archive`).withCsrfToken()).assertStatus(401)
      ;(await client.delete(`/api/notifications/referrals/${UNKNOWN}`).withCsrfToken()).assertStatus(401)
    })

    test("the notifications module's routes do not shadow these, nor reach referral notifications", async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      const { ids } = await seed(user, 1)
      // The bell's routes do not know a referral notification's id …
      const bellRead = await client.patch(`/api/notifications/${ids[0]}/read`).withCsrfToken().loginAs(user)
      bellRead.assertStatus(404)
      const bellDelete = await client.delete(`/api/notifications/${ids[0]}`).withCsrfToken().loginAs(user)
      bellDelete.assertStatus(404)
      assert.isNotNull(await stored(ids[0]))
      // … and /notifications/referrals reaches this module, answering its own shape.
      const list = await client.get('/api/notifications/referrals').loginAs(user)
      assert.isArray(list.body())
      const bell = await client.get('/api/notifications').loginAs(user)
      bell.assertBody({ notifications: [], nextCursor: null, hasMore: false })
    })
  }
)
