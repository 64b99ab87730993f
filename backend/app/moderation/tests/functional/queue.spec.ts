import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'
import { ACTION_REASONS, MODERATION_MESSAGES as M, type Severity } from '#moderation/constants'
import { enqueue, type IntakeInput } from '#moderation/services/intake'
import DecideItem from '#moderation/actions/decide_item'
import type { ViolationInput } from '#moderation/actions/record_violation'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

function intake(overrides: Partial<IntakeInput> = {}): IntakeInput {
  return {
    contentType: 'post',
    contentId: crypto.randomUUID(),
    authorId: null,
    content: 'Some text',
    source: 'report',
    severity: 'medium',
    confidence: 0.5,
    categories: [],
    reason: 'Spam',
    ...overrides,
  }
}

/** A post through the feed's API (the feed's factories are the feed's own). */
async function createPost(client: ApiClient, author: User, text: string) {
  const response = await client
    .post('/api/posts')
    .json({ blocks: [{ type: 'paragraph', content: { text } }] })
    .withCsrfToken()
    .loginAs(author)
  response.assertStatus(201)
  return response.body() as { id: string }
}

async function item(id: string) {
  return db.from('moderation_items').where('id', id).firstOrFail()
}

/** recordViolation belongs to the accounts work: a stub records its calls here. */
function stubViolations(cleanup: (fn: () => void) => void) {
  const calls: ViolationInput[] = []
  const original = DecideItem.recordViolation
  DecideItem.recordViolation = async (_trx, input) => {
    calls.push(input)
    return { violationId: crypto.randomUUID(), accountActionId: null, banned: false }
  }
  cleanup(() => {
    DecideItem.recordViolation = original
  })
  return calls
}

/** Every event of a name emitted during the test. */
function capture<E extends 'moderation:content_hidden' | 'moderation:content_restored' | 'moderation:decided'>(
  name: E,
  cleanup: (fn: () => void) => void
) {
  const seen: unknown[] = []
  const listener = (payload: unknown) => {
    seen.push(payload)
  }
  emitter.on(name, listener)
  cleanup(() => emitter.off(name, listener))
  return seen
}

test.group('enqueue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens an item, then merges: one report per reporter, highest severity and confidence, union of categories', async ({
    assert,
  }) => {
    const author = await UserFactory.create()
    const [a, b] = await UserFactory.createMany(2)
    const base = intake({ authorId: author.id, categories: ['respectful_communication'], reporterId: a.id })
    const first = await enqueue(base)
    assert.include(first, { created: true, counted: true })
    const again = await enqueue(base)
    assert.deepEqual(again, { itemId: first.itemId, created: false, counted: false })
    const merged = await enqueue({
      ...base,
      reporterId: b.id,
      severity: 'high',
      confidence: 0.8,
      categories: ['job_scam', 'respectful_communication'],
    })
    assert.deepEqual(merged, { itemId: first.itemId, created: false, counted: true })
    await enqueue({ ...base, reporterId: null, source: 'screening', severity: 'low', confidence: 0.3 })
    const row = await item(first.itemId)
    assert.include(row, {
      severity: 'high',
      report_count: 2,
      status: 'pending',
      source: 'report',
      hidden: false,
      author_id: author.id,
      content: 'Some text',
    })
    assert.equal(Number(row.confidence), 0.8)
    assert.deepEqual(row.categories, ['job_scam', 'respectful_communication'])
    assert.lengthOf(await db.from('moderation_reports').where('item_id', first.itemId), 2)
    assert.lengthOf(await db.from('moderation_items').where('content_id', base.contentId), 1)
  })

  test('a held screening hit is hidden and announced; a decided item lets a new one open', async ({
    assert,
    cleanup,
  }) => {
    const hidden = capture('moderation:content_hidden', cleanup)
    const input = intake({ source: 'screening', severity: 'critical', confidence: 0.95, hold: true })
    const first = await enqueue(input)
    assert.isTrue((await item(first.itemId)).hidden)
    assert.deepEqual(hidden, [
      { itemId: first.itemId, contentType: 'post', contentId: input.contentId, categories: [], guidelines: [] },
    ])
    await db.from('moderation_items').where('id', first.itemId).update({ status: 'approved' })
    const second = await enqueue({ ...input, hold: false })
    assert.isTrue(second.created)
    assert.notEqual(second.itemId, first.itemId)
  })

  test('two reports at once make one item counting both', async ({ assert }) => {
    const [a, b] = await UserFactory.createMany(2)
    const base = intake()
    const results = await Promise.all([enqueue({ ...base, reporterId: a.id }), enqueue({ ...base, reporterId: b.id })])
    assert.equal(results[0].itemId, results[1].itemId)
    assert.equal((await item(results[0].itemId)).report_count, 2)
  })
})

