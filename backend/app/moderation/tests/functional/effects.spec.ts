import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { ACTION_REASONS } from '#moderation/constants'
import DecideItem from '#moderation/actions/decide_item'
import { enqueue } from '#moderation/services/intake'

/*
| What a decision does in the owning modules: the feed hides and restores a
| post, jobs pauses and reactivates a job, notifications tells the author
| and the reporters. Content is made through the owners' APIs.
*/

async function createPost(client: ApiClient, author: User, text: string) {
  const response = await client
    .post('/api/posts')
    .json({ blocks: [{ type: 'paragraph', content: { text } }] })
    .withCsrfToken()
    .loginAs(author)
  response.assertStatus(201)
  return response.body() as { id: string }
}

async function createJob(
  client: ApiClient,
  owner: User,
  description = 'Keep our reliability standards evidence in order.'
) {
  const company = await client
    .post('/api/companies')
    .json({ name: `Company of ${owner.name}`, description: 'Grid reliability work.' })
    .withCsrfToken()
    .loginAs(owner)
  company.assertStatus(201)
  const job = await client
    .post('/api/jobs')
    .json({
      companyId: company.body().id,
      title: 'NERC Compliance Analyst',
      category: 'Specialist & Support Roles',
      payRate: 30,
      payUnit: 'hr',
      totalComp: '10',
      schedule: 'Full-time',
      location: 'Austin',
      state: 'Texas',
      country: 'United States',
      zipcode: '73301',
      description,
      requirements: '',
      isUrgent: false,
      isHiringNow: true,
      benefits: [],
    })
    .withCsrfToken()
    .loginAs(owner)
  job.assertStatus(201)
  return job.body() as { id: string }
}

async function decide(client: ApiClient, admin: User, itemId: string, action: string) {
  const response = await client
    .post(`/api/moderation/queue/${itemId}/action`)
    .json({ action })
    .withCsrfToken()
    .loginAs(admin)
  response.assertStatus(200)
  return response
}

function stubViolations(cleanup: (fn: () => void) => void) {
  const original = DecideItem.recordViolation
  DecideItem.recordViolation = async () => ({ violationId: crypto.randomUUID(), accountActionId: null, banned: false })
  cleanup(() => {
    DecideItem.recordViolation = original
  })
}

async function feedIds(client: ApiClient, reader: User) {
  const response = await client.get('/api/posts').qs({ type: 'recent' }).loginAs(reader)
  response.assertStatus(200)
  return (response.body().posts as Array<{ id: string }>).map((p) => p.id)
}

