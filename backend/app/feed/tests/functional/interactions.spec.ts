import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost } from '#feed/database/factories/post_factory'
import { MESSAGES } from '#feed/constants'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'
const NONE = { like: 0, love: 0, celebrate: 0, insightful: 0, support: 0 }

test.group('POST /api/posts/{id}/like', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no body likes; the same type again unlikes; another type switches', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const like = (json?: object) =>
      client
        .post(`/api/posts/${post.id}/like`)
        .json(json ?? {})
        .withCsrfToken()
        .loginAs(reader)

    const liked = await like()
    liked.assertStatus(200)
    assert.deepEqual(liked.body(), { liked: true, likesCount: 1, reaction: 'like', reactions: { ...NONE, like: 1 } })

    const switched = await like({ type: 'love' })
    assert.deepEqual(switched.body(), { liked: true, likesCount: 1, reaction: 'love', reactions: { ...NONE, love: 1 } })

    const removed = await like({ type: 'love' })
    assert.deepEqual(removed.body(), { liked: false, likesCount: 0, reaction: null, reactions: NONE })

    for (const type of ['celebrate', 'insightful', 'support']) {
      const response = await like({ type })
      assert.equal(response.body().reaction, type)
      assert.equal(response.body().likesCount, 1)
    }
    const stored = await db.from('post_interactions').where({ post_id: post.id, type: 'reaction' })
    assert.lengthOf(stored, 1)
    assert.equal(stored[0].reaction, 'support')
  })

  test('422 for an unknown reaction, 404 for unknown or hidden posts, 401 anonymous', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const invalid = await client
      .post(`/api/posts/${post.id}/like`)
      .json({ type: 'angry' })
      .withCsrfToken()
      .loginAs(reader)
    invalid.assertStatus(422)
    assert.equal(invalid.body().error, 'Reaction must be like, love, celebrate, insightful or support')
    const missing = await client.post(`/api/posts/${UNKNOWN}/like`).withCsrfToken().loginAs(reader)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { error: MESSAGES.postNotFound })
    await db.from('posts').where('id', post.id).update({ is_archived: true })
    ;(await client.post(`/api/posts/${post.id}/like`).withCsrfToken().loginAs(reader)).assertStatus(404)
    ;(await client.post(`/api/posts/${post.id}/like`).withCsrfToken()).assertStatus(401)
  })
})

test.group('POST /api/posts/{id}/like under concurrency (committed data, separate connections)', () => {
  test('20 users liking at once → 20 likes', async ({ client, assert, cleanup }) => {
    const author = await UserFactory.create()
    const fans = await UserFactory.createMany(20)
    cleanup(async () => {
      await User.query()
        .whereIn('id', [author.id, ...fans.map((fan) => fan.id)])
        .delete()
    })
    const post = await createPost(author)
    const responses = await Promise.all(
      fans.map((fan, index) =>
        client
          .post(`/api/posts/${post.id}/like`)
          .json({ type: index % 2 ? 'love' : 'like' })
          .withCsrfToken()
          .loginAs(fan)
      )
    )
    for (const response of responses) response.assertStatus(200)
    const row = await db.from('posts').where('id', post.id).firstOrFail()
    assert.equal(row.likes_count, 20)
    assert.deepEqual(row.reaction_counts, { like: 10, love: 10 })
    const counts = responses.map((response) => response.body().likesCount).sort((a, b) => a - b)
    assert.deepEqual(
      counts,
      Array.from({ length: 20 }, (_, index) => index + 1)
    )

    // And 20 at once taking them back → 0.
    await Promise.all(
      fans.map((fan, index) =>
        client
          .post(`/api/posts/${post.id}/like`)
          .json({ type: index % 2 ? 'love' : 'like' })
          .withCsrfToken()
          .loginAs(fan)
      )
    )
    const after = await db.from('posts').where('id', post.id).firstOrFail()
    assert.equal(after.likes_count, 0)
    assert.deepEqual(after.reaction_counts, { like: 0, love: 0 })
  }).timeout(60_000)
})