test.group('enqueue under concurrency (committed data, separate connections)', () => {
  test('ten reporters at once → one item, report_count 10', async ({ assert, cleanup }) => {
    const reporters = await UserFactory.createMany(10)
    const contentId = crypto.randomUUID()
    cleanup(async () => {
      await db.from('moderation_items').where('content_id', contentId).delete()
      await db
        .from('users')
        .whereIn(
          'id',
          reporters.map((r) => r.id)
        )
        .delete()
    })
    const results = await Promise.all(
      reporters.map((reporter) => enqueue(intake({ contentId, reporterId: reporter.id })))
    )
    assert.lengthOf(new Set(results.map((r) => r.itemId)), 1)
    assert.equal(results.filter((r) => r.created).length, 1)
    const rows = await db.from('moderation_items').where('content_id', contentId)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].report_count, 10)
  })
})

test.group('reports of posts, comments and jobs reach the queue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a reported post and a reported comment become items; a second reporter merges', async ({ client, assert }) => {
    const author = await UserFactory.create()
    const [a, b] = await UserFactory.createMany(2)
    const post = await createPost(client, author, 'Buy followers now, total scam')
    await client.post(`/api/posts/${post.id}/report`).json({ reason: 'Scam' }).withCsrfToken().loginAs(a)
    await client.post(`/api/posts/${post.id}/report`).withCsrfToken().loginAs(b)
    const row = await db.from('moderation_items').where({ content_type: 'post', content_id: post.id }).firstOrFail()
    assert.include(row, {
      author_id: author.id,
      severity: 'medium',
      report_count: 2,
      source: 'report',
      status: 'pending',
      content: 'Buy followers now, total scam',
    })
    assert.equal(Number(row.confidence), 0.5)
    assert.deepEqual(row.categories, ['job_scam'])

    const commented = await client
      .post(`/api/posts/${post.id}/comments`)
      .json({ content: 'You are an idiot' })
      .withCsrfToken()
      .loginAs(author)
    commented.assertStatus(201)
    const commentId = commented.body().id ?? commented.body().comment?.id
    await client
      .post(`/api/comments/${commentId}/reactions`)
      .json({ type: 'report', reason: 'Harassment' })
      .withCsrfToken()
      .loginAs(a)
    const comment = await db
      .from('moderation_items')
      .where({ content_type: 'comment', content_id: commentId })
      .firstOrFail()
    assert.include(comment, { author_id: author.id, report_count: 1, content: 'You are an idiot' })
    assert.deepEqual(comment.categories, ['respectful_communication'])
  })
})

async function adminItem(severity: Severity = 'medium', overrides: Partial<IntakeInput> = {}) {
  const author = await UserFactory.create()
  const reporter = await UserFactory.create()
  const result = await enqueue(intake({ authorId: author.id, reporterId: reporter.id, severity, ...overrides }))
  return { author, reporter, itemId: result.itemId }
}

async function roles() {
  return {
    candidate: await UserFactory.create(),
    employer: await UserFactory.apply('employer').create(),
    admin: await UserFactory.apply('admin').create(),
  }
}

