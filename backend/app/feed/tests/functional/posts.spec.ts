import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost, paragraph } from '#feed/database/factories/post_factory'
import { MESSAGES } from '#feed/constants'

const ID_21 = /^[A-Za-z0-9_-]{21}$/

test.group('POST /api/posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('publishes a post and answers it in the feed shape (201)', async ({ client, assert }) => {
    const author = await UserFactory.apply('employer').merge({ name: 'Erin Employer', location: 'Austin, TX' }).create()
    const response = await client
      .post('/api/posts')
      .json({
        blocks: [
          { type: 'heading', content: { text: 'We are hiring' } },
          {
            id: 'abcdefghijklmnopqrstu',
            type: 'paragraph',
            content: { text: '  Join #GridOps with @sam.lee today!  ' },
          },
          { type: 'image', content: { url: 'https://cdn.example.com/a.png', caption: 'Our team', alt: 'Team photo' } },
          {
            type: 'event',
            content: { eventTitle: 'Open day', eventDate: '2026-12-01', eventTime: '09:30', eventLocation: 'Austin' },
          },
          { type: 'hashtag', content: { hashtags: ['#Hiring', 'gridops', ' NERC '] } },
        ],
      })
      .withCsrfToken()
      .loginAs(author)
    response.assertStatus(201)
    const post = response.body()
    assert.equal(post.authorId, author.id)
    assert.deepInclude(post.author, {
      id: author.id,
      name: 'Erin Employer',
      verified: true,
      headline: 'Employer · Austin, TX',
      avatar: null,
    })
    assert.lengthOf(post.blocks, 5)
    assert.equal(post.blocks[1].id, 'abcdefghijklmnopqrstu')
    for (const block of post.blocks) assert.match(block.id, ID_21)
    assert.deepEqual(post.blocks[0].content, { text: 'We are hiring', level: 2 })
    assert.equal(post.blocks[1].content.text, 'Join #GridOps with @sam.lee today!')
    assert.deepEqual(post.hashtags, ['hiring', 'gridops', 'nerc'])
    assert.deepEqual(post.mentions, ['sam.lee'])
    assert.include(post.content, 'We are hiring')
    assert.include(post.content, 'Open day')
    assert.deepEqual(post.media, {
      type: 'image',
      url: 'https://cdn.example.com/a.png',
      title: 'Our team',
      description: 'Team photo',
      preview: 'https://cdn.example.com/a.png',
    })
    assert.deepEqual(post.engagement, { likes: 0, comments: 0, reposts: 0, shares: 0, views: 0 })
    assert.deepEqual(post.reactions, { like: 0, love: 0, celebrate: 0, insightful: 0, support: 0 })
    assert.include(post, {
      isLiked: false,
      reaction: null,
      isBookmarked: false,
      isReposted: false,
      isSponsored: false,
      isTrending: false,
      isHot: false,
      isOwner: true,
      isArchived: false,
    })
    assert.isString(post.timestamp)

    const quality = await db.from('content_quality').where('post_id', post.id).firstOrFail()
    assert.isTrue(quality.has_image)
    assert.isTrue(quality.has_hashtags)
    const ranking = await db.from('content_rankings').where('post_id', post.id).firstOrFail()
    assert.equal(ranking.quality_score, quality.quality_score)
    assert.isTrue(ranking.is_visible)
  })

  test('drops empty blocks, applies defaults and accepts every block type', async ({ client, assert }) => {
    const author = await UserFactory.create()
    // A video of the author's own (a site path must name their upload).
    await db.table('uploads').insert({ key: `media/${'c1'.repeat(16)}.mp4`, user_id: author.id })
    const response = await client
      .post('/api/posts')
      .json({
        blocks: [
          { type: 'paragraph', content: { text: '   ' } },
          { type: 'quote', content: { text: 'Stay curious' } },
          { type: 'heading', content: { text: 'Level six', level: 6 } },
          { type: 'image', content: { url: '' } },
          { type: 'video', content: { url: `/uploads/media/${'c1'.repeat(16)}.mp4`, caption: 'Clip' } },
          {
            type: 'article',
            content: {
              title: 'How we audit',
              subtitle: 'A short guide',
              body: [
                { type: 'paragraph', content: { text: 'Step one' } },
                { type: 'paragraph', content: { text: '' } },
              ],
            },
          },
          { type: 'article', content: { title: '' } },
          { type: 'job', content: { jobTitle: 'NERC Analyst', company: 'GridCo', salary: '$40/hr' } },
          { type: 'job', content: { company: 'No title' } },
          { type: 'event', content: { eventTitle: '' } },
          { type: 'achievement', content: { achievementTitle: 'CISSP' } },
          { type: 'achievement', content: { achievementTitle: 'Promoted', achievementType: 'promotion' } },
          { type: 'hashtag', content: { hashtags: [] } },
          { type: 'hashtag', content: { hashtags: 'one, two ,three' } },
          { type: 'schedule', content: { scheduledDate: '2026-12-24', scheduledTime: '18:00' } },
          { type: 'schedule', content: { scheduledDate: '' } },
          { type: 'divider' },
        ],
      })
      .withCsrfToken()
      .loginAs(author)
    response.assertStatus(201)
    const blocks = response.body().blocks
    assert.deepEqual(
      blocks.map((block: { type: string }) => block.type),
      ['quote', 'heading', 'video', 'article', 'job', 'achievement', 'achievement', 'hashtag', 'schedule', 'divider']
    )
    assert.equal(blocks[1].content.level, 6)
    assert.lengthOf(blocks[3].content.body, 1)
    assert.match(blocks[3].content.body[0].id, ID_21)
    assert.equal(blocks[5].content.achievementType, 'milestone')
    assert.equal(blocks[6].content.achievementType, 'promotion')
    assert.deepEqual(blocks[7].content.hashtags, ['one', 'two', 'three'])
    assert.equal(blocks[8].content.timezone, 'UTC')
    assert.deepEqual(blocks[9].content, {})
    assert.equal(response.body().media.type, 'video')
  })

  test('refuses a post with nothing in it: "{message}"')
    .with([
      { payload: {}, name: 'no blocks' },
      { payload: { blocks: [] }, name: 'an empty list' },
      {
        payload: {
          blocks: [
            { type: 'paragraph', content: { text: ' ' } },
            { type: 'image', content: {} },
          ],
        },
        name: 'only empty blocks',
      },
    ])
    .run(async ({ client, assert }, { payload }) => {
      const author = await UserFactory.create()
      const response = await client.post('/api/posts').json(payload).withCsrfToken().loginAs(author)
      response.assertStatus(422)
      assert.equal(response.body().error, MESSAGES.emptyPost)
      assert.equal(response.body().errors[0].field, 'blocks')
    })

  test('validates every block field: {message}')
    .with([
      { block: { type: 'poll', content: {} }, message: 'Unknown block type' },
      { block: 'text', message: 'Each block must be an object' },
      {
        block: { id: 'short', type: 'paragraph', content: { text: 'x' } },
        message: 'Block id must be 21 characters: letters, digits, _ or -',
      },
      {
        block: { type: 'paragraph', content: { text: 'x'.repeat(5001) } },
        message: 'Text must be at most 5000 characters',
      },
      { block: { type: 'quote', content: { text: 42 } }, message: 'Text must be text' },
      {
        block: { type: 'heading', content: { text: 'x'.repeat(301) } },
        message: 'Text must be at most 300 characters',
      },
      {
        block: { type: 'heading', content: { text: 'x', level: 7 } },
        message: 'Heading level must be between 1 and 6',
      },
      {
        block: { type: 'heading', content: { text: 'x', level: 0 } },
        message: 'Heading level must be between 1 and 6',
      },
      {
        block: { type: 'image', content: { url: 'javascript:alert(1)' } },
        message: 'URL must be an http(s) link or a path on this site',
      },
      {
        block: { type: 'image', content: { url: '//evil.example/x.png' } },
        message: 'URL must be an http(s) link or a path on this site',
      },
      {
        block: { type: 'video', content: { url: 'data:video/mp4;base64,AAAA' } },
        message: 'URL must be an http(s) link or a path on this site',
      },
      {
        block: { type: 'image', content: { url: 'https://x.example/' + 'a'.repeat(2048) } },
        message: 'URL must be at most 2048 characters',
      },
      {
        block: { type: 'image', content: { url: '/a.png', caption: 'x'.repeat(501) } },
        message: 'Caption must be at most 500 characters',
      },
      {
        block: { type: 'image', content: { url: '/a.png', alt: 'x'.repeat(301) } },
        message: 'Alt text must be at most 300 characters',
      },
      {
        block: { type: 'article', content: { title: 'x'.repeat(201) } },
        message: 'Title must be at most 200 characters',
      },
      {
        block: { type: 'article', content: { title: 'T', subtitle: 'x'.repeat(301) } },
        message: 'Subtitle must be at most 300 characters',
      },
      {
        block: { type: 'article', content: { title: 'T', body: 'x'.repeat(20_001) } },
        message: 'Article body is too long',
      },
      {
        block: { type: 'article', content: { title: 'T', body: [{ type: 'article', content: { title: 'Nested' } }] } },
        message: 'Unknown block type',
      },
      {
        block: {
          type: 'article',
          content: { title: 'T', body: [{ type: 'paragraph', content: { text: 'x'.repeat(5001) } }] },
        },
        message: 'Text must be at most 5000 characters',
      },
      {
        block: { type: 'job', content: { jobTitle: 'x'.repeat(101) } },
        message: 'Job title must be at most 100 characters',
      },
      {
        block: { type: 'job', content: { jobTitle: 'J', company: 'x'.repeat(101) } },
        message: 'Company must be at most 100 characters',
      },
      {
        block: { type: 'job', content: { jobTitle: 'J', location: 'x'.repeat(101) } },
        message: 'Location must be at most 100 characters',
      },
      {
        block: { type: 'job', content: { jobTitle: 'J', salary: 'x'.repeat(101) } },
        message: 'Salary must be at most 100 characters',
      },
      {
        block: { type: 'job', content: { jobTitle: 'J', description: 'x'.repeat(2001) } },
        message: 'Description must be at most 2000 characters',
      },
      {
        block: { type: 'job', content: { jobTitle: 'J', requirements: 'x'.repeat(1001) } },
        message: 'Requirements must be at most 1000 characters',
      },
      {
        block: { type: 'event', content: { eventTitle: 'x'.repeat(201) } },
        message: 'Event title must be at most 200 characters',
      },
      {
        block: { type: 'event', content: { eventTitle: 'E', eventDate: '2026-02-30' } },
        message: 'Event date must be a date (YYYY-MM-DD)',
      },
      {
        block: { type: 'event', content: { eventTitle: 'E', eventDate: 'tomorrow' } },
        message: 'Event date must be a date (YYYY-MM-DD)',
      },
      {
        block: { type: 'event', content: { eventTitle: 'E', eventTime: '25:00' } },
        message: 'Event time must be a time (HH:MM)',
      },
      {
        block: { type: 'event', content: { eventTitle: 'E', eventLocation: 'x'.repeat(201) } },
        message: 'Event location must be at most 200 characters',
      },
      {
        block: { type: 'event', content: { eventTitle: 'E', eventDescription: 'x'.repeat(2001) } },
        message: 'Event description must be at most 2000 characters',
      },
      {
        block: { type: 'achievement', content: { achievementTitle: 'x'.repeat(201) } },
        message: 'Achievement title must be at most 200 characters',
      },
      {
        block: { type: 'achievement', content: { achievementTitle: 'A', achievementDescription: 'x'.repeat(1001) } },
        message: 'Achievement description must be at most 1000 characters',
      },
      {
        block: { type: 'achievement', content: { achievementTitle: 'A', achievementDate: '2026-13-01' } },
        message: 'Achievement date must be a date (YYYY-MM-DD)',
      },
      {
        block: { type: 'achievement', content: { achievementTitle: 'A', achievementType: 'medal' } },
        message: 'Achievement type must be certification, award, milestone, promotion or education',
      },
      {
        block: { type: 'hashtag', content: { hashtags: Array.from({ length: 31 }, (_, i) => `t${i}`) } },
        message: 'Hashtags: at most 30, each at most 50 characters',
      },
      {
        block: { type: 'hashtag', content: { hashtags: ['x'.repeat(52)] } },
        message: 'Each hashtag must be at most 50 characters',
      },
      {
        block: { type: 'schedule', content: { scheduledDate: '2026-01-01', timezone: 'Europe/Paris' } },
        message: 'Time zone must be UTC, America/New_York, America/Chicago, America/Denver or America/Los_Angeles',
      },
      {
        block: { type: 'schedule', content: { scheduledDate: '01/02/2026' } },
        message: 'Scheduled date must be a date (YYYY-MM-DD)',
      },
      {
        block: { type: 'schedule', content: { scheduledDate: '2026-01-01', scheduledTime: '9am' } },
        message: 'Scheduled time must be a time (HH:MM)',
      },
      {
        block: { type: 'paragraph', content: { text: 'x' }, alignment: 'justify' },
        message: 'Alignment must be left, center or right',
      },
    ])
    .run(async ({ client, assert }, { block, message }) => {
      const author = await UserFactory.create()
      const response = await client
        .post('/api/posts')
        .json({ blocks: [block] })
        .withCsrfToken()
        .loginAs(author)
      response.assertStatus(422)
      assert.include(
        response.body().errors.map((error: { message: string }) => error.message),
        message
      )
    })

  test('refuses more than 50 blocks and more text than a post holds', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const tooMany = await client
      .post('/api/posts')
      .json({ blocks: Array.from({ length: 51 }, () => paragraph('x')) })
      .withCsrfToken()
      .loginAs(author)
    tooMany.assertStatus(422)
    assert.equal(tooMany.body().error, 'A post can have at most 50 blocks')

    const tooLong = await client
      .post('/api/posts')
      .json({ blocks: Array.from({ length: 9 }, () => paragraph('x'.repeat(5000))) })
      .withCsrfToken()
      .loginAs(author)
    tooLong.assertStatus(422)
    assert.equal(tooLong.body().error, MESSAGES.postTooLong)
  })

  test('"blocks" must be a list', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const response = await client.post('/api/posts').json({ blocks: 'hello' }).withCsrfToken().loginAs(author)
    response.assertStatus(422)
    assert.equal(response.body().error, 'Blocks must be a list')
  })

  test('anonymous visitors get 401', async ({ client }) => {
    const response = await client
      .post('/api/posts')
      .json({ blocks: [paragraph('Hi')] })
      .withCsrfToken()
    response.assertStatus(401)
  })
})

