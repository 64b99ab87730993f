import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'

const SCAM = 'Send a $50 processing fee by wire transfer to apply.'
const paragraph = (text: string) => ({ blocks: [{ type: 'paragraph', content: { text } }] })

test.group('a post held by moderation tells its author', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the answer to POST /api/posts says a held post is hidden; an ordinary one is not', async ({
    client,
    assert,
  }) => {
    const author = await UserFactory.create()
    const held = await client.post('/api/posts').json(paragraph(SCAM)).withCsrfToken().loginAs(author)
    held.assertStatus(201)
    assert.include(held.body(), { isHidden: true, heldReason: 'Job scams', isOwner: true, isArchived: false })
    assert.include(await db.from('posts').where('id', held.body().id).firstOrFail(), {
      is_hidden: true,
      held_reason: 'Job scams',
    })

    const plain = await client
      .post('/api/posts')
      .json(paragraph('Our crew finished the substation audit today.'))
      .withCsrfToken()
      .loginAs(author)
    plain.assertStatus(201)
    assert.include(plain.body(), { isHidden: false, heldReason: null, isOwner: true })
  })

  test('its author reads it as hidden on its page; another member gets 404; the feed lists it to no one else', async ({
    client,
    assert,
  }) => {
    const [author, other] = await UserFactory.createMany(2)
    const held = await client.post('/api/posts').json(paragraph(SCAM)).withCsrfToken().loginAs(author)
    const id = held.body().id as string
    const own = await client.get(`/api/posts/${id}`).loginAs(author)
    own.assertStatus(200)
    assert.include(own.body(), { id, isHidden: true, heldReason: 'Job scams' })
    ;(await client.get(`/api/posts/${id}`).loginAs(other)).assertStatus(404)
    const feed = await client.get('/api/posts').qs({ type: 'recent' }).loginAs(other)
    assert.notInclude(
      feed.body().posts.map((post: { id: string }) => post.id),
      id
    )
  })

  test('an approval brings the post back and clears the reason', async ({ client, assert }) => {
    const [author, admin] = await UserFactory.createMany(2)
    await db.from('users').where('id', admin.id).update({ user_type: 'admin' })
    const held = await client.post('/api/posts').json(paragraph(SCAM)).withCsrfToken().loginAs(author)
    const id = held.body().id as string
    const item = await db.from('moderation_items').where({ content_type: 'post', content_id: id }).firstOrFail()
    ;(
      await client
        .post(`/api/moderation/queue/${item.id}/action`)
        .json({ action: 'approve' })
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(200)
    assert.include(await db.from('posts').where('id', id).firstOrFail(), { is_hidden: false, held_reason: null })
    const own = await client.get(`/api/posts/${id}`).loginAs(author)
    assert.include(own.body(), { isHidden: false, heldReason: null })
  })
})
