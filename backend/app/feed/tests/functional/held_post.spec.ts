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
    assert.include(held.body(), { isHidden: true, isOwner: true, isArchived: false })
    assert.isTrue((await db.from('posts').where('id', held.body().id).firstOrFail()).is_hidden)

    const plain = await client
      .post('/api/posts')
      .json(paragraph('Our crew finished the substation audit today.'))
      .withCsrfToken()
      .loginAs(author)
    plain.assertStatus(201)
    assert.include(plain.body(), { isHidden: false, isOwner: true })
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
    assert.include(own.body(), { id, isHidden: true })
    ;(await client.get(`/api/posts/${id}`).loginAs(other)).assertStatus(404)
    const feed = await client.get('/api/posts').qs({ type: 'recent' }).loginAs(other)
    assert.notInclude(
      feed.body().posts.map((post: { id: string }) => post.id),
      id
    )
  })
})
