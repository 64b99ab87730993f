import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost } from '#feed/database/factories/post_factory'
import { IDEMPOTENCY_MESSAGES } from '#shared/middleware/idempotency_middleware'

const KEY = 'comment-3e8a1f52-6c0d-4b7e-9a21-5f4d2c8b1e07'

const commentsOf = (postId: string) =>
  db.from('post_comments').where('post_id', postId).orderBy('created_at').select('id', 'content', 'author_id')

test.group('Commenting with an Idempotency-Key', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('retried: the first answer again, one comment, the count once', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const send = () =>
      client
        .post(`/api/posts/${post.id}/comments`)
        .json({ content: 'Written on the train', parentCommentId: null })
        .header('Idempotency-Key', KEY)
        .withCsrfToken()
        .loginAs(reader)
    const first = await send()
    first.assertStatus(201)
    const retry = await send()
    retry.assertStatus(201)
    assert.deepEqual(retry.body(), first.body())
    assert.equal(retry.header('idempotent-replayed'), 'true')
    assert.deepEqual(await commentsOf(post.id), [
      { id: first.body().id, content: 'Written on the train', author_id: reader.id },
    ])
    const { comments_count: count } = await db.from('posts').where('id', post.id).firstOrFail()
    assert.equal(count, 1)
  })

  test('the key reused with another body is refused (422) and writes nothing', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const send = (content: string) =>
      client
        .post(`/api/posts/${post.id}/comments`)
        .json({ content, parentCommentId: null })
        .header('Idempotency-Key', KEY)
        .withCsrfToken()
        .loginAs(reader)
    const first = await send('First version')
    first.assertStatus(201)
    const edited = await send('Edited version')
    edited.assertStatus(422)
    edited.assertBody({
      error: IDEMPOTENCY_MESSAGES.reused,
      errors: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused, rule: 'idempotencyKeyReused' }],
    })
    assert.deepEqual(await commentsOf(post.id), [
      { id: first.body().id, content: 'First version', author_id: reader.id },
    ])
    const { comments_count: count } = await db.from('posts').where('id', post.id).firstOrFail()
    assert.equal(count, 1)
  })
})
