import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '#messaging/constants'
import { MESSAGING_RATES, messagingLimitKey, messagingLimiter } from '#messaging/rate_limits'
import { allowance } from '#shared/services/rate_limit'
import {
  UNKNOWN,
  block,
  captureLive,
  connect,
  createCompany,
  createJob,
  participantRow,
} from '#messaging/tests/thread_fixtures'

function recommend(client: ApiClient, user: User, json: object) {
  return client.post('/api/job-recommendations').json(json).withCsrfToken().loginAs(user)
}

async function jobOfNewEmployer(companyName = 'Grid Works', status: 'active' | 'paused' = 'active') {
  const employer = await UserFactory.apply('employer').create()
  const company = await createCompany(employer, companyName)
  return { employer, job: await createJob(company, { status }) }
}

test.group('POST /api/job-recommendations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("each connection gets the recommendation in the pair's thread about the job, a notification and a live message", async ({
    client,
    assert,
  }) => {
    const { job } = await jobOfNewEmployer('Grid Works')
    const [sam, ana, ben] = await UserFactory.createMany(3)
    await connect(sam, ana)
    await connect(ben, sam)
    // Sam and Ana already talk about this job: that thread is reused.
    const existing = (
      await client.post('/api/threads').json({ recipientId: ana.id, jobId: job.id }).withCsrfToken().loginAs(sam)
    ).body().thread.id
    const live = captureLive()
    try {
      const response = await recommend(client, sam, {
        jobId: job.id,
        recommendedToIds: [ana.id, ben.id, ana.id],
        message: '  You would be great at this.  ',
      })
      response.assertStatus(200)
      assert.deepEqual(response.body(), { message: 'Recommendations sent', sent: 2 })

      const content = `${sam.name} recommended a job: NERC Compliance Analyst at Grid Works — /jobs/${job.id}\n\nYou would be great at this.`
      const threads = await db.from('threads').where('job_id', job.id).orderBy('created_at')
      assert.lengthOf(threads, 2)
      assert.equal(threads[0].id, existing)
      for (const [thread, recipient] of [
        [threads[0], ana],
        [threads[1], ben],
      ] as const) {
        const messages = await db.from('messages').where('thread_id', thread.id)
        assert.lengthOf(messages, 1)
        assert.equal(messages[0].content, content)
        assert.equal(messages[0].sender_id, sam.id)
        assert.equal((await participantRow(thread.id, recipient)).unread_count, 1)
        const list = await client.get('/api/threads').loginAs(recipient)
        assert.deepInclude(list.body().threads[0], {
          id: thread.id,
          job: { id: job.id, title: 'NERC Compliance Analyst', company: 'Grid Works' },
          unreadCount: 1,
          messageCount: 1,
        })
        const notifications = await db.from('notifications').where('user_id', recipient.id)
        assert.lengthOf(notifications, 1)
        assert.deepInclude(notifications[0], {
          actor_id: sam.id,
          type: 'job_recommendation',
          entity_type: 'job',
          entity_id: job.id,
          message: `${sam.name} recommended NERC Compliance Analyst at Grid Works`,
          is_read: false,
        })
        const pushed = live.of(recipient)
        // The notification written for the recommendation moves the bell too.
        assert.deepEqual(
          pushed.map((event) => event.type),
          ['message', 'unread_messages', 'unread_notifications']
        )
        assert.equal((pushed[0] as unknown as { message: { content: string } }).message.content, content)
      }
    } finally {
      live.stop()
    }

    const withoutNote = await recommend(client, sam, { jobId: job.id, recommendedToIds: [ben.id] })
    assert.deepEqual(withoutNote.body(), { message: 'Recommendations sent', sent: 1 })
    const last = await db.from('messages').where('sender_id', sam.id).orderBy('created_at', 'desc').firstOrFail()
    assert.equal(last.content, `${sam.name} recommended a job: NERC Compliance Analyst at Grid Works — /jobs/${job.id}`)
  })

  test('only accepted connections: a pending, declined, blocked, unknown or own id refuses the whole request (403) without details', async ({
    client,
    assert,
  }) => {
    const { job } = await jobOfNewEmployer()
    const [sam, friend, pending, declined, blocked, stranger] = await UserFactory.createMany(6)
    await connect(sam, friend)
    await connect(sam, pending, 'pending')
    await connect(declined, sam, 'declined')
    await connect(sam, blocked)
    await block(blocked, sam)
    for (const other of [pending.id, declined.id, blocked.id, stranger.id, UNKNOWN, 'not-an-id', sam.id]) {
      const refused = await recommend(client, sam, { jobId: job.id, recommendedToIds: [friend.id, other] })
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.notConnected }, other)
    }
    assert.lengthOf(await db.from('threads'), 0)
    assert.lengthOf(await db.from('messages'), 0)
    assert.lengthOf(await db.from('notifications').where('type', 'job_recommendation'), 0)
  })

  test('validation: no connections, too many, a too long note, unknown or paused job; anonymous 401', async ({
    client,
    assert,
  }) => {
    const { job, employer } = await jobOfNewEmployer()
    const paused = await jobOfNewEmployer('Paused Co', 'paused')
    const [sam, friend] = await UserFactory.createMany(2)
    await connect(sam, friend)
    await connect(employer, friend)
    const many = Array.from({ length: MESSAGING_LIMITS.recommendationRecipientsMax + 1 }, () => UNKNOWN)
    const cases: [object, number, string][] = [
      [{ jobId: job.id, recommendedToIds: [] }, 422, MESSAGING_MESSAGES.noConnectionsSelected],
      [{ jobId: job.id }, 422, MESSAGING_MESSAGES.noConnectionsSelected],
      [{ jobId: job.id, recommendedToIds: 'all' }, 422, MESSAGING_MESSAGES.noConnectionsSelected],
      [{ jobId: job.id, recommendedToIds: many }, 422, 'Select at most 50 connections'],
      [
        {
          jobId: job.id,
          recommendedToIds: [friend.id],
          message: 'x'.repeat(MESSAGING_LIMITS.recommendationMessageMax + 1),
        },
        422,
        'Message is too long (500 characters at most)',
      ],
      [{ jobId: UNKNOWN, recommendedToIds: [friend.id] }, 404, MESSAGING_MESSAGES.jobNotFound],
      [{ jobId: 'nope', recommendedToIds: [friend.id] }, 404, MESSAGING_MESSAGES.jobNotFound],
      [{ jobId: paused.job.id, recommendedToIds: [friend.id] }, 404, MESSAGING_MESSAGES.jobNotFound],
    ]
    for (const [json, status, error] of cases) {
      const response = await recommend(client, sam, json)
      response.assertStatus(status)
      assert.equal(response.body().error, error, JSON.stringify(json).slice(0, 120))
    }
    assert.lengthOf(await db.from('messages'), 0)
    // The owner may recommend their own paused job.
    await connect(paused.employer, friend)
    const own = await recommend(client, paused.employer, { jobId: paused.job.id, recommendedToIds: [friend.id] })
    assert.deepEqual(own.body(), { message: 'Recommendations sent', sent: 1 })
    ;(
      await client
        .post('/api/job-recommendations')
        .json({ jobId: job.id, recommendedToIds: [friend.id] })
        .withCsrfToken()
    ).assertStatus(401)
  })

  test('a recommendation counts against the per-minute message limit', async ({ client, assert }) => {
    const { job } = await jobOfNewEmployer()
    const [sam, friend] = await UserFactory.createMany(2)
    await connect(sam, friend)
    const limit = allowance(MESSAGING_RATES.messages.rule)
    await messagingLimiter('messages').increment(messagingLimitKey('messages', sam.id), limit)
    const refused = await recommend(client, sam, { jobId: job.id, recommendedToIds: [friend.id] })
    refused.assertStatus(429)
    assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.tooManyMessages })
    assert.lengthOf(await db.from('messages'), 0)
  })
})