test.group('admin only: queue, stats, action', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anonymous 401, candidate and employer 403 Admins only, admin 200', async ({ client, assert }) => {
    const { candidate, employer, admin } = await roles()
    const { itemId } = await adminItem()
    const calls: Array<[string, string, Record<string, unknown> | null]> = [
      ['get', '/api/moderation/queue', null],
      ['get', '/api/moderation/stats', null],
      ['post', `/api/moderation/queue/${itemId}/action`, { action: 'escalate' }],
    ]
    for (const [method, url, body] of calls) {
      const request = () => {
        const r = method === 'get' ? client.get(url) : client.post(url).json(body!).withCsrfToken()
        return r
      }
      ;(await request()).assertStatus(401)
      for (const user of [candidate, employer]) {
        const denied = await request().loginAs(user)
        denied.assertStatus(403)
        assert.deepEqual(denied.body(), { error: M.adminsOnly }, url)
      }
      ;(await request().loginAs(admin)).assertStatus(200)
    }
  })

  test('GET queue: pending by default, most severe then oldest, filters, QueueItemAnswer shape', async ({
    client,
    assert,
  }) => {
    const { admin } = await roles()
    const low = await adminItem('low')
    const critical = await adminItem('critical', { contentType: 'comment', categories: ['graphic_or_sexual'] })
    const medium1 = await adminItem('medium')
    const medium2 = await adminItem('medium', { contentType: 'job' })
    await db
      .from('moderation_items')
      .where('id', medium1.itemId)
      .update({ flagged_at: new Date(Date.now() - 3600_000) })
    const decided = await adminItem('high')
    await db.from('moderation_items').where('id', decided.itemId).update({ status: 'approved' })

    const response = await client.get('/api/moderation/queue').loginAs(admin)
    response.assertStatus(200)
    const ids = response.body().items.map((i: { id: string }) => i.id)
    assert.deepEqual(ids, [critical.itemId, medium1.itemId, medium2.itemId, low.itemId])
    assert.include(response.body(), { hasMore: false, nextCursor: null })
    const first = response.body().items[0]
    const row = await item(critical.itemId)
    assert.deepEqual(first, {
      id: critical.itemId,
      contentType: 'comment',
      contentId: row.content_id,
      severity: 'critical',
      confidence: 0.5,
      flaggedAt: new Date(row.flagged_at).toISOString(),
      reason: 'Spam',
      categories: ['graphic_or_sexual'],
      content: 'Some text',
      imageUrl: null,
      status: 'pending',
      reportCount: 1,
      source: 'report',
      author: { id: critical.author.id, name: critical.author.name },
      hidden: false,
      appealReason: null,
    })

    const bySeverity = await client.get('/api/moderation/queue').qs({ severity: 'medium' }).loginAs(admin)
    assert.deepEqual(
      bySeverity.body().items.map((i: { id: string }) => i.id),
      [medium1.itemId, medium2.itemId]
    )
    const byType = await client.get('/api/moderation/queue').qs({ contentType: 'job' }).loginAs(admin)
    assert.deepEqual(
      byType.body().items.map((i: { id: string }) => i.id),
      [medium2.itemId]
    )
    const approved = await client.get('/api/moderation/queue').qs({ status: 'approved' }).loginAs(admin)
    assert.deepEqual(
      approved.body().items.map((i: { id: string }) => i.id),
      [decided.itemId]
    )
  })

  test('GET queue: each filter message (422)', async ({ client, assert }) => {
    const { admin } = await roles()
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ status: 'done' }, 'status', M.statusFilterInvalid],
      [{ severity: 'huge' }, 'severity', M.severityFilterInvalid],
      [{ contentType: 'video' }, 'contentType', M.contentTypeFilterInvalid],
    ]
    for (const [qs, field, message] of cases) {
      const response = await client.get('/api/moderation/queue').qs(qs).loginAs(admin)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors[0], { ...response.body().errors[0], field, message })
    }
  })

  test('GET stats: pending count, average wait, by severity and category', async ({ client, assert }) => {
    const { admin } = await roles()
    const a = await adminItem('critical', { categories: ['job_scam'] })
    const b = await adminItem('low', { categories: ['job_scam', 'personal_information'] })
    const c = await adminItem('high')
    await db.from('moderation_items').where('id', c.itemId).update({ status: 'rejected' })
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000)
    await db
      .from('moderation_items')
      .where('id', a.itemId)
      .update({ flagged_at: hoursAgo(2) })
    await db
      .from('moderation_items')
      .where('id', b.itemId)
      .update({ flagged_at: hoursAgo(4) })
    const response = await client.get('/api/moderation/stats').loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      pending: 2,
      escalated: 0,
      avgWaitTime: 3,
      bySeverity: { critical: 1, high: 0, medium: 0, low: 1 },
      byCategory: { job_scam: 2, personal_information: 1 },
    })
  })
})