test.group('GET /api/posts/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("answers the post with the reader's flags and counts a unique view", async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author, 'Shared link')
    const first = await client.get(`/api/posts/${post.id}`).loginAs(reader)
    first.assertStatus(200)
    assert.equal(first.body().id, post.id)
    assert.isFalse(first.body().isOwner)
    assert.equal(first.body().engagement.views, 1)
    await client.get(`/api/posts/${post.id}`).loginAs(reader)
    const own = await client.get(`/api/posts/${post.id}`).loginAs(author)
    assert.equal(own.body().engagement.views, 1)
  })

  test("404 for unknown, deleted and other people's archived posts; 401 anonymous", async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const archived = await createPost(author, 'Archived')
    await db.from('posts').where('id', archived.id).update({ is_archived: true })
    const deleted = await createPost(author, 'Deleted')
    await db.from('posts').where('id', deleted.id).update({ deleted_at: new Date() })

    for (const id of ['7d3c1a7e-0000-4000-8000-000000000000', deleted.id, archived.id]) {
      const response = await client.get(`/api/posts/${id}`).loginAs(reader)
      response.assertStatus(404)
      assert.deepEqual(response.body(), { error: MESSAGES.postNotFound })
    }
    ;(await client.get(`/api/posts/not-a-uuid`).loginAs(reader)).assertStatus(404)
    const owner = await client.get(`/api/posts/${archived.id}`).loginAs(author)
    owner.assertStatus(200)
    assert.isTrue(owner.body().isArchived)
    ;(await client.get(`/api/posts/${archived.id}`)).assertStatus(401)
  })
})

