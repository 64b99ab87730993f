import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { MODERATION_MESSAGES as M, type Severity } from '#moderation/constants'
import { enqueue } from '#moderation/services/intake'

/** An item reported by someone, flagged `hoursAgo` hours ago. */
async function reported(severity: Severity, hoursAgo: number, categories: string[] = []) {
  const author = await UserFactory.create()
  const reporter = await UserFactory.create()
  const { itemId } = await enqueue({
    contentType: 'post',
    contentId: crypto.randomUUID(),
    authorId: author.id,
    reporterId: reporter.id,
    content: 'Reported text',
    source: 'report',
    severity,
    confidence: 0.5,
    categories: categories as never,
    reason: 'Spam',
  })
  await db
    .from('moderation_items')
    .where('id', itemId)
    .update({ flagged_at: new Date(Date.now() - hoursAgo * 3600_000) })
  return itemId
}

const ids = (body: { items: Array<{ id: string }> }) => body.items.map((item) => item.id)

test.group('escalated items in the queue and its counts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the default queue lists pending and escalated items; ?status narrows, all lists every item', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const pending = await reported('medium', 1)
    const escalated = await reported('critical', 2)
    const approved = await reported('high', 3)
    const escalate = await client
      .post(`/api/moderation/queue/${escalated}/action`)
      .json({ action: 'escalate' })
      .withCsrfToken()
      .loginAs(admin)
    escalate.assertStatus(200)
    await db.from('moderation_items').where('id', approved).update({ status: 'approved' })

    const open = await client.get('/api/moderation/queue').loginAs(admin)
    open.assertStatus(200)
    assert.deepEqual(ids(open.body()), [escalated, pending])
    assert.deepEqual(
      open.body().items.map((item: { status: string }) => item.status),
      ['escalated', 'pending']
    )
    const explicitOpen = await client.get('/api/moderation/queue').qs({ status: 'open' }).loginAs(admin)
    assert.deepEqual(ids(explicitOpen.body()), [escalated, pending])
    const onlyEscalated = await client.get('/api/moderation/queue').qs({ status: 'escalated' }).loginAs(admin)
    assert.deepEqual(ids(onlyEscalated.body()), [escalated])
    const onlyPending = await client.get('/api/moderation/queue').qs({ status: 'pending' }).loginAs(admin)
    assert.deepEqual(ids(onlyPending.body()), [pending])
    const all = await client.get('/api/moderation/queue').qs({ status: 'all' }).loginAs(admin)
    assert.deepEqual(ids(all.body()), [escalated, approved, pending])
  })

  test('stats count escalated items as waiting: pending, escalated, average wait, severity, category', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await reported('low', 2, ['job_scam'])
    const escalated = await reported('high', 4, ['personal_information'])
    const decided = await reported('critical', 10)
    await db.from('moderation_items').where('id', escalated).update({ status: 'escalated' })
    await db.from('moderation_items').where('id', decided).update({ status: 'rejected' })

    const response = await client.get('/api/moderation/stats').loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      pending: 2,
      escalated: 1,
      avgWaitTime: 3,
      bySeverity: { critical: 0, high: 1, medium: 0, low: 1 },
      byCategory: { job_scam: 1, personal_information: 1 },
    })
  })

  test('an unknown status filter is refused (422) and only admins read the queue', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const employer = await UserFactory.apply('employer').create()
    const refused = await client.get('/api/moderation/queue').qs({ status: 'closed' }).loginAs(admin)
    refused.assertStatus(422)
    assert.deepEqual(refused.body().errors[0], {
      ...refused.body().errors[0],
      field: 'status',
      message: M.statusFilterInvalid,
    })
    const anonymous = await client.get('/api/moderation/queue').qs({ status: 'escalated' })
    anonymous.assertStatus(401)
    const forbidden = await client.get('/api/moderation/queue').qs({ status: 'escalated' }).loginAs(employer)
    forbidden.assertStatus(403)
    assert.deepEqual(forbidden.body(), { error: M.adminsOnly })
  })
})