test.group('moderation effects', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a rejected post is gone from another member’s feed and page (not its author’s); approve brings it back', async ({
    client,
    assert,
    cleanup,
  }) => {
    stubViolations(cleanup)
    const author = await UserFactory.create()
    const [reporter, other] = await UserFactory.createMany(2)
    const admin = await UserFactory.apply('admin').create()
    const post = await createPost(client, author, 'You all are idiots')
    await client.post(`/api/posts/${post.id}/report`).json({ reason: 'Harassment' }).withCsrfToken().loginAs(reporter)
    const item = await db.from('moderation_items').where({ content_type: 'post', content_id: post.id }).firstOrFail()
    assert.include(await feedIds(client, other), post.id)

    await decide(client, admin, item.id, 'reject')
    assert.isTrue((await db.from('posts').where('id', post.id).firstOrFail()).is_hidden)
    assert.notInclude(await feedIds(client, other), post.id)
    ;(await client.get(`/api/posts/${post.id}`).loginAs(other)).assertStatus(404)
    ;(await client.get(`/api/posts/${post.id}`).loginAs(author)).assertStatus(200)

    const notices = await db.from('notifications').whereIn('type', ['moderation_violation', 'moderation_outcome'])
    assert.sameDeepMembers(
      notices.map((n) => ({ user_id: n.user_id, type: n.type, entity_id: n.entity_id, message: n.message })),
      [
        {
          user_id: author.id,
          type: 'moderation_violation',
          entity_id: post.id,
          message: `Your post was removed for breaking our community guidelines (Respectful communication): ${ACTION_REASONS.reject}`,
        },
        {
          user_id: reporter.id,
          type: 'moderation_outcome',
          entity_id: post.id,
          message: 'Thank you for your report. We reviewed the post and removed it.',
        },
      ]
    )

    // Screening holds it again (a new item: the rejected one is decided); approving that item restores the post.
    const held = await enqueue({
      contentType: 'post',
      contentId: post.id,
      authorId: author.id,
      content: 'You all are idiots',
      source: 'screening',
      severity: 'critical',
      confidence: 0.95,
      categories: ['respectful_communication'],
      reason: 'Insult',
      hold: true,
    })
    assert.isTrue(held.created)
    const reopened = { id: held.itemId }
    await decide(client, admin, reopened.id, 'approve')
    assert.isFalse((await db.from('posts').where('id', post.id).firstOrFail()).is_hidden)
    assert.include(await feedIds(client, other), post.id)
    ;(await client.get(`/api/posts/${post.id}`).loginAs(other)).assertStatus(200)
    // No reporters on a screening hit: nobody else is told; the author is not told of an approval.
    assert.lengthOf(await db.from('notifications').whereIn('type', ['moderation_violation', 'moderation_outcome']), 2)
  })

  test('screening: a job asking applicants for a fee is held (paused) and queued before anyone reports it', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    // A subscriber whose alert matches the job: a held job is paused before alerts are matched, so nobody is told.
    const subscriber = await UserFactory.create()
    ;(
      await client.post('/api/alerts').json({ query: 'compliance analyst' }).withCsrfToken().loginAs(subscriber)
    ).assertStatus(201)
    const job = await createJob(client, owner, 'Send a $50 processing fee by wire transfer to apply.')
    assert.lengthOf(await db.from('notifications').where({ user_id: subscriber.id, type: 'job_match' }), 0)
    // The same alert is told of an ordinary job (so the silence above is the hold's doing).
    const ordinary = await createJob(client, await UserFactory.apply('employer').create())
    assert.deepEqual(
      (await db.from('notifications').where({ user_id: subscriber.id, type: 'job_match' })).map((row) => row.entity_id),
      [ordinary.id]
    )
    const item = await db.from('moderation_items').where({ content_type: 'job', content_id: job.id }).firstOrFail()
    assert.include(item, {
      source: 'screening',
      severity: 'critical',
      hidden: true,
      status: 'pending',
      report_count: 0,
    })
    assert.include(item.categories, 'job_scam')
    const row = await db.from('jobs').where('id', job.id).firstOrFail()
    assert.equal(row.status, 'paused')
    assert.isTrue(row.moderation_hidden)
  })

  test('screening: an ordinary job edited to ask for a fee is held (paused) and queued', async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const job = await createJob(client, owner)
    assert.lengthOf(await db.from('moderation_items').where({ content_type: 'job', content_id: job.id }), 0)
    // A status change alone is not screened again.
    ;(await client.patch(`/api/jobs/${job.id}`).json({ status: 'paused' }).withCsrfToken().loginAs(owner)).assertStatus(
      200
    )
    ;(await client.patch(`/api/jobs/${job.id}`).json({ status: 'active' }).withCsrfToken().loginAs(owner)).assertStatus(
      200
    )
    assert.lengthOf(await db.from('moderation_items').where({ content_type: 'job', content_id: job.id }), 0)

    const edited = await client
      .patch(`/api/jobs/${job.id}`)
      .json({ description: 'Send a $50 processing fee by wire transfer to apply.' })
      .withCsrfToken()
      .loginAs(owner)
    edited.assertStatus(200)
    const item = await db.from('moderation_items').where({ content_type: 'job', content_id: job.id }).firstOrFail()
    assert.include(item, { source: 'screening', severity: 'critical', hidden: true, author_id: owner.id })
    assert.equal(item.content, 'NERC Compliance Analyst\n\nSend a $50 processing fee by wire transfer to apply.')
    const row = await db.from('jobs').where('id', job.id).firstOrFail()
    assert.deepEqual([row.status, row.moderation_hidden], ['paused', true])
  })

  test('a reported job becomes an item; rejected it is paused and stays so; approve makes it active', async ({
    client,
    assert,
    cleanup,
  }) => {
    stubViolations(cleanup)
    const owner = await UserFactory.apply('employer').create()
    const reporter = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    const job = await createJob(client, owner)
    const report = await client
      .post(`/api/jobs/${job.id}/report`)
      .json({ reason: 'Looks like a scam' })
      .withCsrfToken()
      .loginAs(reporter)
    report.assertStatus(200)
    const item = await db.from('moderation_items').where({ content_type: 'job', content_id: job.id }).firstOrFail()
    assert.include(item, {
      author_id: owner.id,
      report_count: 1,
      severity: 'medium',
      content: 'NERC Compliance Analyst\n\nKeep our reliability standards evidence in order.',
    })
    assert.deepEqual(item.categories, ['job_scam'])

    await decide(client, admin, item.id, 'reject')
    assert.include(await db.from('jobs').where('id', job.id).firstOrFail(), {
      status: 'paused',
      moderation_hidden: true,
    })
    ;(await client.get(`/api/jobs/${job.id}`).loginAs(reporter)).assertStatus(404)
    const reactivate = await client
      .patch(`/api/jobs/${job.id}`)
      .json({ status: 'active' })
      .withCsrfToken()
      .loginAs(owner)
    reactivate.assertStatus(409)
    assert.deepEqual(reactivate.body(), {
      error: 'This job was paused by our moderators and cannot be reactivated',
    })

    await client.post(`/api/jobs/${job.id}/report`).withCsrfToken().loginAs(admin)
    const reopened = await db
      .from('moderation_items')
      .where({ content_type: 'job', content_id: job.id, status: 'pending' })
      .firstOrFail()
    await db.from('moderation_items').where('id', reopened.id).update({ hidden: true })
    await decide(client, admin, reopened.id, 'approve')
    assert.include(await db.from('jobs').where('id', job.id).firstOrFail(), {
      status: 'active',
      moderation_hidden: false,
    })
  })
})
