import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { SessionCollection } from '@adonisjs/session'
import EndUserSessions from '#auth/actions/end_user_sessions'

test.group('ending the sessions of a user with the database store (the default outside tests)', () => {
  test('deletes every sessions row tagged with the user, except the one kept', async ({ assert, cleanup }) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drives the stores below the public API (by hand, tag/untag)
    const config = await configProvider.resolve<any>(app, app.config.get('session'))
    const sessions = new SessionCollection({ ...config, store: 'database' })
    const user = randomUUID()
    const otherUser = randomUUID()
    const ids = { a: randomUUID(), b: randomUUID(), kept: randomUUID(), other: randomUUID() }
    cleanup(() =>
      db
        .from('sessions')
        .whereIn('id', Object.values(ids))
        .delete()
        .then(() => {})
    )

    // Tagging creates the row as the store does at sign-in.
    for (const [name, id] of Object.entries(ids)) await sessions.tag(id, name === 'other' ? otherUser : user)
    assert.lengthOf(await sessions.tagged(user), 3)

    const ended = await new EndUserSessions(sessions).handle(user, ids.kept)

    assert.equal(ended, 2)
    const left = await db.from('sessions').whereIn('id', Object.values(ids)).select('id', 'user_id')
    assert.sameDeepMembers(left, [
      { id: ids.kept, user_id: user },
      { id: ids.other, user_id: otherUser },
    ])
  })
})

test.group('ending the sessions of a user with the Redis store (the default when REDIS_URL is set)', () => {
  test('removes every session tagged with the user, except the one kept', async ({ assert, cleanup }) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drives the stores below the public API (by hand, tag/untag)
    const config = await configProvider.resolve<any>(app, app.config.get('session'))
    const sessions = new SessionCollection({ ...config, store: 'redis' })
    const user = randomUUID()
    const otherUser = randomUUID()
    const ids = { a: randomUUID(), b: randomUUID(), kept: randomUUID(), other: randomUUID() }
    // As at sign-in: the session is written, then tagged (the store lists only sessions that exist).
    const store = config.stores.redis({}, config)
    cleanup(async () => {
      for (const [name, id] of Object.entries(ids)) {
        await store.destroy(id)
        await store.untag(id, name === 'other' ? otherUser : user)
      }
    })
    for (const [name, id] of Object.entries(ids)) {
      await store.write(id, { signedIn: true })
      await sessions.tag(id, name === 'other' ? otherUser : user)
    }
    assert.lengthOf(await sessions.tagged(user), 3)

    assert.equal(await new EndUserSessions(sessions).handle(user, ids.kept), 2)

    assert.deepEqual(
      (await sessions.tagged(user)).map((session) => session.id),
      [ids.kept]
    )
    assert.deepEqual(
      (await sessions.tagged(otherUser)).map((session) => session.id),
      [ids.other]
    )
  }).skip(!process.env.REDIS_URL, 'REDIS_URL is not set')
})
