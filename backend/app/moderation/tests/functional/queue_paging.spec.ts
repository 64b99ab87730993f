import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { MODERATION_MESSAGES as M, SEVERITIES, type ItemStatus, type Severity } from '#moderation/constants'
import type { QueueItemAnswer, QueuePageAnswer } from '#moderation/contract'

const QUEUE = '/api/moderation/queue'
const BASE_TIME = Date.parse('2030-03-01T12:00:00.000Z')
const INVALID = { error: 'Invalid cursor', errors: [{ field: 'cursor', message: 'Invalid cursor', rule: 'cursor' }] }

interface Seed {
  severity: Severity
  /** Minutes after BASE_TIME. */
  minute: number
  status?: ItemStatus
  authorId?: string | null
  id?: string
}

/** Queue rows written directly: a page walk needs more items than reports would make quickly. */
async function seed(items: Seed[]) {
  const rows = items.map((item) => ({
    id: item.id ?? crypto.randomUUID(),
    content_type: 'post',
    content_id: crypto.randomUUID(),
    author_id: item.authorId ?? null,
    severity: item.severity,
    confidence: 0.5,
    categories: JSON.stringify(['job_scam']),
    reason: 'Spam',
    content: 'Flagged text',
    status: item.status ?? 'pending',
    source: 'report',
    report_count: 1,
    hidden: false,
    flagged_at: new Date(BASE_TIME + item.minute * 60_000),
    updated_at: new Date(BASE_TIME),
  }))
  await db.table('moderation_items').multiInsert(rows)
  return rows
}

/** The ids in queue order: most severe, then oldest, then by id. */
function queueOrder(rows: Awaited<ReturnType<typeof seed>>) {
  const rank = (severity: string) => SEVERITIES.indexOf(severity as Severity)
  return [...rows]
    .sort(
      (a, b) =>
        rank(a.severity) - rank(b.severity) ||
        a.flagged_at.getTime() - b.flagged_at.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    )
    .map((row) => row.id)
}

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const ids = (page: QueuePageAnswer) => page.items.map((item) => item.id)

