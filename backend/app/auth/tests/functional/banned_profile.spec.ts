import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#shared/database/factories/user_factory'
import { providePort } from '#shared/modules/registry'
import type User from '#shared/models/user'
import ProfileNotFoundException from '#auth/exceptions/profile_not_found_exception'
import type {} from '#moderation/contract'

/*
| A banned member's profile: hidden from other members while the ban lasts
| (`moderation:user_banned`), shown again when it ends
| (`moderation:ban_ended`) unless moderation itself holds the profile, and
| kept hidden when moderation approves the profile during the ban.
*/

const NOT_FOUND = { error: ProfileNotFoundException.message }

/** Moderation approved the member's profile. */
const restored = (member: User) => ({ itemId: randomUUID(), contentType: 'profile' as const, contentId: member.id })

async function seen(client: ApiClient, reader: User, member: User) {
  const response = await client.get(`/api/users/${member.id}`).loginAs(reader)
  return [response.status(), response.status() === 200 ? response.body().id : response.body()]
}

test.group("a banned member's profile", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('hidden from others during the ban, shown when it ends', async ({ client, assert }) => {
    const [reader, member] = await UserFactory.createMany(2)
    assert.deepEqual(await seen(client, reader, member), [200, member.id])
    await emitter.emit('moderation:user_banned', { userId: member.id })
    assert.deepEqual(await seen(client, reader, member), [404, NOT_FOUND])
    await emitter.emit('moderation:ban_ended', { userId: member.id, profileHeld: false })
    assert.deepEqual(await seen(client, reader, member), [200, member.id])
  })

  test('a profile moderation still holds stays hidden after the ban ends', async ({ client, assert }) => {
    const [reader, member] = await UserFactory.createMany(2)
    // Moderation rejected the profile before the ban.
    await db.from('users').where('id', member.id).update({ profile_hidden: true })
    await emitter.emit('moderation:user_banned', { userId: member.id })
    await emitter.emit('moderation:ban_ended', { userId: member.id, profileHeld: true })
    assert.deepEqual(await seen(client, reader, member), [404, NOT_FOUND])
  })

  test('a profile approved during the ban stays hidden until the ban ends', async ({ client, assert, cleanup }) => {
    const [reader, member] = await UserFactory.createMany(2)
    const previous = providePort('moderation:ban-check', async (userId) =>
      userId === member.id ? 'Your account has been banned' : null
    )
    cleanup(() => {
      providePort('moderation:ban-check', previous)
    })
    await emitter.emit('moderation:user_banned', { userId: member.id })
    await emitter.emit('moderation:content_restored', restored(member))
    assert.deepEqual(await seen(client, reader, member), [404, NOT_FOUND])

    providePort('moderation:ban-check', null)
    await emitter.emit('moderation:content_restored', restored(member))
    assert.deepEqual(await seen(client, reader, member), [200, member.id])
  })
})
