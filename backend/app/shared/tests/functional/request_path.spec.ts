import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { SessionUserProvider } from '#shared/internals/session_user_provider'
import { PER_REQUEST_EVENTS } from '#shared/internals/unheard_request_events'
import db from '@adonisjs/lucid/services/db'
import { readArrayRows, readRows } from '#shared/internals/read_statement'

/*
| What every signed-in request runs before its route: the member
| read by the session guard, and the framework's per-request events.
*/
test.group('request path: the signed-in member', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('is the same User the model reads, every attribute and type, with nothing else', async ({ assert }) => {
    const created = await UserFactory.merge({ skills: ['Grid compliance'], location: 'Austin, TX' }).create()
    const provider = new SessionUserProvider({ model: async () => ({ default: User }) })

    const found = (await provider.findById(created.id))!.getOriginal()
    const expected = await User.findOrFail(created.id)

    assert.instanceOf(found, User)
    assert.isTrue(found.$isPersisted)
    assert.deepEqual(found.$attributes, expected.$attributes)
    assert.deepEqual(found.$extras, {})
    assert.isTrue(DateTime.isDateTime(found.createdAt))
    assert.deepEqual(found.serialize(), expected.serialize())
    assert.isNull(await provider.findById('6f1c1a7e-0000-4000-8000-000000000000'))
  })

  test('a session naming a member who no longer exists is signed out (401)', async ({ client }) => {
    const user = await UserFactory.create()
    await User.query().where('id', user.id).delete()
    const response = await client.get('/api/user/me').loginAs(user)
    response.assertStatus(401)
  })
})

test.group('request path: the member read on a pooled connection (committed data)', () => {
  test('the same User as the model reads, outside any transaction', async ({ assert, cleanup }) => {
    const created = await UserFactory.merge({ skills: ['Relay testing'] }).create()
    cleanup(async () => {
      await User.query().where('id', created.id).delete()
    })
    const provider = new SessionUserProvider({ model: async () => ({ default: User }) })
    const found = (await provider.findById(created.id))!.getOriginal()
    const expected = await User.findOrFail(created.id)
    assert.deepEqual(found.$attributes, expected.$attributes)
    assert.deepEqual(found.$extras, {})
    assert.isNull(await provider.findById('6f1c1a7e-0000-4000-8000-000000000001'))
  })
})

test.group('read statements (readRows, readArrayRows)', () => {
  const STATEMENT = `SELECT id, email, created_at FROM users WHERE id = ? AND email = ?`

  async function both(id: string, email: string) {
    return {
      objects: await readRows<{ id: string; email: string; created_at: Date }>(STATEMENT, [id, email]),
      arrays: await readArrayRows(STATEMENT, [id, email]),
    }
  }

  test('pooled and inside a transaction: the same rows, as objects or as arrays in select-list order', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    cleanup(async () => {
      await User.query().where('id', user.id).delete()
    })
    const pooled = await both(user.id, user.email)
    assert.deepEqual(
      pooled.objects.map((row) => [row.id, row.email]),
      [[user.id, user.email]]
    )
    assert.instanceOf(pooled.objects[0].created_at, Date)
    assert.deepEqual(pooled.arrays, [[user.id, user.email, pooled.objects[0].created_at]])
    // The same statement text again (its $n form is kept), other values.
    assert.deepEqual((await both(user.id, 'other@example.com')).arrays, [])

    // In a global transaction (as the tests run), a row written inside it is read: the statement runs on it.
    await db.beginGlobalTransaction()
    try {
      const inside = await UserFactory.create()
      const seen = await both(inside.id, inside.email)
      assert.deepEqual(seen.arrays, [[inside.id, inside.email, seen.objects[0].created_at]])
    } finally {
      await db.rollbackGlobalTransaction()
    }
  })

  test('prepared: the same rows, parsed once per connection and named alike by every process', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    cleanup(async () => {
      await User.query().where('id', user.id).delete()
    })
    // The statement reports whether its own text is one of its session's prepared statements.
    const SELF = `SELECT id, email,
        EXISTS (SELECT 1 FROM pg_prepared_statements s WHERE s.statement = current_query()) AS prepared,
        (SELECT s.name FROM pg_prepared_statements s WHERE s.statement = current_query()) AS name
      FROM users WHERE id = ? AND email = ?`
    const values = [user.id, user.email]
    const unnamed = await readRows<{ id: string; prepared: boolean; name: string | null }>(SELF, values)
    assert.deepEqual(unnamed, [{ id: user.id, email: user.email, prepared: false, name: null }] as never)
    for (let run = 0; run < 7; run++) {
      const rows = await readRows<{ id: string; prepared: boolean; name: string }>(SELF, values, { prepared: true })
      assert.lengthOf(rows, 1)
      assert.equal(rows[0].id, user.id)
      assert.isTrue(rows[0].prepared)
      assert.match(rows[0].name, /^hl_[0-9a-f]{24}$/)
    }
    // As arrays too, and with named values.
    const NAMED = `SELECT id, email FROM users WHERE id = :id AND email = :email AND :id::uuid IS NOT NULL`
    assert.deepEqual(await readArrayRows(NAMED, { id: user.id, email: user.email }, { prepared: true }), [
      [user.id, user.email],
    ])
    assert.deepEqual(await readArrayRows(NAMED, { id: user.id, email: 'other@example.com' }), [])
  })

  test('named values: each name once as $n, a cast left alone, a missing value refused', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    cleanup(async () => {
      await User.query().where('id', user.id).delete()
    })
    const rows = await readRows<{ id: string; n: number; t: string }>(
      `SELECT id, :n::int AS n, 'at 10:30' AS t FROM users WHERE id = :id AND id = CAST(:id AS uuid)`,
      { id: user.id, n: 4 }
    )
    assert.deepEqual(rows, [{ id: user.id, n: 4, t: 'at 10:30' }] as never)
    await assert.rejects(() => readRows(`SELECT 1 FROM users WHERE id = :id`, {}), /No value for :id/)
    await assert.rejects(() => readRows(`SELECT 1 FROM users WHERE id = :id`, [user.id]), /named placeholders/)
  })

  test('a wrong number of values or an undefined value is refused before PostgreSQL', async ({ assert }) => {
    await assert.rejects(
      () => readRows(STATEMENT, ['6f1c1a7e-0000-4000-8000-000000000002']),
      /2 placeholders for 1 values/
    )
    await assert.rejects(
      () => readArrayRows(STATEMENT, ['6f1c1a7e-0000-4000-8000-000000000002', undefined]),
      /Undefined/
    )
  })
})

