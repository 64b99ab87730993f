import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { ACTION_REASONS, MODERATION_MESSAGES as M } from '#moderation/constants'
import type { QueueItemAnswer } from '#moderation/contract'
import { rejectFor } from '#moderation/tests/account_support'

/*
| An appeal always reaches an admin as an appeal: when another item about
| the same content is open (a new report of a rejected profile), that item
| becomes the appeal and deciding it decides the appeal. The queue item
| carries the member's own appeal text.
*/

const APPEAL = 'This is my real name and my own photo.'

async function report(client: ApiClient, reporter: User, owner: User, reason: string) {
  const response = await client
    .post('/api/moderation/reports')
    .json({ contentType: 'profile', contentId: owner.id, reason })
    .withCsrfToken()
    .loginAs(reporter)
  response.assertStatus(201)
}

async function openItems(client: ApiClient, admin: User) {
  const response = await client.get('/api/moderation/queue').loginAs(admin)
  response.assertStatus(200)
  return response.body().items as QueueItemAnswer[]
}

async function profileStatus(client: ApiClient, viewer: User, owner: User) {
  return (await client.get(`/api/users/${owner.id}`).loginAs(viewer)).status()
}

/** The profile's queue items by id: [status, source, hidden]. */
async function itemsAbout(owner: User) {
  const rows = await db.from('moderation_items').where({ content_type: 'profile', content_id: owner.id })
  return Object.fromEntries(rows.map((row) => [row.id, [row.status, row.source, row.hidden]]))
}

/** GET /api/moderation/me as the member reads it. */
async function standingOf(client: ApiClient, owner: User) {
  const response = await client.get('/api/moderation/me').loginAs(owner)
  response.assertStatus(200)
  return response.body() as { restriction: unknown; strikes: number; violations: Array<Record<string, unknown>> }
}

/**
 * A profile rejected on a first report (a strike), reported again (a new
 * open item), then appealed by its owner: the state the admin decides on.
 */
async function appealedWhileReportedAgain(client: ApiClient, assert: Assert) {
  const admin = await UserFactory.apply('admin').create()
  const owner = await UserFactory.merge({ name: 'Olive Owner' }).create()
  const [first, second] = await UserFactory.createMany(2)

  await report(client, first, owner, 'Fake account')
  const [rejectedItem] = await openItems(client, admin)
  const rejected = await client
    .post(`/api/moderation/queue/${rejectedItem.id}/action`)
    .json({ action: 'reject', reason: 'Impersonates someone else' })
    .withCsrfToken()
    .loginAs(admin)
  rejected.assertStatus(200)
  assert.equal(await profileStatus(client, second, owner), 404)

  await report(client, second, owner, 'spam')
  const [reportItem] = await openItems(client, admin)
  assert.notEqual(reportItem.id, rejectedItem.id)
  assert.include(reportItem, { source: 'report', reason: 'spam', status: 'pending', appealReason: null })

  const violation = await db.from('compliance_violations').where('user_id', owner.id).firstOrFail()
  const appealed = await client
    .post(`/api/moderation/violations/${violation.id}/appeal`)
    .json({ reason: APPEAL })
    .withCsrfToken()
    .loginAs(owner)
  appealed.assertStatus(200)

  // The open report item is the appeal now: one open item, hidden (the profile is), with the member's words.
  const row = await db.from('moderation_items').where('id', reportItem.id).firstOrFail()
  assert.deepEqual(await openItems(client, admin), [
    {
      id: reportItem.id,
      contentType: 'profile',
      contentId: owner.id,
      severity: 'medium',
      confidence: 0.5,
      flaggedAt: new Date(row.flagged_at).toISOString(),
      reason: 'spam',
      categories: reportItem.categories,
      content: 'Olive Owner',
      imageUrl: null,
      status: 'pending',
      reportCount: 1,
      source: 'appeal',
      author: { id: owner.id, name: 'Olive Owner' },
      hidden: true,
      appealReason: APPEAL,
    },
  ])
  const moved = await db.from('compliance_violations').where('id', violation.id).firstOrFail()
  assert.deepEqual([moved.status, moved.moderation_result_id], ['appealed', reportItem.id])
  assert.deepEqual(await itemsAbout(owner), {
    [rejectedItem.id]: ['rejected', 'report', true],
    [reportItem.id]: ['pending', 'appeal', true],
  })
  const before = await standingOf(client, owner)
  assert.deepEqual([before.strikes, before.violations[0].status], [1, 'appealed'])

  return { admin, owner, second, violationId: violation.id as string, rejectedId: rejectedItem.id, itemId: row.id }
}

