import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost } from '#feed/database/factories/post_factory'
import { MESSAGES } from '#feed/constants'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

async function comment(client: ApiClient, user: User, postId: string, content: string, parentCommentId?: string) {
  const response = await client
    .post(`/api/posts/${postId}/comments`)
    .json({ content, parentCommentId: parentCommentId ?? null })
    .withCsrfToken()
    .loginAs(user)
  response.assertStatus(201)
  return response.body()
}

async function counts(postId: string) {
  const post = await db.from('posts').where('id', postId).firstOrFail()
  return post.comments_count as number
}

test.group('POST /api/posts/{id}/comments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('adds a comment and a reply; answers the Comment shape; counts follow', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.apply('employer').merge({ name: 'Erin' }).create()
    const post = await createPost(author)
    const created = await comment(client, reader, post.id, '  Great post @casey  ')
    assert.include(created, {
      postId: post.id,
      content: 'Great post @casey',
      authorId: reader.id,
      parentCommentId: null,
      isEdited: false,
      likesCount: 0,
      celebrateCount: 0,
      insightfulCount: 0,
      curiousCount: 0,
      repliesCount: 0,
      reaction: null,
      isOwner: true,
    })
    assert.deepInclude(created.author, { id: reader.id, name: 'Erin', avatar: null, verified: true })
    const reply = await comment(client, author, post.id, 'Thanks!', created.id)
    assert.equal(reply.parentCommentId, created.id)
    assert.equal(await counts(post.id), 2)
    const parent = await db.from('post_comments').where('id', created.id).firstOrFail()
    assert.equal(parent.replies_count, 1)
  })

  test('validation: "{message}"')
    .with([
      { payload: {}, message: 'Comment cannot be empty' },
      { payload: { content: '   ' }, message: 'Comment cannot be empty' },
      { payload: { content: 42 }, message: 'Comment must be text' },
      { payload: { content: 'x'.repeat(3001) }, message: 'Comment is too long (at most 3000 characters)' },
      { payload: { content: 'Hi', parentCommentId: 'nope' }, message: MESSAGES.parentNotFound },
      { payload: { content: 'Hi', parentCommentId: UNKNOWN }, message: MESSAGES.parentNotFound },
    ])
    .run(async ({ client, assert }, { payload, message }) => {
      const author = await UserFactory.create()
      const post = await createPost(author)
      const response = await client.post(`/api/posts/${post.id}/comments`).json(payload).withCsrfToken().loginAs(author)
      response.assertStatus(422)
      assert.equal(response.body().error, message)
    })

  test('a parent from another post, or a deleted one, is refused', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const [first, second] = [await createPost(author), await createPost(author)]
    const elsewhere = await comment(client, author, first.id, 'On the first post')
    const response = await client
      .post(`/api/posts/${second.id}/comments`)
      .json({ content: 'Reply', parentCommentId: elsewhere.id })
      .withCsrfToken()
      .loginAs(author)
    response.assertStatus(422)
    assert.equal(response.body().error, MESSAGES.parentNotFound)
  })

  test('404 for unknown or hidden posts, 401 anonymous', async ({ client }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    ;(
      await client.post(`/api/posts/${UNKNOWN}/comments`).json({ content: 'Hi' }).withCsrfToken().loginAs(reader)
    ).assertStatus(404)
    await db.from('posts').where('id', post.id).update({ is_archived: true })
    ;(
      await client.post(`/api/posts/${post.id}/comments`).json({ content: 'Hi' }).withCsrfToken().loginAs(reader)
    ).assertStatus(404)
    ;(await client.post(`/api/posts/${post.id}/comments`).json({ content: 'Hi' }).withCsrfToken()).assertStatus(401)
  })
})