test.group('POST /api/posts/{id}/repost, /share, /bookmark', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('repost once: repeating answers the same without counting twice', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const first = await client.post(`/api/posts/${post.id}/repost`).withCsrfToken().loginAs(reader)
    first.assertStatus(200)
    assert.deepEqual(first.body(), { reposted: true, repostsCount: 1 })
    const second = await client.post(`/api/posts/${post.id}/repost`).withCsrfToken().loginAs(reader)
    assert.deepEqual(second.body(), { reposted: true, repostsCount: 1 })
    ;(await client.post(`/api/posts/${UNKNOWN}/repost`).withCsrfToken().loginAs(reader)).assertStatus(404)
    ;(await client.post(`/api/posts/${post.id}/repost`).withCsrfToken()).assertStatus(401)
  })

  test('share counts the people who shared', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const [a, b] = await UserFactory.createMany(2)
    const post = await createPost(author)
    const first = await client.post(`/api/posts/${post.id}/share`).withCsrfToken().loginAs(a)
    first.assertStatus(200)
    assert.deepEqual(first.body(), { sharesCount: 1, message: 'Post shared' })
    await client.post(`/api/posts/${post.id}/share`).withCsrfToken().loginAs(a)
    const third = await client.post(`/api/posts/${post.id}/share`).withCsrfToken().loginAs(b)
    assert.equal(third.body().sharesCount, 2)
    ;(await client.post(`/api/posts/${UNKNOWN}/share`).withCsrfToken().loginAs(a)).assertStatus(404)
    ;(await client.post(`/api/posts/${post.id}/share`).withCsrfToken()).assertStatus(401)
  })

  test('bookmark toggles', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const on = await client.post(`/api/posts/${post.id}/bookmark`).withCsrfToken().loginAs(reader)
    on.assertStatus(200)
    assert.deepEqual(on.body(), { bookmarked: true })
    assert.equal((await db.from('post_engagement').where('post_id', post.id).firstOrFail()).saves, 1)
    const off = await client.post(`/api/posts/${post.id}/bookmark`).withCsrfToken().loginAs(reader)
    assert.deepEqual(off.body(), { bookmarked: false })
    assert.equal((await db.from('post_engagement').where('post_id', post.id).firstOrFail()).saves, 0)
    ;(await client.post(`/api/posts/${UNKNOWN}/bookmark`).withCsrfToken().loginAs(reader)).assertStatus(404)
    ;(await client.post(`/api/posts/${post.id}/bookmark`).withCsrfToken()).assertStatus(401)
  })

  test('engagement raises the stored ranking score', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const before = await db.from('content_rankings').where('post_id', post.id).firstOrFail()
    await client.post(`/api/posts/${post.id}/repost`).withCsrfToken().loginAs(reader)
    const after = await db.from('content_rankings').where('post_id', post.id).firstOrFail()
    assert.equal(after.engagement_score, 3)
    assert.closeTo(after.final_score - before.final_score, 4 * Math.log2(4), 1e-9)
  })
})

test.group('POST /api/posts/{id}/report', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('stores a pending report; the second time is 409', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const first = await client.post(`/api/posts/${post.id}/report`).withCsrfToken().loginAs(reader)
    first.assertStatus(200)
    assert.deepEqual(first.body(), { message: 'Thank you for your report. Our moderators will review this post.' })
    const report = await db.from('content_reports').where({ content_type: 'post', content_id: post.id }).firstOrFail()
    assert.include(report, { reporter_id: reader.id, content_author_id: author.id, status: 'pending', reason: null })

    const second = await client
      .post(`/api/posts/${post.id}/report`)
      .json({ reason: 'Spam' })
      .withCsrfToken()
      .loginAs(reader)
    second.assertStatus(409)
    assert.deepEqual(second.body(), { error: 'You have already reported this post.' })

    const withReason = await client
      .post(`/api/posts/${post.id}/report`)
      .json({ reason: 'Spam' })
      .withCsrfToken()
      .loginAs(author)
    withReason.assertStatus(200)
    assert.lengthOf(await db.from('content_reports').where('content_id', post.id), 2)
  })

  test('422 for a reason too long, 404 unknown, 401 anonymous', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const post = await createPost(author)
    const reader = await UserFactory.create()
    const long = await client
      .post(`/api/posts/${post.id}/report`)
      .json({ reason: 'x'.repeat(501) })
      .withCsrfToken()
      .loginAs(reader)
    long.assertStatus(422)
    assert.equal(long.body().error, 'Reason must be at most 500 characters')
    ;(await client.post(`/api/posts/${UNKNOWN}/report`).withCsrfToken().loginAs(reader)).assertStatus(404)
    ;(await client.post(`/api/posts/${post.id}/report`).withCsrfToken()).assertStatus(401)
  })
})
