import { test } from '@japa/runner'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { DateTime } from 'luxon'
import { AppModel } from '#shared/models/app_model'
import { compose } from '@adonisjs/core/helpers'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import logger from '@adonisjs/core/services/logger'
import { safely } from '#shared/events/safe_listener'
import AppPolicy from '#shared/policies/app_policy'
import type User from '#shared/models/user'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test.group('kernel: uuid primary-key mixin', () => {
  class Thing extends compose(BaseModel, withUuidPrimaryKey()) {}
  Thing.boot()

  test('id is the self-assigned primary key', ({ assert }) => {
    assert.equal(Thing.primaryKey, 'id')
    assert.isTrue(Thing.selfAssignPrimaryKey)
  })

  test('a uuid is assigned on create, unless one was given', async ({ assert }) => {
    const fresh = new Thing()
    await Thing.$hooks.runner('before:create').run(fresh)
    assert.match(fresh.id, UUID)

    const given = new Thing()
    given.id = '7d3c1a7e-0000-4000-8000-000000000000'
    await Thing.$hooks.runner('before:create').run(given)
    assert.equal(given.id, '7d3c1a7e-0000-4000-8000-000000000000')
  })
})

test.group('kernel: safe listeners', () => {
  test('a failing listener is swallowed and logged; a working one runs', async ({ assert, cleanup }) => {
    const logged: unknown[][] = []
    const error = logger.error
    logger.error = ((...args: unknown[]) => void logged.push(args)) as typeof logger.error
    cleanup(() => {
      logger.error = error
    })
    const seen: number[] = []
    await safely('test listener', async (value: number) => {
      seen.push(value)
    })(1)
    await assert.doesNotReject(() =>
      safely('test listener', async () => {
        throw new Error('boom')
      })(2)
    )
    assert.deepEqual(seen, [1])
    assert.lengthOf(logged, 1)
    assert.equal(logged[0][1], 'test listener failed')
  })
})

test.group('kernel: AppPolicy', () => {
  class ThingPolicy extends AppPolicy {
    remove(user: User, thing: { ownerId: string }) {
      return this.allowOr(this.isAdmin(user) || user.id === thing.ownerId, 'Not yours')
    }
  }
  const policy = new ThingPolicy()
  const member = { id: 'a', userType: 'candidate' } as User
  const admin = { id: 'b', userType: 'admin' } as User

  test('the admin rule and the owner rule allow; anyone else gets a 403 with the message', ({ assert }) => {
    assert.isTrue(policy.remove(admin, { ownerId: 'a' }))
    assert.isTrue(policy.remove(member, { ownerId: 'a' }))
    const denied = policy.remove(member, { ownerId: 'c' })
    assert.instanceOf(denied, AuthorizationResponse)
    assert.deepInclude(denied as AuthorizationResponse, { authorized: false, message: 'Not yours', status: 403 })
  })
})

test.group('kernel: the app model takes a row in as Lucid does', () => {
  const list = { consume: (value: unknown) => (Array.isArray(value) ? value : []) }
  const columns = (Base: typeof BaseModel) => {
    class Row extends Base {
      @column({ isPrimary: true })
      declare id: string
      @column({ columnName: 'full_name' })
      declare name: string
      @column(list)
      declare tags: string[]
      @column()
      declare settings: { theme: string; limits: number[] } | null
      @column.dateTime()
      declare seenAt: DateTime | null
      @column({ serializeAs: null })
      declare secret: string
    }
    Row.boot()
    return Row
  }
  const Stock = columns(BaseModel)
  const Fast = columns(AppModel)
  const row = () => ({
    id: 'r1',
    full_name: 'Ada',
    tags: ['a', 'b'],
    settings: { theme: 'dark', limits: [1, 2] },
    seen_at: new Date('2026-11-24T05:00:00Z'),
    secret: 's',
    rank: 3,
  })

  test('the same attributes, originals, extras and sideloaded values; nothing dirty', ({ assert }) => {
    const stock = Stock.$createFromAdapterResult(row(), { reader: 'x' })!
    const fast = Fast.$createFromAdapterResult(row(), { reader: 'x' })!
    assert.deepEqual(fast.$attributes, stock.$attributes)
    assert.deepEqual(fast.$original, stock.$original)
    assert.deepEqual(fast.$extras, { rank: 3 })
    assert.deepEqual(fast.$extras, stock.$extras)
    assert.deepEqual(fast.$sideloaded, stock.$sideloaded)
    assert.isTrue(DateTime.isDateTime(fast.seenAt))
    assert.deepEqual(fast.serialize(), stock.serialize())
    assert.isFalse(fast.$isDirty)
    assert.isTrue(fast.$isPersisted)
  })

  test('the originals are copies: a change in place to a list or an object is dirty', ({ assert }) => {
    const fast = Fast.$createFromAdapterResult(row())!
    fast.tags.push('c')
    fast.settings!.limits.push(3)
    assert.deepEqual(fast.$dirty, { tags: ['a', 'b', 'c'], settings: { theme: 'dark', limits: [1, 2, 3] } })
    assert.deepEqual(fast.$original.tags, ['a', 'b'])
  })

  test('a deleted model refuses a row, as Lucid does', ({ assert }) => {
    const fast = Fast.$createFromAdapterResult(row())!
    fast.$isDeleted = true
    assert.throws(() => fast.$consumeAdapterResult(row()), /Cannot mutate delete model instance/)
  })
})