test.group('GET /api/posts/{id}/comments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pages of 10 by default, oldest first, stable while comments arrive', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const written: string[] = []
    for (let index = 0; index < 23; index++)
      written.push((await comment(client, author, post.id, `Comment ${index}`)).id)

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const response = await client
        .get(`/api/posts/${post.id}/comments${cursor ? `?cursor=${cursor}` : ''}`)
        .loginAs(reader)
      response.assertStatus(200)
      assert.properties(response.body(), ['comments', 'hasMore', 'nextCursor'])
      assert.isAtMost(response.body().comments.length, 10)
      seen.push(...response.body().comments.map((c: { id: string }) => c.id))
      cursor = response.body().nextCursor
      pages++
      if (pages === 1) written.push((await comment(client, author, post.id, 'Arrived while reading')).id)
    } while (cursor)
    assert.deepEqual(seen, written)
    assert.equal(pages, 3)

    const small = await client.get(`/api/posts/${post.id}/comments?limit=3`).loginAs(reader)
    assert.lengthOf(small.body().comments, 3)
  })

  test("hides deleted comments; shows the reader's reaction; 404 / 401 / 422", async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const kept = await comment(client, reader, post.id, 'Kept')
    const gone = await comment(client, reader, post.id, 'Gone')
    await client.delete(`/api/comments/${gone.id}`).withCsrfToken().loginAs(reader)
    await client.post(`/api/comments/${kept.id}/reactions`).json({ type: 'curious' }).withCsrfToken().loginAs(reader)
    const response = await client.get(`/api/posts/${post.id}/comments`).loginAs(reader)
    assert.deepEqual(
      response.body().comments.map((c: { id: string }) => c.id),
      [kept.id]
    )
    assert.equal(response.body().comments[0].reaction, 'curious')
    ;(await client.get(`/api/posts/${UNKNOWN}/comments`).loginAs(reader)).assertStatus(404)
    ;(await client.get(`/api/posts/${post.id}/comments`)).assertStatus(401)
    const bad = await client.get(`/api/posts/${post.id}/comments?cursor=zzz`).loginAs(reader)
    bad.assertStatus(422)
    assert.equal(bad.body().error, 'Invalid cursor')
  })
})

test.group('POST /api/comments/{id}/reactions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('toggles and switches reactions with exact counts', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const [a, b] = await UserFactory.createMany(2)
    const post = await createPost(author)
    const target = await comment(client, author, post.id, 'React to me')
    const react = (user: User, type: string) =>
      client.post(`/api/comments/${target.id}/reactions`).json({ type }).withCsrfToken().loginAs(user)

    const liked = await react(a, 'like')
    liked.assertStatus(200)
    assert.deepEqual(liked.body(), {
      likesCount: 1,
      celebrateCount: 0,
      insightfulCount: 0,
      curiousCount: 0,
      reaction: 'like',
    })
    await react(b, 'insightful')
    const switched = await react(a, 'celebrate')
    assert.deepEqual(switched.body(), {
      likesCount: 0,
      celebrateCount: 1,
      insightfulCount: 1,
      curiousCount: 0,
      reaction: 'celebrate',
    })
    const removed = await react(a, 'celebrate')
    assert.deepEqual(removed.body(), {
      likesCount: 0,
      celebrateCount: 0,
      insightfulCount: 1,
      curiousCount: 0,
      reaction: null,
    })
  })

  test('report files a pending report, 409 the second time', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const target = await comment(client, author, post.id, 'Questionable')
    const first = await client
      .post(`/api/comments/${target.id}/reactions`)
      .json({ type: 'report', reason: 'Rude' })
      .withCsrfToken()
      .loginAs(reader)
    first.assertStatus(200)
    assert.include(first.body(), { reported: true, likesCount: 0 })
    const report = await db
      .from('content_reports')
      .where({ content_type: 'comment', content_id: target.id })
      .firstOrFail()
    assert.include(report, { status: 'pending', reason: 'Rude', reporter_id: reader.id })
    assert.isTrue((await db.from('post_comments').where('id', target.id).firstOrFail()).is_reported)
    const second = await client
      .post(`/api/comments/${target.id}/reactions`)
      .json({ type: 'report' })
      .withCsrfToken()
      .loginAs(reader)
    second.assertStatus(409)
    assert.deepEqual(second.body(), { error: 'You have already reported this comment.' })
  })

  test('422 for an unknown type, 404 unknown comment, 401 anonymous', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const post = await createPost(author)
    const target = await comment(client, author, post.id, 'Hi')
    for (const payload of [{}, { type: 'love' }]) {
      const response = await client
        .post(`/api/comments/${target.id}/reactions`)
        .json(payload)
        .withCsrfToken()
        .loginAs(author)
      response.assertStatus(422)
      assert.equal(response.body().error, 'Reaction must be like, celebrate, insightful, curious or report')
    }
    ;(
      await client.post(`/api/comments/${UNKNOWN}/reactions`).json({ type: 'like' }).withCsrfToken().loginAs(author)
    ).assertStatus(404)
    ;(await client.post(`/api/comments/${target.id}/reactions`).json({ type: 'like' }).withCsrfToken()).assertStatus(
      401
    )
  })
})

