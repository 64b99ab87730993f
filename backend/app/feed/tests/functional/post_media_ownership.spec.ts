import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { OWN_MEDIA_MESSAGE } from '#feed/rules/own_media'

/** An upload row as POST /api/upload writes it, and the URL the client gets back. */
async function uploaded(owner: User, extension = 'png') {
  const key = `media/${randomBytes(16).toString('hex')}.${extension}`
  await db.table('uploads').insert({ key, user_id: owner.id })
  return `/uploads/${key}`
}

const post = (blocks: unknown[]) => ({ blocks })
const image = (url: string) => ({ type: 'image', content: { url, caption: 'Site visit' } })
const video = (url: string) => ({ type: 'video', content: { url } })

test.group('post media: the writer’s own uploads only', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("another member's upload, a file never uploaded, any other site path: 422 and nothing stored", async ({
    client,
    assert,
  }) => {
    const author = await UserFactory.create()
    const other = await UserFactory.create()
    const theirs = await uploaded(other)
    const absoluteTheirs = new URL(theirs, env.get('APP_URL')).toString()
    const never = `/uploads/media/${'0'.repeat(32)}.png`
    const cases: [unknown[], string][] = [
      [[image(theirs)], 'blocks.0.content.url'],
      [[image(absoluteTheirs)], 'blocks.0.content.url'],
      [[image(never)], 'blocks.0.content.url'],
      [[image('/a.png')], 'blocks.0.content.url'],
      [[{ type: 'paragraph', content: { text: 'Hi' } }, video(await uploaded(other, 'mp4'))], 'blocks.1.content.url'],
      [
        [{ type: 'article', content: { title: 'Notes', body: [image(theirs)] } }],
        'blocks.0.content.body.0.content.url',
      ],
    ]
    for (const [blocks, field] of cases) {
      const response = await client.post('/api/posts').json(post(blocks)).withCsrfToken().loginAs(author)
      assert.deepEqual(
        [response.status(), response.body().errors],
        [422, [{ field, message: OWN_MEDIA_MESSAGE, rule: 'ownUpload' }]],
        JSON.stringify(blocks)
      )
    }
    assert.lengthOf(await db.from('posts').where('author_id', author.id), 0)
  })

  test('their own upload and links to other sites are taken; an edit is held to the same rule', async ({
    client,
    assert,
  }) => {
    const author = await UserFactory.create()
    const other = await UserFactory.create()
    const mine = await uploaded(author)
    const created = await client
      .post('/api/posts')
      .json(post([image(mine), image('https://cdn.example.com/a.png')]))
      .withCsrfToken()
      .loginAs(author)
    created.assertStatus(201)
    const id = created.body().id ?? created.body().post.id

    const theirs = await uploaded(other)
    const edited = await client
      .put(`/api/posts/${id}`)
      .json(post([image(theirs)]))
      .withCsrfToken()
      .loginAs(author)
    edited.assertStatus(422)
    assert.deepEqual(edited.body().errors, [
      { field: 'blocks.0.content.url', message: OWN_MEDIA_MESSAGE, rule: 'ownUpload' },
    ])
    const stored = await db.from('posts').where('id', id).firstOrFail()
    assert.include(JSON.stringify(stored.blocks ?? stored.content ?? stored), mine)
    assert.notInclude(JSON.stringify(stored), theirs)
    ;(
      await client
        .put(`/api/posts/${id}`)
        .json(post([image(mine)]))
        .withCsrfToken()
        .loginAs(author)
    ).assertStatus(200)
  })
})
