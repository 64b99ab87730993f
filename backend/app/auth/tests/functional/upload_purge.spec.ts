import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Disk } from '@adonisjs/drive'
import env from '#start/env'
import { filesOnDisk } from '#tests/helpers'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { UPLOAD_LIMITS } from '#auth/account_rules'
import PurgeUnusedUploads from '#auth/actions/purge_unused_uploads'
import { uploadPurgeIntervalSeconds } from '#auth/scheduler'
import { MEDIA_FIXTURES } from '#auth/tests/fixtures'

const DAY = 86_400_000
const KEPT_DAYS = UPLOAD_LIMITS.unusedDays

/** POST /api/upload of one PNG; answers its URL and key. */
async function upload(client: ApiClient, user: User, folder: 'media' | 'public' = 'media') {
  const response = await client
    .post('/api/upload')
    .field('folder', folder)
    .file('files', MEDIA_FIXTURES.png, { filename: 'site.png', contentType: 'image/png' })
    .withCsrfToken()
    .loginAs(user)
  response.assertStatus(201)
  const url = response.body().files[0].url as string
  return { url, key: url.slice('/uploads/'.length) }
}

async function uploadedDaysAgo(key: string, days: number) {
  await db
    .from('uploads')
    .where('key', key)
    .update({ created_at: new Date(Date.now() - days * DAY) })
}

async function storedFiles() {
  return filesOnDisk(env.get('UPLOADS_DIR')!)
}

/** The feed's answer to a post naming a site path that is not the writer's upload. */
const OWN_MEDIA_MESSAGE = 'Use an image or video you uploaded, or a link to another site'

const image = (url: string) => ({ type: 'image', content: { url, caption: 'Site visit' } })