test.group('an appeal while another item about the content is open', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('approve: the appeal is upheld, the profile is shown again, the strike reversed', async ({ client, assert }) => {
    const { admin, owner, second, violationId, rejectedId, itemId } = await appealedWhileReportedAgain(client, assert)

    const approved = await client
      .post(`/api/moderation/queue/${itemId}/action`)
      .json({ action: 'approve' })
      .withCsrfToken()
      .loginAs(admin)
    approved.assertStatus(200)
    assert.equal(approved.body().message, M.decided.approve)
    assert.include(approved.body().item, { id: itemId, status: 'approved', source: 'appeal', hidden: false })
    assert.equal(approved.body().item.appealReason, APPEAL)

    assert.equal(await profileStatus(client, second, owner), 200)
    const violation = await db.from('compliance_violations').where('id', violationId).firstOrFail()
    assert.deepEqual([violation.status, violation.moderation_result_id], ['reversed', itemId])
    const items = await itemsAbout(owner)
    // The profile is shown: no item about it says it is hidden.
    assert.deepEqual(items, {
      [rejectedId]: ['rejected', 'report', false],
      [itemId]: ['approved', 'appeal', false],
    })
    const logged = await db.from('moderation_actions').where('item_id', itemId)
    assert.deepEqual(
      logged.map((row) => [row.action, row.reason, row.admin_id]),
      [['approve', ACTION_REASONS.approve, admin.id]]
    )
    const standing = await standingOf(client, owner)
    assert.deepEqual(
      [standing.restriction, standing.strikes, standing.violations.map((v) => [v.id, v.status, v.appealed])],
      [null, 0, [[violationId, 'reversed', true]]]
    )
    const told = await db.from('notifications').where({ user_id: owner.id, type: 'moderation_violation' })
    assert.include(
      told.map((row) => row.message),
      'We reviewed your appeal and restored your profile. The strike has been lifted.'
    )
  })

  test('reject: the appeal is denied, the profile stays hidden, no second strike', async ({ client, assert }) => {
    const { admin, owner, second, violationId, rejectedId, itemId } = await appealedWhileReportedAgain(client, assert)

    const rejected = await client
      .post(`/api/moderation/queue/${itemId}/action`)
      .json({ action: 'reject', reason: 'The photo is of someone else' })
      .withCsrfToken()
      .loginAs(admin)
    rejected.assertStatus(200)
    assert.deepEqual([rejected.body().message, rejected.body().restriction], [M.decided.reject, null])
    assert.include(rejected.body().item, { id: itemId, status: 'rejected', source: 'appeal', hidden: true })
    assert.equal(rejected.body().item.appealReason, APPEAL)

    assert.equal(await profileStatus(client, second, owner), 404)
    const violations = await db.from('compliance_violations').where('user_id', owner.id)
    assert.deepEqual(
      violations.map((row) => [row.id, row.status, row.moderation_result_id]),
      [[violationId, 'appeal_denied', itemId]]
    )
    const items = await itemsAbout(owner)
    assert.deepEqual(items, {
      [rejectedId]: ['rejected', 'report', true],
      [itemId]: ['rejected', 'appeal', true],
    })
    const standing = await standingOf(client, owner)
    assert.deepEqual(
      [standing.strikes, standing.violations.map((v) => [v.id, v.status, v.appealed, v.canAppeal])],
      [1, [[violationId, 'appeal_denied', true, false]]]
    )
    const told = await db.from('notifications').where({ user_id: owner.id, type: 'moderation_violation' })
    assert.include(
      told.map((row) => row.message),
      'We reviewed your appeal: your profile stays removed. The photo is of someone else'
    )
  })
})

test.group("the queue item of an appeal carries the member's own words", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function appeal(client: ApiClient, author: User, violationId: string, reason: string) {
    const response = await client
      .post(`/api/moderation/violations/${violationId}/appeal`)
      .json({ reason })
      .withCsrfToken()
      .loginAs(author)
    response.assertStatus(200)
  }

  test('a decided item back in the queue: appealReason is the appeal, null on other items', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const author = await UserFactory.merge({ name: 'Ari Author' }).create()
    const result = await rejectFor(author, admin)
    await appeal(client, author, result.violationId, 'I was quoting the other message')

    const response = await client.get('/api/moderation/queue').qs({ status: 'all' }).loginAs(admin)
    response.assertStatus(200)
    const row = await db.from('moderation_items').where('id', result.itemId).firstOrFail()
    response.assertBody({
      items: [
        {
          id: result.itemId,
          contentType: 'post',
          contentId: result.contentId,
          severity: 'high',
          confidence: 0.8,
          flaggedAt: new Date(row.flagged_at).toISOString(),
          reason: 'Insults another member',
          categories: ['respectful_communication'],
          content: 'You are all idiots',
          imageUrl: null,
          status: 'pending',
          reportCount: 1,
          source: 'appeal',
          author: { id: author.id, name: 'Ari Author' },
          hidden: true,
          appealReason: 'I was quoting the other message',
        },
      ],
      hasMore: false,
      nextCursor: null,
    })

    // A rejected item whose violation is not appealed: no appeal text.
    const other = await rejectFor(author, admin)
    const decided = await client.get('/api/moderation/queue').qs({ status: 'rejected' }).loginAs(admin)
    assert.deepEqual(
      decided.body().items.map((item: QueueItemAnswer) => [item.id, item.source, item.appealReason]),
      [[other.itemId, 'report', null]]
    )
  })

  test('two appeals decided on one item: both, oldest violation first', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const author = await UserFactory.create()
    const first = await rejectFor(author, admin)
    const second = await rejectFor(author, admin)
    // Both rejected items are about the same post (the second a later report of the hidden post).
    await db.from('moderation_items').where('id', second.itemId).update({ content_id: first.contentId })
    await db
      .from('compliance_violations')
      .where('id', second.violationId)
      .update({ content_id: first.contentId, created_at: new Date(Date.now() + 1000) })

    await appeal(client, author, first.violationId, 'It was a quote')
    await appeal(client, author, second.violationId, 'Same post, same quote')

    const response = await client.get('/api/moderation/queue').loginAs(admin)
    assert.deepEqual(
      response.body().items.map((item: QueueItemAnswer) => [item.id, item.source, item.appealReason]),
      [[first.itemId, 'appeal', 'It was a quote\n\nSame post, same quote']]
    )
  })
})
