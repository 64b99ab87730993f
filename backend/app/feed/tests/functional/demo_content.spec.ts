import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import seedDemoPosts from '#feed/database/seeders/demo_content'

test.group('demo content: the first posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a post by each demo member, shown in a newcomer’s feed', async ({ client, assert }) => {
    const members = {
      candidate: await UserFactory.create(),
      employer: await UserFactory.apply('employer').create(),
      admin: await UserFactory.apply('admin').create(),
    }
    await seedDemoPosts(members)

    const rows = await db
      .from('posts')
      .whereIn('author_id', [members.admin.id, members.employer.id, members.candidate.id])
      .orderBy('created_at')
      .orderBy('id')
      .select('author_id')
    assert.sameMembers(
      rows.map((row) => row.author_id),
      [members.admin.id, members.employer.id, members.candidate.id]
    )

    const newcomer = await UserFactory.create()
    const feed = await client.get('/api/posts').loginAs(newcomer)
    feed.assertStatus(200)
    const texts = feed
      .body()
      .posts.map((post: { blocks: { type: string; content: { text?: string } }[] }) =>
        post.blocks.map((block) => block.content.text ?? '').join(' ')
      )
    assert.lengthOf(texts, 3)
    assert.isTrue(texts.some((text: string) => text.startsWith('Welcome to Hireloop This is a place to find work')))
    assert.isTrue(texts.some((text: string) => text.startsWith('Our Austin compliance team is growing')))
    assert.isTrue(texts.some((text: string) => text.startsWith('I just finished my certificate')))
    const held = await db.from('moderation_items').whereIn('author_id', [members.employer.id, members.candidate.id])
    assert.deepEqual(held, [])
  })
})
