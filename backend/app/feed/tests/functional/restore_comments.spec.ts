import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost } from '#feed/database/factories/post_factory'
import { MESSAGES } from '#feed/constants'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

async function roles() {
  return {
    candidate: await UserFactory.create(),
    employer: await UserFactory.apply('employer').create(),
    admin: await UserFactory.apply('admin').create(),
  }
}

async function comment(client: ApiClient, user: User, postId: string, content: string, parentCommentId?: string) {
  const response = await client
    .post(`/api/posts/${postId}/comments`)
    .json({ content, parentCommentId: parentCommentId ?? null })
    .withCsrfToken()
    .loginAs(user)
  response.assertStatus(201)
  return response.body()
}

/** The author's own delete: a soft delete. */
async function softDelete(client: ApiClient, user: User, commentId: string) {
  const response = await client.delete(`/api/comments/${commentId}`).withCsrfToken().loginAs(user)
  response.assertStatus(200)
  if (response.body().mode !== 'soft') throw new Error(`expected a soft delete, got ${response.body().mode}`)
}

async function setDeletedAt(commentId: string, iso: string) {
  await db
    .from('post_comments')
    .where('id', commentId)
    .update({ deleted_at: new Date(iso) })
}

test.group('GET /api/comments/deleted', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anonymous 401, candidate and employer 403 Admins only, admin 200', async ({ client, assert }) => {
    const { candidate, employer, admin } = await roles()
    ;(await client.get('/api/comments/deleted')).assertStatus(401)
    for (const user of [candidate, employer]) {
      const denied = await client.get('/api/comments/deleted').loginAs(user)
      denied.assertStatus(403)
      assert.deepEqual(denied.body(), { error: 'Admins only' })
    }
    ;(await client.get('/api/comments/deleted').loginAs(admin)).assertStatus(200)
  })

  test('soft-deleted comments of existing posts, newest deletion first, exact shape', async ({ client, assert }) => {
    const { admin } = await roles()
    const author = await UserFactory.merge({ name: 'Pat Poster' }).create()
    const commenter = await UserFactory.merge({ name: 'Casey Commenter' }).create()
    const post = await createPost(author)
    const older = await comment(client, commenter, post.id, 'First thought')
    const newer = await comment(client, commenter, post.id, 'Second thought')
    const visible = await comment(client, commenter, post.id, 'Still here')
    await softDelete(client, commenter, older.id)
    await softDelete(client, commenter, newer.id)
    await setDeletedAt(older.id, '2026-11-20T10:00:00.000Z')
    await setDeletedAt(newer.id, '2026-11-21T10:00:00.000Z')

    const gonePost = await createPost(author, 'A post deleted later')
    const orphan = await comment(client, commenter, gonePost.id, 'On a deleted post')
    await softDelete(client, commenter, orphan.id)
    ;(await client.delete(`/api/posts/${gonePost.id}`).withCsrfToken().loginAs(author)).assertStatus(200)

    const response = await client.get('/api/comments/deleted').loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      comments: [
        {
          id: newer.id,
          postId: post.id,
          content: 'Second thought',
          author: { id: commenter.id, name: 'Casey Commenter' },
          deletedAt: '2026-11-21T10:00:00.000Z',
        },
        {
          id: older.id,
          postId: post.id,
          content: 'First thought',
          author: { id: commenter.id, name: 'Casey Commenter' },
          deletedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      nextCursor: null,
    })
    assert.notInclude(
      response.body().comments.map((row: { id: string }) => row.id),
      visible.id
    )
  })

  test('keyset pages: every deleted comment once, in order; bad cursor and limit 422', async ({ client, assert }) => {
    const { admin } = await roles()
    const author = await UserFactory.create()
    const commenter = await UserFactory.create()
    const post = await createPost(author)
    const ids: string[] = []
    for (let index = 0; index < 5; index++) {
      const created = await comment(client, commenter, post.id, `Comment ${index}`)
      await softDelete(client, commenter, created.id)
      // Two share a deletion time: the id breaks the tie.
      await setDeletedAt(created.id, `2026-11-2${index === 4 ? 3 : index}T08:00:00.000Z`)
      ids.push(created.id)
    }
    const expected = (
      await db
        .from('post_comments')
        .whereIn('id', ids)
        .orderBy([
          { column: 'deleted_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
    ).map((row) => row.id)

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const response = await client
        .get(`/api/comments/deleted?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
        .loginAs(admin)
      response.assertStatus(200)
      assert.isAtMost(response.body().comments.length, 2)
      seen.push(...response.body().comments.map((row: { id: string }) => row.id))
      cursor = response.body().nextCursor
      pages++
    } while (cursor && pages < 10)
    assert.deepEqual(seen, expected)
    assert.equal(pages, 3)

    const bad = await client.get('/api/comments/deleted?cursor=nope').loginAs(admin)
    bad.assertStatus(422)
    assert.deepEqual(bad.body(), {
      error: MESSAGES.invalidCursor,
      errors: [{ field: 'cursor', message: MESSAGES.invalidCursor, rule: 'cursor' }],
    })
    const limit = await client.get('/api/comments/deleted?limit=many').loginAs(admin)
    limit.assertStatus(422)
    assert.equal(limit.body().error, 'Limit must be a number')
  })
})

test.group('POST /api/comments/{id}/restore', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anonymous 401, candidate and employer 403 Admins only, admin 200', async ({ client, assert }) => {
    const { candidate, employer, admin } = await roles()
    const author = await UserFactory.create()
    const post = await createPost(author)
    const target = await comment(client, candidate, post.id, 'Oops')
    await softDelete(client, candidate, target.id)
    const url = `/api/comments/${target.id}/restore`
    ;(await client.post(url).withCsrfToken()).assertStatus(401)
    for (const user of [candidate, employer, author]) {
      const denied = await client.post(url).withCsrfToken().loginAs(user)
      denied.assertStatus(403)
      assert.deepEqual(denied.body(), { error: 'Admins only' })
    }
    assert.isNotNull((await db.from('post_comments').where('id', target.id).firstOrFail()).deleted_at)
    ;(await client.post(url).withCsrfToken().loginAs(admin)).assertStatus(200)
  })

  test('restores a comment: deleted_at null, counts right, the comment answer; back on the post', async ({
    client,
    assert,
  }) => {
    const { admin } = await roles()
    const author = await UserFactory.create()
    const commenter = await UserFactory.create()
    const post = await createPost(author)
    const target = await comment(client, commenter, post.id, 'Worth keeping')
    await comment(client, author, post.id, 'Another one')
    await softDelete(client, commenter, target.id)
    assert.equal((await db.from('posts').where('id', post.id).firstOrFail()).comments_count, 1)

    const response = await client.post(`/api/comments/${target.id}/restore`).withCsrfToken().loginAs(admin)
    response.assertStatus(200)
    const listed = await client.get(`/api/posts/${post.id}/comments`).loginAs(admin)
    const shown = listed.body().comments.find((row: { id: string }) => row.id === target.id)
    assert.exists(shown)
    assert.deepEqual(response.body(), { message: 'Comment restored.', comment: shown })
    assert.include(response.body().comment, {
      id: target.id,
      postId: post.id,
      content: 'Worth keeping',
      authorId: commenter.id,
      isOwner: false,
    })

    const row = await db.from('post_comments').where('id', target.id).firstOrFail()
    assert.isNull(row.deleted_at)
    assert.equal((await db.from('posts').where('id', post.id).firstOrFail()).comments_count, 2)
    const deleted = await client.get('/api/comments/deleted').loginAs(admin)
    assert.deepEqual(deleted.body(), { comments: [], nextCursor: null })
    // A second restore finds nothing to restore.
    const again = await client.post(`/api/comments/${target.id}/restore`).withCsrfToken().loginAs(admin)
    again.assertStatus(404)
    assert.deepEqual(again.body(), { error: MESSAGES.commentNotFound })
  })

  test("a reply counts again in its parent's repliesCount and the post's commentsCount", async ({ client, assert }) => {
    const { admin } = await roles()
    const author = await UserFactory.create()
    const commenter = await UserFactory.create()
    const post = await createPost(author)
    const parent = await comment(client, author, post.id, 'Question?')
    const reply = await comment(client, commenter, post.id, 'Answer.', parent.id)
    await softDelete(client, commenter, reply.id)
    assert.equal((await db.from('post_comments').where('id', parent.id).firstOrFail()).replies_count, 0)
    assert.equal((await db.from('posts').where('id', post.id).firstOrFail()).comments_count, 1)

    const response = await client.post(`/api/comments/${reply.id}/restore`).withCsrfToken().loginAs(admin)
    response.assertStatus(200)
    assert.equal(response.body().comment.parentCommentId, parent.id)
    assert.equal((await db.from('post_comments').where('id', parent.id).firstOrFail()).replies_count, 1)
    assert.equal((await db.from('posts').where('id', post.id).firstOrFail()).comments_count, 2)
  })

  test('a comment hidden by moderation comes back deleted-free but still hidden: counts unchanged', async ({
    client,
    assert,
  }) => {
    const { admin } = await roles()
    const author = await UserFactory.create()
    const post = await createPost(author)
    const commenter = await UserFactory.create()
    const target = await comment(client, commenter, post.id, 'Held later')
    await softDelete(client, commenter, target.id)
    await db.from('post_comments').where('id', target.id).update({ is_hidden: true })

    const response = await client.post(`/api/comments/${target.id}/restore`).withCsrfToken().loginAs(admin)
    response.assertStatus(200)
    assert.equal(response.body().comment.id, target.id)
    const row = await db.from('post_comments').where('id', target.id).firstOrFail()
    assert.isNull(row.deleted_at)
    assert.isTrue(row.is_hidden)
    assert.equal((await db.from('posts').where('id', post.id).firstOrFail()).comments_count, 0)
  })

  test('404: unknown, not deleted, or its post deleted; malformed ids 404', async ({ client, assert }) => {
    const { admin } = await roles()
    const author = await UserFactory.create()
    const commenter = await UserFactory.create()
    const post = await createPost(author)
    const live = await comment(client, commenter, post.id, 'Not deleted')
    const gonePost = await createPost(author, 'Deleted post')
    const orphan = await comment(client, commenter, gonePost.id, 'Orphan')
    await softDelete(client, commenter, orphan.id)
    ;(await client.delete(`/api/posts/${gonePost.id}`).withCsrfToken().loginAs(author)).assertStatus(200)

    for (const id of [UNKNOWN, live.id, orphan.id]) {
      const response = await client.post(`/api/comments/${id}/restore`).withCsrfToken().loginAs(admin)
      response.assertStatus(404)
      assert.deepEqual(response.body(), { error: MESSAGES.commentNotFound }, id)
    }
    assert.isNull((await db.from('post_comments').where('id', live.id).firstOrFail()).deleted_at)
    assert.isNotNull((await db.from('post_comments').where('id', orphan.id).firstOrFail()).deleted_at)
    ;(await client.post('/api/comments/not-a-uuid/restore').withCsrfToken().loginAs(admin)).assertStatus(404)
  })
})