test.group('PATCH /api/comments/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the author edits: isEdited and editedAt are set', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const post = await createPost(author)
    const target = await comment(client, author, post.id, 'Typo')
    const response = await client
      .patch(`/api/comments/${target.id}`)
      .json({ content: ' Fixed ' })
      .withCsrfToken()
      .loginAs(author)
    response.assertStatus(200)
    assert.include(response.body(), { content: 'Fixed', isEdited: true })
    assert.isString(response.body().editedAt)
  })

  test('403 for others, 422 empty, 404 unknown, 401 anonymous', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const other = await UserFactory.create()
    const post = await createPost(author)
    const target = await comment(client, author, post.id, 'Mine')
    const forbidden = await client
      .patch(`/api/comments/${target.id}`)
      .json({ content: 'Yours' })
      .withCsrfToken()
      .loginAs(other)
    forbidden.assertStatus(403)
    assert.deepEqual(forbidden.body(), { error: MESSAGES.notCommentAuthor })
    const empty = await client
      .patch(`/api/comments/${target.id}`)
      .json({ content: '  ' })
      .withCsrfToken()
      .loginAs(author)
    empty.assertStatus(422)
    assert.equal(empty.body().error, 'Comment cannot be empty')
    ;(
      await client.patch(`/api/comments/${UNKNOWN}`).json({ content: 'x' }).withCsrfToken().loginAs(author)
    ).assertStatus(404)
    ;(await client.patch(`/api/comments/${target.id}`).json({ content: 'x' }).withCsrfToken()).assertStatus(401)
  })
})

test.group('DELETE /api/comments/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('its author soft-deletes: hidden for everyone, kept for moderators', async ({ client, assert }) => {
    const postAuthor = await UserFactory.create()
    const commenter = await UserFactory.create()
    const post = await createPost(postAuthor)
    const target = await comment(client, commenter, post.id, 'Second thoughts')
    const response = await client.delete(`/api/comments/${target.id}`).withCsrfToken().loginAs(commenter)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { success: true, mode: 'soft', message: 'Comment deleted.' })
    const row = await db.from('post_comments').where('id', target.id).firstOrFail()
    assert.isNotNull(row.deleted_at)
    assert.equal(await counts(post.id), 0)
    ;(await client.delete(`/api/comments/${target.id}`).withCsrfToken().loginAs(commenter)).assertStatus(404)
  })

  test('the post author removes permanently, replies included; counts stay exact', async ({ client, assert }) => {
    const postAuthor = await UserFactory.create()
    const commenter = await UserFactory.create()
    const post = await createPost(postAuthor)
    const target = await comment(client, commenter, post.id, 'Off topic')
    const reply = await comment(client, commenter, post.id, 'Reply', target.id)
    await comment(client, commenter, post.id, 'Stays')
    await client.delete(`/api/comments/${reply.id}`).withCsrfToken().loginAs(commenter)
    assert.equal(await counts(post.id), 2)
    const response = await client.delete(`/api/comments/${target.id}`).withCsrfToken().loginAs(postAuthor)
    assert.deepEqual(response.body(), { success: true, mode: 'permanent', message: 'Comment removed for everyone.' })
    assert.isNull(await db.from('post_comments').where('id', target.id).first())
    assert.isNull(await db.from('post_comments').where('id', reply.id).first())
    assert.equal(await counts(post.id), 1)
  })

  test('an admin removes permanently', async ({ client, assert }) => {
    const postAuthor = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    const post = await createPost(postAuthor)
    const target = await comment(client, postAuthor, post.id, 'Spam')
    const response = await client.delete(`/api/comments/${target.id}`).withCsrfToken().loginAs(admin)
    assert.equal(response.body().mode, 'permanent')
    assert.equal(await counts(post.id), 0)
  })

  test('anyone else gets 403 Permission Denied; 404 unknown; 401 anonymous', async ({ client, assert }) => {
    const postAuthor = await UserFactory.create()
    const [commenter, other] = await UserFactory.createMany(2)
    const employer = await UserFactory.apply('employer').create()
    const post = await createPost(postAuthor)
    const target = await comment(client, commenter, post.id, 'Mine')
    for (const user of [other, employer]) {
      const response = await client.delete(`/api/comments/${target.id}`).withCsrfToken().loginAs(user)
      response.assertStatus(403)
      assert.deepEqual(response.body(), {
        error: 'Permission Denied',
        message: "You don't have permission to delete this comment.",
      })
    }
    ;(await client.delete(`/api/comments/${UNKNOWN}`).withCsrfToken().loginAs(other)).assertStatus(404)
    ;(await client.delete(`/api/comments/${target.id}`).withCsrfToken()).assertStatus(401)
    assert.equal(await counts(post.id), 1)
  })
})
