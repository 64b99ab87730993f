import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import pg from 'pg'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost, createPosts, paragraph } from '#feed/database/factories/post_factory'
import { ENGAGEMENT_SQL, finalScoreSql } from '#feed/rules/ranking'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'
import type { PostJson } from '#feed/api_types'

type Page = { posts: { id: string }[]; nextCursor: string | null; hasMore: boolean }

async function page(client: ApiClient, reader: User, query: string): Promise<Page> {
  const response = await client.get(`/api/posts?${query}`).loginAs(reader)
  response.assertStatus(200)
  return response.body()
}

/** Walks every page; `between` runs after each page (e.g. new posts arriving). */
async function walk(client: ApiClient, reader: User, query: string, between?: (pageIndex: number) => Promise<void>) {
  const ids: string[] = []
  let cursor: string | null = null
  let index = 0
  do {
    const current: Page = await page(client, reader, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
    ids.push(...current.posts.map((post) => post.id))
    assert(current.hasMore === (current.nextCursor !== null))
    cursor = current.nextCursor
    if (between) await between(index++)
  } while (cursor)
  return ids
}

function assert(condition: boolean) {
  if (!condition) throw new Error('hasMore and nextCursor disagree')
}

/** Posts with distinct creation times, oldest first. */
async function seedTimeline(author: User, count: number) {
  const posts = await createPosts(author, count)
  const base = Date.now() - count * 60_000
  for (const [index, post] of posts.entries()) {
    const at = new Date(base + index * 60_000)
    await db.from('posts').where('id', post.id).update({ created_at: at })
    await db.rawQuery(
      `UPDATE content_rankings SET created_at = :at, freshness_score = :hours, final_score = :hours + (final_score - freshness_score) WHERE post_id = :id`,
      { at, hours: at.getTime() / 3_600_000, id: post.id }
    )
  }
  return posts
}

test.group('GET /api/posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers { posts, nextCursor, hasMore }; 401 for anonymous visitors', async ({ client, assert }) => {
    const author = await UserFactory.create()
    await createPosts(author, 3)
    const body = await page(client, author, '')
    assert.properties(body, ['posts', 'nextCursor', 'hasMore'])
    assert.lengthOf(body.posts, 3)
    assert.isFalse(body.hasMore)
    assert.isNull(body.nextCursor)
    ;(await client.get('/api/posts')).assertStatus(401)
  })

  test('limit is clamped to 1–50 and defaults to 20', async ({ client, assert }) => {
    const author = await UserFactory.create()
    await createPosts(author, 52)
    assert.lengthOf((await page(client, author, 'type=recent')).posts, 20)
    assert.lengthOf((await page(client, author, 'type=recent&limit=0')).posts, 1)
    assert.lengthOf((await page(client, author, 'type=recent&limit=-5')).posts, 1)
    assert.lengthOf((await page(client, author, 'type=recent&limit=500')).posts, 50)
    assert.lengthOf((await page(client, author, 'limit=7')).posts, 7)
  })

  test('validation: "{message}"')
    .with([
      { query: 'type=popular', message: 'Feed type must be intelligent, trending or recent' },
      { query: 'limit=abc', message: 'Limit must be a number' },
      { query: 'type=trending&timeWindow=soon', message: 'Time window must be a number of hours' },
      { query: 'minQualityScore=101', message: 'minQualityScore must be a whole number between 0 and 100' },
      { query: 'cursor=not-a-cursor', message: 'Invalid cursor' },
      {
        query: `type=recent&cursor=${Buffer.from('{"t":"trending"}').toString('base64url')}`,
        message: 'Invalid cursor',
      },
      {
        query: `type=recent&cursor=${Buffer.from('{"t":"recent","c":1,"id":"x"}').toString('base64url')}`,
        message: 'Invalid cursor',
      },
    ])
    .run(async ({ client, assert }, { query, message }) => {
      const reader = await UserFactory.create()
      const response = await client.get(`/api/posts?${query}`).loginAs(reader)
      response.assertStatus(422)
      assert.equal(response.body().error, message)
    })

  test('archived and deleted posts are left out of every feed type', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const [visible, archived, deleted] = await createPosts(author, 3)
    await client.patch(`/api/posts/${archived.id}/archive`).json({ isArchived: true }).withCsrfToken().loginAs(author)
    await client.delete(`/api/posts/${deleted.id}`).withCsrfToken().loginAs(author)
    for (const type of ['intelligent', 'trending', 'recent']) {
      assert.deepEqual(
        (await page(client, reader, `type=${type}`)).posts.map((p) => p.id),
        [visible.id],
        type
      )
    }
    // Its author no longer sees an archived post in the feed either: it is in /api/posts/archived.
    assert.deepEqual(
      (await page(client, author, 'type=recent')).posts.map((p) => p.id),
      [visible.id]
    )
  })

  test("each post carries the reader's own flags", async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const post = await createPost(author)
    await client.post(`/api/posts/${post.id}/like`).json({ type: 'celebrate' }).withCsrfToken().loginAs(reader)
    await client.post(`/api/posts/${post.id}/bookmark`).withCsrfToken().loginAs(reader)
    await client.post(`/api/posts/${post.id}/repost`).withCsrfToken().loginAs(reader)
    const [seen] = (await page(client, reader, 'type=recent')).posts as PostJson[]
    assert.include(seen, { isLiked: true, reaction: 'celebrate', isBookmarked: true, isReposted: true, isOwner: false })
    assert.equal(seen.engagement.likes, 1)
    assert.equal(seen.reactions.celebrate, 1)
    const [forAuthor] = (await page(client, author, 'type=recent')).posts as PostJson[]
    assert.include(forAuthor, { isLiked: false, reaction: null, isBookmarked: false, isReposted: false, isOwner: true })
  })

  test('recent: newest first; paging has no duplicates or gaps while new posts arrive', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const posts = await seedTimeline(author, 23)
    const expected = posts.map((post) => post.id).reverse()
    const ids = await walk(client, reader, 'type=recent&limit=5', async () => {
      await createPost(author, 'Arrived while paging')
    })
    assert.deepEqual(ids, expected)
  })

  test('intelligent: paging has no duplicates or gaps while new posts arrive', async ({ client, assert }) => {
    const authors = await UserFactory.createMany(3)
    const reader = await UserFactory.create()
    for (const author of authors) await seedTimeline(author, 9)
    // The reader has a relation to one author and writes posts too.
    const [friend] = authors
    const [friendPost] = (await page(client, friend, 'type=recent&limit=1')).posts
    await client.post(`/api/posts/${friendPost.id}/like`).withCsrfToken().loginAs(reader)
    await seedTimeline(reader, 4)

    const before = await walk(client, reader, 'type=intelligent&limit=50')
    assert.lengthOf(before, 31)
    const ids = await walk(client, reader, 'type=intelligent&limit=4', async () => {
      await createPost(authors[1], 'Arrived while paging')
      await createPost(reader, 'Mine, while paging')
    })
    assert.deepEqual(ids, before)
    assert.lengthOf(new Set(ids), ids.length)
  })

  test("intelligent: engagement, quality and the reader's relation to the author raise a post", async ({
    client,
    assert,
  }) => {
    const [stranger, friend, fan] = await UserFactory.createMany(3)
    const reader = await UserFactory.create()
    const [plain, popular] = await seedTimeline(stranger, 2)
    const [friendPost] = await seedTimeline(friend, 1)
    // A like and a comment (weighted 3) are worth 8 hours of freshness.
    await client.post(`/api/posts/${popular.id}/like`).withCsrfToken().loginAs(fan)
    await client.post(`/api/posts/${popular.id}/comments`).json({ content: 'Great' }).withCsrfToken().loginAs(fan)
    let ids = (await page(client, reader, 'type=intelligent')).posts.map((p) => p.id)
    assert.deepEqual(ids, [popular.id, friendPost.id, plain.id])

    // Interacting with `friend` gives their posts the affinity boost (8 hours),
    // and the bookmark is engagement (4 hours).
    await client.post(`/api/posts/${friendPost.id}/bookmark`).withCsrfToken().loginAs(reader)
    ids = (await page(client, reader, 'type=intelligent')).posts.map((p) => p.id)
    assert.deepEqual(ids, [friendPost.id, popular.id, plain.id])

    // Own posts are boosted too.
    const mine = await createPost(reader, 'My own post')
    ids = (await page(client, reader, 'type=intelligent')).posts.map((p) => p.id)
    assert.equal(ids[0], mine.id)

    // minQualityScore filters on the stored quality score.
    const scores = await db.from('content_rankings').select('quality_score')
    const top = Math.max(...scores.map((row) => row.quality_score))
    const filtered = (await page(client, reader, `minQualityScore=${top}`)).posts
    assert.isAbove(filtered.length, 0)
    assert.isBelow(filtered.length, 4)
  })

  test("intelligent: a member's new post leads their feed over 100 engaged posts for 24 hours; pages stay stable", async ({
    client,
    assert,
  }) => {
    const authors = await UserFactory.createMany(4)
    const member = await UserFactory.create()
    // 100 posts by others over the last 3 days, each with 20–218 likes and comments.
    const others = []
    for (const author of authors) others.push(...(await createPosts(author, 25)))
    for (const [index, post] of others.entries()) {
      const at = new Date(Date.now() - (index + 1) * 43 * 60_000)
      await db
        .from('posts')
        .where('id', post.id)
        .update({ created_at: at, likes_count: 20 + 2 * index, comments_count: index % 7 })
      await db
        .from('content_rankings')
        .where('post_id', post.id)
        .update({ created_at: at, freshness_score: at.getTime() / 3_600_000 })
    }
    await db.rawQuery(
      `UPDATE content_rankings r
          SET engagement_score = s.engagement, final_score = ${finalScoreSql('s.engagement')}
         FROM (SELECT p.id, ${ENGAGEMENT_SQL} AS engagement
                 FROM posts p LEFT JOIN post_engagement pe ON pe.post_id = p.id) s
        WHERE r.post_id = s.id`
    )
    // The member liked one author's post (affinity) and wrote a post two days ago.
    await client.post(`/api/posts/${others[3].id}/like`).withCsrfToken().loginAs(member)
    const [old] = await seedTimeline(member, 1)
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000)
    await db
      .from('content_rankings')
      .where('post_id', old.id)
      .update({
        created_at: twoDaysAgo,
        freshness_score: twoDaysAgo.getTime() / 3_600_000,
        final_score: db.raw('final_score - 48'),
      })

    const created = await client
      .post('/api/posts')
      .json({ blocks: [paragraph('Just joined: looking for welding work near Austin')] })
      .withCsrfToken()
      .loginAs(member)
    created.assertStatus(201)
    const mine = created.body().id

    const first = await page(client, member, '')
    assert.equal(first.posts[0].id, mine, 'the new post is first on page 1')
    assert.notEqual(first.posts[1].id, old.id, 'an own post older than 24 hours has no lead')
    // Others see it ranked by its own merits (well below the engaged posts).
    const other = await walk(client, authors[0], 'type=intelligent&limit=50')
    assert.isAbove(other.indexOf(mine), 20)

    const all = await walk(client, member, 'type=intelligent&limit=50')
    assert.lengthOf(all, 102)
    assert.equal(all[0], mine)
    assert.isAbove(all.indexOf(old.id), 1)
    const paged = await walk(client, member, 'type=intelligent&limit=7', async () => {
      await createPost(member, 'Another one while paging')
    })
    assert.deepEqual(paged, all)
    assert.lengthOf(new Set(paged), 102)
  }).timeout(60_000)

  test('trending: only the time window, most engaged first, stable pages', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const fans = await UserFactory.createMany(3)
    const posts = await seedTimeline(author, 12)
    const old = await createPost(author, 'Old news')
    await db
      .from('content_rankings')
      .where('post_id', old.id)
      .update({ created_at: new Date(Date.now() - 30 * 3_600_000) })
    for (const fan of fans) await client.post(`/api/posts/${posts[2].id}/like`).withCsrfToken().loginAs(fan)
    await client.post(`/api/posts/${posts[5].id}/like`).withCsrfToken().loginAs(fans[0])

    const all = await walk(client, reader, 'type=trending&limit=50')
    assert.notInclude(all, old.id)
    assert.lengthOf(all, 12)
    assert.deepEqual(all.slice(0, 2), [posts[2].id, posts[5].id])
    assert.include(await walk(client, reader, 'type=trending&timeWindow=48'), old.id)
    assert.include(await walk(client, reader, 'type=trending&timeWindow=9999'), old.id)

    const paged = await walk(client, reader, 'type=trending&limit=5', async () => {
      await createPost(author, 'Arrived while paging')
    })
    assert.deepEqual(paged, all)
  })

  test('a page is a constant number of SQL queries, whatever its size', async ({ client, assert }) => {
    const authors = await UserFactory.createMany(4)
    const reader = await UserFactory.create()
    for (const author of authors) await createPosts(author, 10)
    const original = pg.Client.prototype.query
    const counts: number[] = []
    let count = 0
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      count++
      return Reflect.apply(original, this, args)
    } as unknown as typeof pg.Client.prototype.query
    try {
      for (const query of [
        'type=recent&limit=2',
        'type=recent&limit=40',
        'limit=2',
        'limit=40',
        'type=trending&limit=40',
      ]) {
        count = 0
        const body = await page(client, reader, query)
        assert.isAbove(body.posts.length, 1)
        counts.push(count)
      }
    } finally {
      pg.Client.prototype.query = original
    }
    assert.equal(new Set(counts).size, 1, `queries per page: ${counts.join(', ')}`)
    assert.isAtMost(counts[0], 3)
  })
})