test.group('purge of unused uploads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('removes an upload nothing used, 30 days after; keeps what a post, a profile or a company uses', async ({
    client,
    assert,
  }) => {
    const member = await UserFactory.create()
    const employer = await UserFactory.apply('employer').create()
    const [posted, avatar, logo, dropped, young] = [
      await upload(client, member),
      await upload(client, member, 'public'),
      await upload(client, employer, 'public'),
      await upload(client, member),
      await upload(client, member),
    ]
    const made = await client
      .post('/api/posts')
      .json({ blocks: [image(posted.url)] })
      .withCsrfToken()
      .loginAs(member)
    made.assertStatus(201)
    ;(
      await client.patch('/api/user/me').json({ profileImage: avatar.url }).withCsrfToken().loginAs(member)
    ).assertStatus(200)
    const company = await client
      .post('/api/companies')
      .json({ name: 'Gridline Power', size: '51-200', industry: 'Technology' })
      .withCsrfToken()
      .loginAs(employer)
    company.assertStatus(201)
    const logoSet = await client
      .patch(`/api/companies/${company.body().id}`)
      .json({ logo: logo.url })
      .withCsrfToken()
      .loginAs(employer)
    logoSet.assertStatus(200)
    for (const used of [posted, avatar, logo, dropped]) await uploadedDaysAgo(used.key, KEPT_DAYS + 1)
    await uploadedDaysAgo(young.key, KEPT_DAYS - 1)
    const before = await storedFiles()
    assert.includeMembers(
      before,
      [posted, avatar, logo, dropped, young].map((u) => u.key)
    )

    assert.deepEqual(await new PurgeUnusedUploads().handle(), { removed: 1 })

    const left = await db.from('uploads').whereIn('user_id', [member.id, employer.id]).select('key', 'used_at')
    assert.sameMembers(
      left.map((row) => row.key),
      [posted.key, avatar.key, logo.key, young.key]
    )
    assert.isNull(left.find((row) => row.key === young.key)!.used_at)
    assert.deepEqual(
      await storedFiles(),
      before.filter((key) => key !== dropped.key)
    )
    assert.deepEqual(await new PurgeUnusedUploads().handle(), { removed: 0 })

    // Its address now names nothing of the member's: a post cannot use it.
    const late = await client
      .post('/api/posts')
      .json({ blocks: [image(dropped.url)] })
      .withCsrfToken()
      .loginAs(member)
    assert.deepEqual(
      [late.status(), late.body().errors],
      [422, [{ field: 'blocks.0.content.url', message: OWN_MEDIA_MESSAGE, rule: 'ownUpload' }]]
    )
  })

  test('an edit that adds an upload marks it used; a refused write still keeps it', async ({ client, assert }) => {
    const member = await UserFactory.create()
    const other = await UserFactory.create()
    const added = await upload(client, member)
    const mine = await upload(client, member)
    const theirs = await upload(client, other)
    const made = await client
      .post('/api/posts')
      .json({ blocks: [{ type: 'paragraph', content: { text: 'Before the photos' } }] })
      .withCsrfToken()
      .loginAs(member)
    made.assertStatus(201)
    const edited = await client
      .put(`/api/posts/${made.body().id}`)
      .json({ blocks: [image(added.url)] })
      .withCsrfToken()
      .loginAs(member)
    edited.assertStatus(200)
    // Refused for the other member's photo: the member's own, checked in the same request, stays.
    const refused = await client
      .post('/api/posts')
      .json({ blocks: [image(mine.url), image(theirs.url)] })
      .withCsrfToken()
      .loginAs(member)
    refused.assertStatus(422)
    for (const u of [added, mine, theirs]) await uploadedDaysAgo(u.key, KEPT_DAYS + 1)

    assert.deepEqual(await new PurgeUnusedUploads().handle(), { removed: 1 })
    assert.sameMembers(
      (await db.from('uploads').whereIn('user_id', [member.id, other.id]).select('key')).map((row) => row.key),
      [added.key, mine.key]
    )
  })

  test('walks every batch', async ({ client, assert }) => {
    const member = await UserFactory.create()
    for (let i = 0; i < 5; i++) await uploadedDaysAgo((await upload(client, member)).key, KEPT_DAYS + 2)

    assert.deepEqual(await new PurgeUnusedUploads(drive.use(), 2).handle(), { removed: 5 })
    assert.lengthOf(await db.from('uploads').where('user_id', member.id), 0)
  })

  test('a file the store cannot remove keeps its row; the next run removes both', async ({ client, assert }) => {
    const member = await UserFactory.create()
    const dropped = await upload(client, member)
    await uploadedDaysAgo(dropped.key, KEPT_DAYS + 1)
    const unreachable = {
      delete: async () => {
        throw new Error('connect ECONNREFUSED')
      },
    } as unknown as Disk

    await assert.rejects(() => new PurgeUnusedUploads(unreachable).handle(), 'connect ECONNREFUSED')
    assert.isNotNull(await db.from('uploads').where('key', dropped.key).first())
    assert.include(await storedFiles(), dropped.key)

    assert.deepEqual(await new PurgeUnusedUploads().handle(), { removed: 1 })
    assert.isNull(await db.from('uploads').where('key', dropped.key).first())
    assert.notInclude(await storedFiles(), dropped.key)
  })

  test('runs every 3600 s unless UPLOAD_PURGE_SECONDS says otherwise (0: never)', ({ assert, cleanup }) => {
    assert.equal(uploadPurgeIntervalSeconds(), 3600)
    const previous = env.get('UPLOAD_PURGE_SECONDS')
    env.set('UPLOAD_PURGE_SECONDS', 0)
    cleanup(() => {
      env.set('UPLOAD_PURGE_SECONDS', previous)
      if (previous === undefined) delete process.env.UPLOAD_PURGE_SECONDS
    })
    assert.equal(uploadPurgeIntervalSeconds(), 0)
    env.set('UPLOAD_PURGE_SECONDS', 60)
    assert.equal(uploadPurgeIntervalSeconds(), 60)
  })
})

test.group('purge of unused uploads beside a write that uses one (separate connections)', () => {
  test('an upload being marked used is skipped, and stays', async ({ client, assert, cleanup }) => {
    const member = await UserFactory.create()
    cleanup(async () => {
      await db.from('users').where('id', member.id).delete()
    })
    const photo = await upload(client, member)
    await uploadedDaysAgo(photo.key, KEPT_DAYS + 1)

    // A post's check has marked the photo used in a transaction that has not committed yet.
    const using = await db.transaction()
    cleanup(async () => {
      if (!using.isCompleted) await using.rollback()
    })
    await using.from('uploads').where('key', photo.key).update({ used_at: new Date() })
    const started = Date.now()
    assert.deepEqual(await new PurgeUnusedUploads().handle(), { removed: 0 })
    assert.isBelow(Date.now() - started, 5000)
    await using.commit()

    assert.deepEqual(await new PurgeUnusedUploads().handle(), { removed: 0 })
    assert.isNotNull((await db.from('uploads').where('key', photo.key).firstOrFail()).used_at)
    assert.include(await storedFiles(), photo.key)
  })
    .skip(Boolean(process.env.DB_EMBEDDED), 'PGlite serves one session: a second one waits for the open transaction')
    .timeout(30_000)
})