test.group('PUT /api/posts/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the author edits the blocks; derived fields and quality follow', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const post = await createPost(author, 'First draft')
    const response = await client
      .put(`/api/posts/${post.id}`)
      .json({ blocks: [paragraph('Second draft about #NERC'), { type: 'divider' }] })
      .withCsrfToken()
      .loginAs(author)
    response.assertStatus(200)
    assert.equal(response.body().content, 'Second draft about #NERC')
    assert.deepEqual(response.body().hashtags, ['nerc'])
    assert.isString(response.body().editedAt)
    const quality = await db.from('content_quality').where('post_id', post.id).firstOrFail()
    assert.isTrue(quality.has_hashtags)
  })

  test('others get 403, unknown posts 404, anonymous 401, empty edits 422', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const other = await UserFactory.create()
    const post = await createPost(author)
    const forbidden = await client
      .put(`/api/posts/${post.id}`)
      .json({ blocks: [paragraph('Mine now')] })
      .withCsrfToken()
      .loginAs(other)
    forbidden.assertStatus(403)
    assert.deepEqual(forbidden.body(), { error: MESSAGES.notPostOwner })
    const missing = await client
      .put('/api/posts/7d3c1a7e-0000-4000-8000-000000000000')
      .json({ blocks: [paragraph('x')] })
      .withCsrfToken()
      .loginAs(author)
    missing.assertStatus(404)
    ;(
      await client
        .put(`/api/posts/${post.id}`)
        .json({ blocks: [paragraph('x')] })
        .withCsrfToken()
    ).assertStatus(401)
    const empty = await client.put(`/api/posts/${post.id}`).json({ blocks: [] }).withCsrfToken().loginAs(author)
    empty.assertStatus(422)
    assert.equal(empty.body().error, MESSAGES.emptyPost)
  })
})