test.group('POST /api/moderation/queue/{id}/action', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('approve: default reason, un-hides a held item, recorded, reporters told', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { admin } = await roles()
    const restored = capture('moderation:content_restored', cleanup)
    const decided = capture('moderation:decided', cleanup)
    const { itemId, author, reporter } = await adminItem('critical', { hold: true, source: 'screening' })
    const response = await client
      .post(`/api/moderation/queue/${itemId}/action`)
      .json({ action: 'approve' })
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(200)
    assert.include(response.body().item, { id: itemId, status: 'approved', hidden: false })
    assert.deepEqual(
      { ...response.body(), item: undefined },
      {
        item: undefined,
        restriction: null,
        message: M.decided.approve,
      }
    )
    const row = await item(itemId)
    assert.include(row, { status: 'approved', hidden: false, decided_by: admin.id })
    assert.isNotNull(row.decided_at)
    const actions = await db.from('moderation_actions').where('item_id', itemId)
    assert.lengthOf(actions, 1)
    assert.include(actions[0], {
      action: 'approve',
      reason: ACTION_REASONS.approve,
      admin_id: admin.id,
      restrict_user: false,
      restrict_days: null,
    })
    assert.deepEqual(restored, [{ itemId, contentType: 'post', contentId: row.content_id }])
    assert.deepEqual(decided, [
      {
        itemId,
        action: 'approve',
        contentType: 'post',
        contentId: row.content_id,
        authorId: author.id,
        reporterIds: [reporter.id],
        severity: 'critical',
        categories: [],
        reason: ACTION_REASONS.approve,
        fromAppeal: false,
      },
    ])
    const told = await db.from('notifications').where({ user_id: reporter.id, type: 'moderation_outcome' })
    assert.deepEqual(
      told.map((n) => n.message),
      ['Thank you for your report. We reviewed the post and found it within our community guidelines.']
    )
    assert.lengthOf(await db.from('notifications').where('user_id', author.id), 0)
    const again = await client
      .post(`/api/moderation/queue/${itemId}/action`)
      .json({ action: 'reject' })
      .withCsrfToken()
      .loginAs(admin)
    again.assertStatus(409)
    assert.deepEqual(again.body(), { error: M.alreadyDecided })
  })

  test('reject: hides, records the violation with the severity restriction, recorded', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { admin } = await roles()
    const violations = stubViolations(cleanup)
    const hidden = capture('moderation:content_hidden', cleanup)
    const { itemId, author } = await adminItem('high', { categories: ['job_scam'], confidence: 0.7 })
    const response = await client
      .post(`/api/moderation/queue/${itemId}/action`)
      .json({ action: 'reject' })
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(200)
    assert.include(response.body().item, { status: 'rejected', hidden: true })
    assert.equal(response.body().message, M.decided.reject)
    const row = await item(itemId)
    assert.include(row, { status: 'rejected', hidden: true })
    assert.deepEqual(hidden, [
      {
        itemId,
        contentType: 'post',
        contentId: row.content_id,
        categories: ['job_scam'],
        guidelines: ['Job scams'],
      },
    ])
    assert.deepEqual(violations, [
      {
        itemId,
        userId: author.id,
        contentType: 'post',
        contentId: row.content_id,
        severity: 'high',
        categories: ['job_scam'],
        reason: ACTION_REASONS.reject,
        confidence: 0.7,
        detectedBy: 'report',
        adminId: admin.id,
        restrictDays: 3,
      },
    ])
    const action = await db.from('moderation_actions').where('item_id', itemId).firstOrFail()
    assert.include(action, { action: 'reject', reason: ACTION_REASONS.reject, restrict_user: true, restrict_days: 3 })
  })

  test('reject: restrictUser on a medium item with its duration; a low item without restriction', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { admin } = await roles()
    const violations = stubViolations(cleanup)
    const medium = await adminItem('medium')
    const response = await client
      .post(`/api/moderation/queue/${medium.itemId}/action`)
      .json({ action: 'reject', reason: 'Spam links', restrictUser: true, restrictDuration: 14 })
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(200)
    assert.equal(violations[0].restrictDays, 14)
    assert.equal(violations[0].reason, 'Spam links')
    const low = await adminItem('low')
    await client
      .post(`/api/moderation/queue/${low.itemId}/action`)
      .json({ action: 'reject' })
      .withCsrfToken()
      .loginAs(admin)
    assert.isNull(violations[1].restrictDays)
    const critical = await adminItem('critical')
    await client
      .post(`/api/moderation/queue/${critical.itemId}/action`)
      .json({ action: 'reject' })
      .withCsrfToken()
      .loginAs(admin)
    assert.equal(violations[2].restrictDays, 7)
    const lowAction = await db.from('moderation_actions').where('item_id', low.itemId).firstOrFail()
    assert.include(lowAction, { restrict_user: false, restrict_days: null })
  })

  test('escalate: stays in the queue as escalated and can still be decided', async ({ client, assert, cleanup }) => {
    const { admin } = await roles()
    stubViolations(cleanup)
    const { itemId } = await adminItem('medium')
    const response = await client
      .post(`/api/moderation/queue/${itemId}/action`)
      .json({ action: 'escalate' })
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(200)
    assert.include(response.body().item, { status: 'escalated' })
    assert.equal(response.body().message, M.decided.escalate)
    const listed = await client.get('/api/moderation/queue').qs({ status: 'escalated' }).loginAs(admin)
    assert.deepEqual(
      listed.body().items.map((i: { id: string }) => i.id),
      [itemId]
    )
    const row = await item(itemId)
    assert.isNull(row.decided_at)
    const approved = await client
      .post(`/api/moderation/queue/${itemId}/action`)
      .json({ action: 'approve', reason: 'Fine after all' })
      .withCsrfToken()
      .loginAs(admin)
    approved.assertStatus(200)
    const actions = await db.from('moderation_actions').where('item_id', itemId).orderBy('created_at')
    assert.deepEqual(
      actions.map((a) => [a.action, a.reason]),
      [
        ['escalate', ACTION_REASONS.escalate],
        ['approve', 'Fine after all'],
      ]
    )
  })

  test('validation messages (422), unknown item 404, malformed id 404', async ({ client, assert }) => {
    const { admin } = await roles()
    const { itemId } = await adminItem()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'action', M.actionInvalid],
      [{ action: 'delete' }, 'action', M.actionInvalid],
      [{ action: 'reject', reason: 'x'.repeat(501) }, 'reason', M.reasonMax],
      [{ action: 'reject', restrictUser: 'yes' }, 'restrictUser', M.restrictUserInvalid],
      [{ action: 'reject', restrictDuration: 0 }, 'restrictDuration', M.durationInvalid],
      [{ action: 'reject', restrictDuration: 366 }, 'restrictDuration', M.durationInvalid],
      [{ action: 'reject', restrictDuration: 2.5 }, 'restrictDuration', M.durationInvalid],
      [{ action: 'reject', restrictDuration: 'seven' }, 'restrictDuration', M.durationInvalid],
    ]
    for (const [body, field, message] of cases) {
      const response = await client
        .post(`/api/moderation/queue/${itemId}/action`)
        .json(body)
        .withCsrfToken()
        .loginAs(admin)
      response.assertStatus(422)
      const error = response.body().errors.find((e: { field: string }) => e.field === field)
      assert.equal(error?.message, message, JSON.stringify(body))
    }
    assert.equal((await item(itemId)).status, 'pending')
    assert.lengthOf(await db.from('moderation_actions').where('item_id', itemId), 0)
    const unknown = await client
      .post(`/api/moderation/queue/${UNKNOWN}/action`)
      .json({ action: 'approve' })
      .withCsrfToken()
      .loginAs(admin)
    unknown.assertStatus(404)
    assert.deepEqual(unknown.body(), { error: M.itemNotFound })
    const malformed = await client
      .post('/api/moderation/queue/not-a-uuid/action')
      .json({ action: 'approve' })
      .withCsrfToken()
      .loginAs(admin)
    malformed.assertStatus(404)
  })
})