test.group('GET /api/moderation/queue: keyset pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the first page: its items, hasMore and the cursor of its last item', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const author = await UserFactory.create()
    const [critical, high, low] = await seed([
      { severity: 'critical', minute: 5, authorId: author.id },
      { severity: 'high', minute: 1 },
      { severity: 'low', minute: 0 },
    ])
    const item = (row: typeof critical, withAuthor: boolean): QueueItemAnswer => ({
      id: row.id,
      contentType: 'post',
      contentId: row.content_id,
      severity: row.severity as Severity,
      confidence: 0.5,
      flaggedAt: row.flagged_at.toISOString(),
      reason: 'Spam',
      categories: ['job_scam'],
      content: 'Flagged text',
      imageUrl: null,
      status: 'pending',
      reportCount: 1,
      source: 'report',
      author: withAuthor ? { id: author.id, name: author.name } : null,
      hidden: false,
      appealReason: null,
    })

    const first = await client.get(QUEUE).qs({ limit: 2 }).loginAs(admin)
    first.assertStatus(200)
    first.assertBody({
      items: [item(critical, true), item(high, false)],
      hasMore: true,
      nextCursor: cursorOf({ s: 2, c: high.flagged_at.getTime(), id: high.id }),
    })

    const second = await client.get(QUEUE).qs({ limit: 2, cursor: first.body().nextCursor }).loginAs(admin)
    second.assertStatus(200)
    second.assertBody({ items: [item(low, false)], hasMore: false, nextCursor: null })
  })

  test('every item past the first 100 is reached, page by page, each once', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const rows = await seed(
      Array.from({ length: 130 }, (_, index) => ({ severity: SEVERITIES[index % 4], minute: index % 7 }))
    )
    const seen: string[] = []
    const more: boolean[] = []
    let cursor: string | null = null
    do {
      const response = await client
        .get(QUEUE)
        .qs(cursor ? { cursor } : {})
        .loginAs(admin)
      response.assertStatus(200)
      const page = response.body() as QueuePageAnswer
      seen.push(...ids(page))
      more.push(page.hasMore)
      cursor = page.nextCursor
    } while (cursor)
    assert.deepEqual(more, [true, true, false])
    assert.deepEqual(seen, queueOrder(rows))

    const clamped = await client.get(QUEUE).qs({ limit: 1000 }).loginAs(admin)
    assert.lengthOf(clamped.body().items, 100)
    assert.isTrue(clamped.body().hasMore)
    const one = await client.get(QUEUE).qs({ limit: 0 }).loginAs(admin)
    assert.lengthOf(one.body().items, 1)
  })

  test('order is stable across pages: ties of severity and time fall back to the id', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const rows = await seed([
      { severity: 'medium', minute: 3 },
      { severity: 'medium', minute: 3 },
      { severity: 'medium', minute: 3 },
      { severity: 'medium', minute: 3 },
      { severity: 'high', minute: 9 },
      { severity: 'high', minute: 9 },
      { severity: 'low', minute: 1 },
      { severity: 'medium', minute: 2 },
      { severity: 'critical', minute: 0, status: 'approved' },
    ])
    const expected = queueOrder(rows.filter((row) => row.status === 'pending'))

    const whole = await client.get(QUEUE).loginAs(admin)
    assert.deepEqual(ids(whole.body()), expected)
    for (const limit of [1, 2, 3]) {
      const walked: string[] = []
      let cursor: string | null = null
      do {
        const response = await client
          .get(QUEUE)
          .qs(cursor ? { limit, cursor } : { limit })
          .loginAs(admin)
        walked.push(...ids(response.body()))
        cursor = response.body().nextCursor
      } while (cursor)
      assert.deepEqual(walked, expected, `limit ${limit}`)
    }
  })

  test('items decided after a page was read neither shift nor repeat the next page', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const rows = await seed(Array.from({ length: 7 }, (_, minute) => ({ severity: 'medium' as const, minute })))
    const order = queueOrder(rows)

    const first = await client.get(QUEUE).qs({ limit: 3 }).loginAs(admin)
    assert.deepEqual(ids(first.body()), order.slice(0, 3))
    // The first and the last item of the page are decided; the second is escalated and stays open.
    for (const [id, action] of [
      [order[0], 'approve'],
      [order[2], 'reject'],
      [order[1], 'escalate'],
    ]) {
      const decided = await client
        .post(`${QUEUE}/${id}/action`)
        .json({ action, restrictUser: false })
        .withCsrfToken()
        .loginAs(admin)
      decided.assertStatus(200)
    }

    const second = await client.get(QUEUE).qs({ limit: 3, cursor: first.body().nextCursor }).loginAs(admin)
    second.assertStatus(200)
    assert.deepEqual(ids(second.body()), order.slice(3, 6))
    assert.isTrue(second.body().hasMore)
    const third = await client.get(QUEUE).qs({ limit: 3, cursor: second.body().nextCursor }).loginAs(admin)
    third.assertBody({ ...third.body(), hasMore: false, nextCursor: null })
    assert.deepEqual(ids(third.body()), order.slice(6))

    const reread = await client.get(QUEUE).qs({ limit: 3 }).loginAs(admin)
    assert.deepEqual(ids(reread.body()), [order[1], order[3], order[4]])
    assert.equal(reread.body().items[0].status, 'escalated')
  })

  test('a cursor follows the filters it is used with', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const rows = await seed([
      { severity: 'high', minute: 0 },
      { severity: 'low', minute: 1 },
      { severity: 'high', minute: 2 },
      { severity: 'high', minute: 3, status: 'approved' },
      { severity: 'high', minute: 4 },
    ])
    const first = await client.get(QUEUE).qs({ severity: 'high', limit: 1 }).loginAs(admin)
    assert.deepEqual(ids(first.body()), [rows[0].id])
    const rest = await client.get(QUEUE).qs({ severity: 'high', cursor: first.body().nextCursor }).loginAs(admin)
    rest.assertBody({ ...rest.body(), hasMore: false, nextCursor: null })
    assert.deepEqual(ids(rest.body()), [rows[2].id, rows[4].id])
  })

  test('a malformed cursor is a 422 on cursor, never a query', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const id = crypto.randomUUID()
    const c = BASE_TIME
    const cursors = [
      'nope',
      '%%%',
      cursorOf([1, c, id]),
      cursorOf('text'),
      cursorOf(null),
      cursorOf({ c, id }),
      cursorOf({ s: 1, id }),
      cursorOf({ s: 1, c }),
      cursorOf({ s: 0, c, id }),
      cursorOf({ s: 5, c, id }),
      cursorOf({ s: 1.5, c, id }),
      cursorOf({ s: '1', c, id }),
      cursorOf({ s: 1, c: '2030-03-01', id }),
      cursorOf({ s: 1, c: 9.5e15, id }),
      cursorOf({ s: 1, c: -9.5e15, id }),
      cursorOf({ s: 1, c, id: 'not-a-uuid' }),
      cursorOf({ s: 1, c, id: `${id}' OR 1=1 --` }),
      Buffer.from(`{"s":1,"c":1e400,"id":"${id}"}`).toString('base64url'),
    ]
    for (const cursor of cursors) {
      const response = await client.get(QUEUE).qs({ cursor }).loginAs(admin)
      response.assertStatus(422)
      response.assertBody(INVALID)
    }
    const repeated = await client.get(`${QUEUE}?cursor=a&cursor=b`).loginAs(admin)
    repeated.assertStatus(422)
    repeated.assertBody({
      error: 'Invalid cursor',
      errors: [{ field: 'cursor', message: 'Invalid cursor', rule: 'string' }],
    })
    const long = await client
      .get(QUEUE)
      .qs({ cursor: 'a'.repeat(501) })
      .loginAs(admin)
    long.assertStatus(422)
    long.assertBody({
      error: 'Invalid cursor',
      errors: [{ field: 'cursor', message: 'Invalid cursor', rule: 'maxLength' }],
    })
    const limit = await client.get(QUEUE).qs({ limit: 'many' }).loginAs(admin)
    limit.assertStatus(422)
    limit.assertBody({
      error: 'Limit must be a number',
      errors: [{ field: 'limit', message: 'Limit must be a number', rule: 'number' }],
    })
  })

  test('only admins page the queue: anonymous 401, candidate and employer 403 with any cursor', async ({ client }) => {
    const candidate = await UserFactory.create()
    const employer = await UserFactory.apply('employer').create()
    const [row] = await seed([{ severity: 'high', minute: 0 }])
    const cursor = cursorOf({ s: 2, c: row.flagged_at.getTime(), id: row.id })
    for (const qs of [{ cursor }, { cursor: 'nope' }, { limit: 1 }]) {
      ;(await client.get(QUEUE).qs(qs)).assertStatus(401)
      for (const user of [candidate, employer]) {
        const denied = await client.get(QUEUE).qs(qs).loginAs(user)
        denied.assertStatus(403)
        denied.assertBody({ error: M.adminsOnly })
      }
    }
  })
})