test.group('GET /api/posts/bookmarks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("lists the reader's bookmarks, most recently saved first, in pages", async ({ client, assert }) => {
    const author = await UserFactory.create()
    const reader = await UserFactory.create()
    const posts = await createPosts(author, 5)
    for (const post of posts) {
      await client.post(`/api/posts/${post.id}/bookmark`).withCsrfToken().loginAs(reader)
    }
    await client.post(`/api/posts/${posts[1].id}/bookmark`).withCsrfToken().loginAs(reader)
    await client.delete(`/api/posts/${posts[3].id}`).withCsrfToken().loginAs(author)

    const first = await client.get('/api/posts/bookmarks?limit=2').loginAs(reader)
    first.assertStatus(200)
    assert.isTrue(first.body().hasMore)
    const second = await client.get(`/api/posts/bookmarks?limit=2&cursor=${first.body().nextCursor}`).loginAs(reader)
    const ids = [...first.body().posts, ...second.body().posts].map((p: { id: string }) => p.id)
    assert.deepEqual(ids, [posts[4].id, posts[2].id, posts[0].id])
    assert.isFalse(second.body().hasMore)
    for (const post of first.body().posts) assert.isTrue(post.isBookmarked)
    ;(await client.get('/api/posts/bookmarks')).assertStatus(401)
    const other = await client.get('/api/posts/bookmarks').loginAs(author)
    assert.lengthOf(other.body().posts, 0)
  })
})
