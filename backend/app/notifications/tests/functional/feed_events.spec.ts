import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'

/*
| The feed's events become notifications. These tests drive the feed's API
| (both modules are enabled in the test app) and read this module's table.
*/

async function notificationsOf(user: User) {
  return db.from('notifications').where('user_id', user.id).orderBy('created_at').orderBy('id')
}

async function post(client: ApiClient, author: User, text = 'Hello network') {
  const response = await client
    .post('/api/posts')
    .json({ blocks: [{ type: 'paragraph', content: { text } }] })
    .withCsrfToken()
    .loginAs(author)
  response.assertStatus(201)
  return response.body().id as string
}

test.group('notifications written by feed events', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('comment_on_post and reply_to_comment, never for oneself', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const sam = await UserFactory.merge({ name: 'Sam Lee' }).create()
    const kim = await UserFactory.merge({ name: 'Kim Park' }).create()
    const postId = await post(client, author)

    const comment = await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Congratulations on the new role!' })
      .withCsrfToken()
      .loginAs(sam)
    await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'My own comment' })
      .withCsrfToken()
      .loginAs(author)
    // Kim replies to Sam: Sam gets the reply, the post author the comment.
    await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Agreed', parentCommentId: comment.body().id })
      .withCsrfToken()
      .loginAs(kim)
    // The post author replies to Sam: Sam gets a reply; the author nothing.
    await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Thank you', parentCommentId: comment.body().id })
      .withCsrfToken()
      .loginAs(author)
    // Sam replies to the post author's own comment: one notification (the reply).
    const authorComment = await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Anyone?' })
      .withCsrfToken()
      .loginAs(author)
    await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Me', parentCommentId: authorComment.body().id })
      .withCsrfToken()
      .loginAs(sam)

    const forAuthor = await notificationsOf(author)
    assert.deepEqual(
      forAuthor.map((n) => [n.type, n.actor_id, n.message]),
      [
        ['comment_on_post', sam.id, 'Sam Lee commented on your post: "Congratulations on the new role!"'],
        ['comment_on_post', kim.id, 'Kim Park commented on your post: "Agreed"'],
        ['reply_to_comment', sam.id, 'Sam Lee replied to your comment: "Me"'],
      ]
    )
    assert.deepEqual(
      (await notificationsOf(sam)).map((n) => [n.type, n.actor_id]),
      [
        ['reply_to_comment', kim.id],
        ['reply_to_comment', author.id],
      ]
    )
    for (const n of forAuthor) assert.include(n, { entity_type: 'post', entity_id: postId, is_read: false })
  })

  test('post_like and comment_like: once per actor, never for oneself', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const fan = await UserFactory.merge({ name: 'Fan' }).create()
    const postId = await post(client, author)
    const like = (user: User, type?: string) =>
      client
        .post(`/api/posts/${postId}/like`)
        .json(type ? { type } : {})
        .withCsrfToken()
        .loginAs(user)

    await like(author)
    await like(fan, 'love')
    await like(fan, 'celebrate')
    await like(fan, 'celebrate')
    await like(fan)
    const forAuthor = await notificationsOf(author)
    assert.deepEqual(
      forAuthor.map((n) => [n.type, n.message]),
      [['post_like', 'Fan loves your post']]
    )

    const comment = await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Nice' })
      .withCsrfToken()
      .loginAs(author)
    const commentId = comment.body().id
    await client.post(`/api/comments/${commentId}/reactions`).json({ type: 'like' }).withCsrfToken().loginAs(author)
    await client.post(`/api/comments/${commentId}/reactions`).json({ type: 'insightful' }).withCsrfToken().loginAs(fan)
    await client.post(`/api/comments/${commentId}/reactions`).json({ type: 'report' }).withCsrfToken().loginAs(fan)
    const commentLikes = (await notificationsOf(author)).filter((n) => n.type === 'comment_like')
    assert.deepEqual(
      commentLikes.map((n) => [n.message, n.comment_id]),
      [['Fan found your comment insightful', commentId]]
    )
    assert.lengthOf(await notificationsOf(fan), 0)
  })

  test('deleting a post removes the notifications about it', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const fan = await UserFactory.create()
    const postId = await post(client, author)
    await client.post(`/api/posts/${postId}/like`).withCsrfToken().loginAs(fan)
    assert.lengthOf(await notificationsOf(author), 1)
    await client.delete(`/api/posts/${postId}`).withCsrfToken().loginAs(author)
    assert.lengthOf(await notificationsOf(author), 0)
  })

  test('the unread badge follows new activity', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const fans = await UserFactory.createMany(3)
    const postId = await post(client, author)
    for (const fan of fans) await client.post(`/api/posts/${postId}/like`).withCsrfToken().loginAs(fan)
    const count = await client.get('/api/notifications/unread-count').loginAs(author)
    assert.deepEqual(count.body(), { unreadCount: 3 })
  })
})