test.group('PATCH /api/posts/{id}/archive and DELETE /api/posts/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('archive hides the post from others and restore brings it back', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    const archived = await client
      .patch(`/api/posts/${post.id}/archive`)
      .json({ isArchived: true })
      .withCsrfToken()
      .loginAs(author)
    archived.assertStatus(200)
    assert.deepEqual(archived.body(), { isArchived: true, message: 'Post archived. Only you can see it now.' })
    const feed = await client.get('/api/posts?type=recent').loginAs(reader)
    assert.notInclude(
      feed.body().posts.map((p: { id: string }) => p.id),
      post.id
    )
    const list = await client.get('/api/posts/archived').loginAs(author)
    assert.deepEqual(
      list.body().posts.map((p: { id: string }) => p.id),
      [post.id]
    )

    const restored = await client
      .patch(`/api/posts/${post.id}/archive`)
      .json({ isArchived: false })
      .withCsrfToken()
      .loginAs(author)
    assert.deepEqual(restored.body(), { isArchived: false, message: 'Post restored to the feed.' })
    const again = await client.get('/api/posts?type=recent').loginAs(reader)
    assert.include(
      again.body().posts.map((p: { id: string }) => p.id),
      post.id
    )
  })

  test('archive: 422 without isArchived, 403 for others, 404 unknown, 401 anonymous', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const other = await UserFactory.create()
    const post = await createPost(author)
    const invalid = await client.patch(`/api/posts/${post.id}/archive`).json({}).withCsrfToken().loginAs(author)
    invalid.assertStatus(422)
    assert.equal(invalid.body().error, 'isArchived is required')
    const wrongType = await client
      .patch(`/api/posts/${post.id}/archive`)
      .json({ isArchived: 'maybe' })
      .withCsrfToken()
      .loginAs(author)
    assert.equal(wrongType.body().error, 'isArchived must be true or false')
    const forbidden = await client
      .patch(`/api/posts/${post.id}/archive`)
      .json({ isArchived: true })
      .withCsrfToken()
      .loginAs(other)
    forbidden.assertStatus(403)
    assert.deepEqual(forbidden.body(), { error: MESSAGES.notPostOwner })
    ;(
      await client
        .patch('/api/posts/7d3c1a7e-0000-4000-8000-000000000000/archive')
        .json({ isArchived: true })
        .withCsrfToken()
        .loginAs(author)
    ).assertStatus(404)
    ;(await client.patch(`/api/posts/${post.id}/archive`).json({ isArchived: true }).withCsrfToken()).assertStatus(401)
  })

  test('delete: the author deletes, then the post is gone for everyone', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const other = await UserFactory.create()
    const post = await createPost(author)
    const forbidden = await client.delete(`/api/posts/${post.id}`).withCsrfToken().loginAs(other)
    forbidden.assertStatus(403)
    assert.deepEqual(forbidden.body(), { error: MESSAGES.notPostOwner })
    ;(await client.delete(`/api/posts/${post.id}`).withCsrfToken()).assertStatus(401)

    const deleted = await client.delete(`/api/posts/${post.id}`).withCsrfToken().loginAs(author)
    deleted.assertStatus(200)
    assert.deepEqual(deleted.body(), { message: 'Post deleted' })
    ;(await client.get(`/api/posts/${post.id}`).loginAs(author)).assertStatus(404)
    ;(await client.delete(`/api/posts/${post.id}`).withCsrfToken().loginAs(author)).assertStatus(404)
    const feed = await client.get('/api/posts?type=recent').loginAs(other)
    assert.notInclude(
      feed.body().posts.map((p: { id: string }) => p.id),
      post.id
    )
  })
})