test.group('request path: per-request framework events', () => {
  test('none listens by default; a listener added later receives every one of them', async ({
    assert,
    client,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    cleanup(async () => {
      await User.query().where('id', user.id).delete()
    })
    for (const event of PER_REQUEST_EVENTS) assert.isFalse(emitter.hasListeners(event as never), event)

    const seen: string[] = []
    const listeners = [...PER_REQUEST_EVENTS].map((event) => {
      const listener = () => void seen.push(event)
      emitter.on(event as never, listener)
      return [event, listener] as const
    })
    cleanup(() => listeners.forEach(([event, listener]) => emitter.off(event as never, listener)))

    ;(await client.get('/api/user/me').loginAs(user)).assertStatus(200)
    assert.sameMembers([...new Set(seen)], [...PER_REQUEST_EVENTS])
  })

  test('the app’s own events still reach emitter.fake() without a listener', async ({ assert, cleanup }) => {
    const events = emitter.fake(['auth:profile_updated'])
    cleanup(() => emitter.restore())
    await emitter.emit('auth:profile_updated' as never, { userId: 'x' } as never)
    assert.lengthOf(events.all(), 1)
  })
})

test.group('request path: the middleware', () => {
  test('each is built once: every request gets the same instance, and answers stay per request', async ({
    assert,
    client,
    cleanup,
  }) => {
    const app = (await import('@adonisjs/core/services/app')).default
    const middleware = [
      (await import('@adonisjs/shield/shield_middleware')).default,
      (await import('@adonisjs/core/bodyparser_middleware')).default,
      (await import('@adonisjs/cors/cors_middleware')).default,
      (await import('#shared/middleware/csrf_middleware')).default,
      (await import('#shared/middleware/auth_middleware')).default,
    ]
    for (const Middleware of middleware) {
      const resolver = app.container.createResolver()
      assert.strictEqual(await resolver.make(Middleware), await app.container.make(Middleware), Middleware.name)
    }

    // Two members at once through the same instances: each gets their own answer.
    const [first, second] = await Promise.all([UserFactory.create(), UserFactory.create()])
    cleanup(async () => {
      await User.query().whereIn('id', [first.id, second.id]).delete()
    })
    const answers = await Promise.all([
      client.get('/api/user/me').loginAs(first),
      client.get('/api/user/me').loginAs(second),
      client.get('/api/user/me'),
    ])
    assert.deepEqual(
      answers.map((answer) => [answer.status(), answer.body().id ?? null]),
      [
        [200, first.id],
        [200, second.id],
        [401, null],
      ]
    )
  })
})

test.group('request path: without the container', () => {
  test('a signed-in request asks the container for no middleware and no controller', async ({
    assert,
    client,
    cleanup,
  }) => {
    const { ContainerResolver } = await import('@adonisjs/fold')
    const asked: string[] = []
    const make = ContainerResolver.prototype.make
    ContainerResolver.prototype.make = function (this: unknown, binding: unknown, ...rest: unknown[]) {
      if (typeof binding === 'function') asked.push(binding.name)
      return (make as (...args: unknown[]) => Promise<unknown>).call(this, binding, ...rest)
    } as typeof make
    cleanup(() => {
      ContainerResolver.prototype.make = make
    })
    const user = await UserFactory.create()
    cleanup(async () => {
      await User.query().where('id', user.id).delete()
    })

    const response = await client.get('/api/user/me').loginAs(user)
    response.assertStatus(200)
    assert.equal(response.body().id, user.id)
    assert.deepEqual(asked, [])
  })
})