/** A thread between two members with one message from `a` (messaging's tables, written directly). */
async function thread(a: User, b: User) {
  const threadId = crypto.randomUUID()
  const now = new Date()
  const [userA, userB] = a.id < b.id ? [a.id, b.id] : [b.id, a.id]
  await db
    .table('threads')
    .insert({ id: threadId, user_a_id: userA, user_b_id: userB, last_message_at: now, created_at: now })
  await db.table('thread_participants').multiInsert([
    { thread_id: threadId, user_id: a.id, other_user_id: b.id, last_message_at: now },
    { thread_id: threadId, user_id: b.id, other_user_id: a.id, last_message_at: now },
  ])
  const messageId = crypto.randomUUID()
  await db.table('messages').insert({
    id: messageId,
    thread_id: threadId,
    sender_id: a.id,
    content: 'Send me your bank details',
    created_at: now,
  })
  return messageId
}

test.group('POST /api/moderation/reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a participant reports a message: 201, queued with its sender; 409 the second time', async ({
    client,
    assert,
  }) => {
    const [sender, reader] = await UserFactory.createMany(2)
    const messageId = await thread(sender, reader)
    const report = () =>
      client
        .post('/api/moderation/reports')
        .json({ contentType: 'message', contentId: messageId, reason: 'Scam' })
        .withCsrfToken()
        .loginAs(reader)
    const first = await report()
    first.assertStatus(201)
    assert.deepEqual(first.body(), { message: M.reportSubmitted })
    const row = await db
      .from('moderation_items')
      .where({ content_type: 'message', content_id: messageId })
      .firstOrFail()
    assert.include(row, {
      author_id: sender.id,
      content: 'Send me your bank details',
      report_count: 1,
      severity: 'medium',
      source: 'report',
    })
    assert.deepEqual(row.categories, ['job_scam'])
    const second = await report()
    second.assertStatus(409)
    assert.deepEqual(second.body(), { error: M.alreadyReported })
  })

  test('a non-participant gets 404 for a message; unknown profile 404; a profile report works', async ({
    client,
    assert,
  }) => {
    const [sender, reader, outsider] = await UserFactory.createMany(3)
    const messageId = await thread(sender, reader)
    const denied = await client
      .post('/api/moderation/reports')
      .json({ contentType: 'message', contentId: messageId, reason: 'Scam' })
      .withCsrfToken()
      .loginAs(outsider)
    denied.assertStatus(404)
    assert.deepEqual(denied.body(), { error: M.contentNotFound })
    const unknown = await client
      .post('/api/moderation/reports')
      .json({ contentType: 'profile', contentId: UNKNOWN, reason: 'Fake' })
      .withCsrfToken()
      .loginAs(outsider)
    unknown.assertStatus(404)
    const profile = await client
      .post('/api/moderation/reports')
      .json({ contentType: 'profile', contentId: sender.id, reason: 'Fake account' })
      .withCsrfToken()
      .loginAs(outsider)
    profile.assertStatus(201)
    const row = await db
      .from('moderation_items')
      .where({ content_type: 'profile', content_id: sender.id })
      .firstOrFail()
    assert.include(row, { author_id: sender.id, report_count: 1 })
  })

  test('anonymous 401; validation messages; candidate, employer and admin may report', async ({ client, assert }) => {
    const { candidate, employer, admin } = await roles()
    const target = await UserFactory.create()
    const anonymous = await client
      .post('/api/moderation/reports')
      .json({ contentType: 'profile', contentId: target.id, reason: 'Fake' })
      .withCsrfToken()
    anonymous.assertStatus(401)
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ contentId: target.id, reason: 'x' }, 'contentType', M.reportTypeInvalid],
      [{ contentType: 'post', contentId: target.id, reason: 'x' }, 'contentType', M.reportTypeInvalid],
      [{ contentType: 'profile', reason: 'x' }, 'contentId', M.reportContentIdInvalid],
      [{ contentType: 'profile', contentId: 'abc', reason: 'x' }, 'contentId', M.reportContentIdInvalid],
      [{ contentType: 'profile', contentId: target.id }, 'reason', M.reportReasonRequired],
      [{ contentType: 'profile', contentId: target.id, reason: '   ' }, 'reason', M.reportReasonRequired],
      [{ contentType: 'profile', contentId: target.id, reason: 'x'.repeat(501) }, 'reason', M.reportReasonMax],
    ]
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/moderation/reports').json(body).withCsrfToken().loginAs(candidate)
      response.assertStatus(422)
      const error = response.body().errors.find((e: { field: string }) => e.field === field)
      assert.equal(error?.message, message, JSON.stringify(body))
    }
    for (const user of [candidate, employer, admin]) {
      const response = await client
        .post('/api/moderation/reports')
        .json({ contentType: 'profile', contentId: target.id, reason: 'Fake' })
        .withCsrfToken()
        .loginAs(user)
      response.assertStatus(201)
    }
    const row = await db
      .from('moderation_items')
      .where({ content_type: 'profile', content_id: target.id })
      .firstOrFail()
    assert.equal(row.report_count, 3)
  })
})
