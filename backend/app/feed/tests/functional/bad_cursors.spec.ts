import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost } from '#feed/database/factories/post_factory'
import { TIMESTAMP_RANGE } from '#shared/services/timestamp_range'

const ID = '7d3c1a7e-0000-4000-8000-000000000000'
const INVALID_CURSOR = {
  error: 'Invalid cursor',
  errors: [{ field: 'cursor', message: 'Invalid cursor', rule: 'cursor' }],
}

/** Times a JSON cursor can carry that PostgreSQL cannot store (or that are no time at all). */
const OUT_OF_RANGE = [
  { label: 'year -300,000', ms: -9.5e15 },
  { label: 'year -250,000 (a valid JS date)', ms: Date.UTC(-250000, 0, 1) },
  { label: '5000 BC (a valid JS date)', ms: Date.UTC(-5000, 0, 1) },
  { label: 'year 300,000', ms: 9.5e15 },
  { label: 'just past the range', ms: TIMESTAMP_RANGE.max + 1 },
  { label: 'Infinity (1e400)', ms: '1e400' },
]

const encode = (json: string) => Buffer.from(json).toString('base64url')

/** Each paginated list of the feed module with a cursor of its own shape around time `t`. */
const LISTS = [
  { path: () => '/api/posts?type=recent', cursor: (t: string) => `{"t":"recent","c":${t},"id":"${ID}"}` },
  {
    path: () => '/api/posts?type=trending',
    cursor: (t: string) => `{"t":"trending","a":${t},"w":24,"s":1,"c":1700000000000,"id":"${ID}"}`,
  },
  {
    path: () => '/api/posts?type=trending',
    cursor: (t: string) => `{"t":"trending","a":1700000000000,"w":24,"s":1,"c":${t},"id":"${ID}"}`,
  },
  {
    path: () => '/api/posts?type=intelligent',
    cursor: (t: string) => `{"t":"intelligent","a":${t},"s":1,"id":"${ID}"}`,
  },
  { path: () => '/api/posts/bookmarks?', cursor: (t: string) => `{"c":${t},"id":"${ID}"}` },
  { path: () => '/api/posts/archived?', cursor: (t: string) => `{"c":${t},"id":"${ID}"}` },
  { path: (postId: string) => `/api/posts/${postId}/comments?`, cursor: (t: string) => `{"c":${t},"id":"${ID}"}` },
]

test.group('feed: cursors whose time PostgreSQL cannot store are a 422', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{label}, on every paginated feed list')
    .with(OUT_OF_RANGE)
    .run(async ({ client, assert }, { ms }) => {
      const reader = await UserFactory.create()
      const post = await createPost(reader)
      for (const list of LISTS) {
        const path = list.path(post.id)
        const response = await client.get(`${path}&cursor=${encode(list.cursor(String(ms)))}`).loginAs(reader)
        assert.equal(response.status(), 422, `${path} ${list.cursor(String(ms))}`)
        response.assertBody(INVALID_CURSOR)
      }
    })

  test('the edges of the range are accepted', async ({ client }) => {
    const reader = await UserFactory.create()
    const post = await createPost(reader)
    for (const ms of [TIMESTAMP_RANGE.min, TIMESTAMP_RANGE.max]) {
      for (const list of LISTS) {
        const response = await client
          .get(`${list.path(post.id)}&cursor=${encode(list.cursor(String(ms)))}`)
          .loginAs(reader)
        response.assertStatus(200)
      }
    }
  })
})

test.group('feed: minQualityScore is a whole number, as the SQL compares it', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('1.5 is a 422; 2 is accepted', async ({ client, assert }) => {
    const reader = await UserFactory.create()
    const message = 'minQualityScore must be a whole number between 0 and 100'
    for (const type of ['intelligent', 'trending', 'recent']) {
      const refused = await client.get(`/api/posts?type=${type}&minQualityScore=1.5`).loginAs(reader)
      refused.assertStatus(422)
      refused.assertBody({ error: message, errors: [{ field: 'minQualityScore', message, rule: 'withoutDecimals' }] })
      const accepted = await client.get(`/api/posts?type=${type}&minQualityScore=2`).loginAs(reader)
      accepted.assertStatus(200)
      assert.deepEqual(accepted.body(), { posts: [], nextCursor: null, hasMore: false })
    }
  })
})
