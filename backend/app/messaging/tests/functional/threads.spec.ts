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
  applyTo,
  block,
  connect,
  createJob,
  employerWithApplicant,
  iso,
  participantRow,
} from '#messaging/tests/thread_fixtures'

function start(client: ApiClient, user: User, json: object) {
  return client.post('/api/threads').json(json).withCsrfToken().loginAs(user)
}

test.group('POST /api/threads: who may start', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an employer starts a thread with an applicant about the job; the candidate reaching the employer about it gets the same thread', async ({
    client,
    assert,
  }) => {
    const { employer, candidate, job } = await employerWithApplicant('Grid Works')
    const started = await start(client, employer, { recipientId: candidate.id, jobId: job.id })
    started.assertStatus(201)
    const row = await db.from('threads').firstOrFail()
    assert.deepEqual(started.body(), {
      thread: {
        id: row.id,
        otherParticipant: { id: candidate.id, name: candidate.name, userType: 'candidate', avatar: null },
        job: { id: job.id, title: 'NERC Compliance Analyst', company: 'Grid Works' },
        lastMessage: null,
        messageCount: 0,
        unreadCount: 0,
        isArchived: false,
        lastActivityAt: iso(row.created_at),
      },
      isExisting: false,
    })
    assert.equal(row.user_a_id, [employer.id, candidate.id].sort()[0])
    assert.equal(row.user_b_id, [employer.id, candidate.id].sort()[1])
    assert.equal(row.job_id, job.id)
    assert.equal(row.started_by, employer.id)
    assert.equal(row.message_count, 0)
    const mine = await participantRow(row.id, employer)
    const theirs = await participantRow(row.id, candidate)
    assert.equal(mine.other_user_id, candidate.id)
    assert.equal(theirs.other_user_id, employer.id)
    assert.equal(theirs.unread_count, 0)

    const again = await start(client, candidate, { recipientId: employer.id, jobId: job.id })
    again.assertStatus(200)
    assert.deepEqual(again.body(), {
      thread: {
        id: row.id,
        otherParticipant: { id: employer.id, name: employer.name, userType: 'employer', avatar: null },
        job: { id: job.id, title: 'NERC Compliance Analyst', company: 'Grid Works' },
        lastMessage: null,
        messageCount: 0,
        unreadCount: 0,
        isArchived: false,
        lastActivityAt: iso(row.created_at),
      },
      isExisting: true,
    })
    assert.lengthOf(await db.from('threads'), 1)
    assert.lengthOf(await db.from('thread_participants'), 2)
  })

  test('a candidate starts with the employer of a job they applied to, with a first message', async ({
    client,
    assert,
  }) => {
    const { employer, candidate, job } = await employerWithApplicant()
    const started = await start(client, candidate, {
      recipientId: employer.id,
      jobId: job.id,
      initialMessage: '  Hello, is the role still open?  ',
    })
    started.assertStatus(201)
    const message = await db.from('messages').firstOrFail()
    assert.equal(message.content, 'Hello, is the role still open?')
    assert.equal(message.sender_id, candidate.id)
    assert.deepEqual(started.body().thread.lastMessage, {
      id: message.id,
      content: 'Hello, is the role still open?',
      createdAt: iso(message.created_at),
      senderId: candidate.id,
      readBy: [candidate.id],
    })
    assert.equal(started.body().thread.messageCount, 1)
    assert.equal(started.body().thread.lastActivityAt, iso(message.created_at))
    const thread = await db.from('threads').firstOrFail()
    assert.equal(thread.last_message_id, message.id)
    assert.equal(thread.message_count, 1)
    assert.equal((await participantRow(thread.id, employer)).unread_count, 1)
    assert.equal((await participantRow(thread.id, candidate)).unread_count, 0)
    const badge = await client.get('/api/messages/unread-count').loginAs(employer)
    assert.deepEqual(badge.body(), { unreadCount: 1 })

    // The same pair without a job is another thread; the application still links them.
    const general = await start(client, candidate, { recipientId: employer.id })
    general.assertStatus(201)
    assert.isNull(general.body().thread.job)
    assert.lengthOf(await db.from('threads'), 2)
    const blankFirst = await start(client, candidate, { recipientId: employer.id, jobId: null, initialMessage: '   ' })
    blankFirst.assertStatus(200)
    assert.equal(blankFirst.body().thread.id, general.body().thread.id)
    assert.lengthOf(await db.from('messages'), 1)
    // A first message to an existing thread is sent there (200, the message in its answer).
    const toExisting = await start(client, candidate, { recipientId: employer.id, initialMessage: 'Following up' })
    toExisting.assertStatus(200)
    assert.isTrue(toExisting.body().isExisting)
    assert.include(toExisting.body().thread, { id: general.body().thread.id, messageCount: 1 })
    assert.equal(toExisting.body().thread.lastMessage.content, 'Following up')
    assert.deepEqual((await client.get('/api/messages/unread-count').loginAs(employer)).body(), { unreadCount: 2 })
  })

  test('an application links the pair only about its own job', async ({ client, assert }) => {
    const { employer, candidate, company } = await employerWithApplicant()
    const otherJob = await createJob(company, { title: 'Substation Technician' })
    const refused = await start(client, candidate, { recipientId: employer.id, jobId: otherJob.id })
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.cannotStartThread })
    const byEmployer = await start(client, employer, { recipientId: candidate.id, jobId: otherJob.id })
    byEmployer.assertStatus(403)
    await applyTo(otherJob.id, candidate)
    ;(await start(client, employer, { recipientId: candidate.id, jobId: otherJob.id })).assertStatus(201)
  })

  test('a paused job still links its employer and its applicants', async ({ client, assert }) => {
    const { employer, candidate, job } = await employerWithApplicant()
    await db.from('jobs').where('id', job.id).update({ status: 'paused' })
    const byCandidate = await start(client, candidate, { recipientId: employer.id, jobId: job.id })
    byCandidate.assertStatus(201)
    assert.deepEqual(byCandidate.body().thread.job, { id: job.id, title: job.title, company: 'Grid Works' })
    const byEmployer = await start(client, employer, { recipientId: candidate.id, jobId: job.id })
    byEmployer.assertStatus(200)
    assert.equal(byEmployer.body().thread.id, byCandidate.body().thread.id)
  })

  test('ids in capitals name the same people and job: one thread, never a 500', async ({ client, assert }) => {
    // In text 'C' sorts before 'b', in UUID order c… after b…: ordered as text, a capital id puts the pair the wrong way round.
    const ana = await UserFactory.merge({ id: 'b1111111-1111-4111-8111-111111111111' }).create()
    const ben = await UserFactory.merge({ id: 'c2222222-2222-4222-8222-222222222222' }).create()
    await connect(ana, ben, 'accepted')
    const first = await start(client, ana, { recipientId: ben.id.toUpperCase() })
    first.assertStatus(201)
    assert.equal(first.body().thread.otherParticipant.id, ben.id)
    const again = await start(client, ben, { recipientId: ana.id.toUpperCase() })
    again.assertStatus(200)
    assert.equal(again.body().thread.id, first.body().thread.id)
    assert.deepEqual(await db.from('threads').select('user_a_id', 'user_b_id'), [
      { user_a_id: ana.id, user_b_id: ben.id },
    ])
  })

  test('accepted connections may start, with or without a job; pending, declined and strangers may not', async ({
    client,
    assert,
  }) => {
    const [ana, ben, cara, dan, eve] = await UserFactory.createMany(5)
    const { job } = await employerWithApplicant()
    await connect(ana, ben, 'accepted')
    await connect(ana, cara, 'pending')
    await connect(dan, ana, 'declined')

    const withBen = await start(client, ben, { recipientId: ana.id })
    withBen.assertStatus(201)
    assert.equal(withBen.body().thread.otherParticipant.id, ana.id)
    const aboutJob = await start(client, ana, { recipientId: ben.id, jobId: job.id })
    aboutJob.assertStatus(201)
    assert.equal(aboutJob.body().thread.job.id, job.id)

    // A paused job is no subject for two people it doesn't concern: it is unknown to them.
    const other = await employerWithApplicant('Secret Co')
    const paused = await createJob(other.company, { title: 'Unannounced Role', status: 'paused' })
    const aboutPaused = await start(client, ana, { recipientId: ben.id, jobId: paused.id })
    aboutPaused.assertStatus(404)
    assert.deepEqual(aboutPaused.body(), { error: MESSAGING_MESSAGES.jobNotFound })

    for (const [from, to] of [
      [ana, cara],
      [cara, ana],
      [ana, dan],
      [dan, ana],
      [ana, eve],
    ]) {
      const refused = await start(client, from, { recipientId: to.id })
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.cannotStartThread })
    }
    assert.lengthOf(await db.from('threads'), 2)
  })

  test('yourself 422, unknown recipient or job 404, missing recipient 422, a too long first message 422, anonymous 401', async ({
    client,
    assert,
  }) => {
    const { employer, candidate } = await employerWithApplicant()
    const cases: [object, number, string][] = [
      [{ recipientId: employer.id }, 422, MESSAGING_MESSAGES.cannotMessageSelf],
      [{ recipientId: UNKNOWN }, 404, MESSAGING_MESSAGES.recipientNotFound],
      [{ recipientId: 'not-a-uuid' }, 404, MESSAGING_MESSAGES.recipientNotFound],
      [{ recipientId: { id: candidate.id } }, 422, MESSAGING_MESSAGES.recipientNotFound],
      [{}, 422, MESSAGING_MESSAGES.recipientRequired],
      [{ recipientId: candidate.id, jobId: UNKNOWN }, 404, MESSAGING_MESSAGES.jobNotFound],
      [{ recipientId: candidate.id, jobId: 'nope' }, 404, MESSAGING_MESSAGES.jobNotFound],
      [
        { recipientId: candidate.id, initialMessage: 'x'.repeat(MESSAGING_LIMITS.messageMax + 1) },
        422,
        MESSAGING_MESSAGES.contentMax,
      ],
      [{ recipientId: candidate.id, initialMessage: { text: 'hi' } }, 422, 'Message must be text'],
    ]
    for (const [json, status, error] of cases) {
      const response = await start(client, employer, json)
      response.assertStatus(status)
      assert.equal(response.body().error, error, JSON.stringify(json))
    }
    assert.deepEqual((await start(client, employer, { recipientId: employer.id })).body(), {
      error: MESSAGING_MESSAGES.cannotMessageSelf,
      errors: [{ field: 'recipientId', message: MESSAGING_MESSAGES.cannotMessageSelf, rule: 'notSelf' }],
    })
    assert.lengthOf(await db.from('threads'), 0)
    ;(await client.post('/api/threads').json({ recipientId: candidate.id }).withCsrfToken()).assertStatus(401)
  })

  test('a blocked pair cannot start, whoever blocked and even with a thread already there; the words never say who blocked', async ({
    client,
    assert,
  }) => {
    const { employer, candidate, job } = await employerWithApplicant()
    const [friend, other] = await UserFactory.createMany(2)
    await connect(friend, other)
    ;(await start(client, employer, { recipientId: candidate.id, jobId: job.id })).assertStatus(201)
    await block(candidate, employer)
    await block(friend, other)
    for (const [from, to, jobId] of [
      [employer, candidate, job.id],
      [candidate, employer, job.id],
      [candidate, employer, null],
      [friend, other, null],
      [other, friend, null],
    ] as const) {
      const refused = await start(client, from, { recipientId: to.id, jobId })
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.cannotMessageUser })
    }
    assert.lengthOf(await db.from('threads'), 1)
  })

  test('new threads per hour are limited (429 with Retry-After); reusing a thread is not a new one', async ({
    client,
    assert,
  }) => {
    const { employer, candidate, job } = await employerWithApplicant()
    const other = await UserFactory.create()
    await connect(employer, other)
    ;(await start(client, employer, { recipientId: candidate.id, jobId: job.id })).assertStatus(201)
    const limit = allowance(MESSAGING_RATES.newThreads.rule)
    await messagingLimiter('newThreads').increment(messagingLimitKey('newThreads', employer.id), limit - 1)

    const refused = await start(client, employer, { recipientId: other.id })
    refused.assertStatus(429)
    assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.tooManyThreads })
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.lengthOf(await db.from('threads'), 1)
    ;(await start(client, employer, { recipientId: candidate.id, jobId: job.id })).assertStatus(200)
    // Someone else's allowance is their own.
    ;(await start(client, other, { recipientId: employer.id })).assertStatus(201)
  })
})

test.group('Threads outlive their job', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("deleting a job keeps the pair's threads (about it and about nothing); its line is gone and it cannot be restarted", async ({
    client,
    assert,
  }) => {
    const { employer, candidate, job } = await employerWithApplicant()
    const aboutJob = await start(client, employer, { recipientId: candidate.id, jobId: job.id, initialMessage: 'Hi' })
    const general = await start(client, employer, { recipientId: candidate.id })
    const deleted = await client.delete(`/api/jobs/${job.id}`).withCsrfToken().loginAs(employer)
    deleted.assertStatus(200)
    const list = await client.get('/api/threads').loginAs(candidate)
    assert.sameDeepMembers(
      list.body().threads.map((thread: { id: string; job: unknown }) => [thread.id, thread.job]),
      [
        [aboutJob.body().thread.id, null],
        [general.body().thread.id, null],
      ]
    )
    const again = await start(client, employer, { recipientId: candidate.id, jobId: job.id })
    again.assertStatus(404)
    assert.deepEqual(again.body(), { error: MESSAGING_MESSAGES.jobNotFound })
  })
})

test.group('POST /api/threads: two starts at once', () => {
  test('make one thread: one 201, one 200 with the same id', async ({ client, assert }) => {
    const [ana, ben] = await UserFactory.createMany(2)
    try {
      await connect(ana, ben)
      const [first, second] = await Promise.all([
        start(client, ana, { recipientId: ben.id, initialMessage: 'Hi Ben' }),
        start(client, ben, { recipientId: ana.id, initialMessage: 'Hi Ana' }),
      ])
      assert.sameMembers([first.status(), second.status()], [200, 201])
      assert.equal(first.body().thread.id, second.body().thread.id)
      const threads = await db.from('threads').whereIn('user_a_id', [ana.id, ben.id])
      assert.lengthOf(threads, 1)
      assert.equal(threads[0].message_count, 2)
      assert.lengthOf(await db.from('thread_participants').where('thread_id', threads[0].id), 2)
      assert.lengthOf(await db.from('messages').where('thread_id', threads[0].id), 2)
    } finally {
      await db.from('users').whereIn('id', [ana.id, ben.id]).delete()
    }
  })
})

test.group('GET /api/threads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('newest activity first, archived ones only under archived=true, keyset pages without repeats', async ({
    client,
    assert,
  }) => {
    const me = await UserFactory.create()
    const others = await UserFactory.createMany(5)
    const ids: string[] = []
    for (const other of others) {
      await connect(me, other)
      const response = await start(client, me, { recipientId: other.id })
      ids.push(response.body().thread.id)
    }
    // Activity times 1..5 minutes ago: thread 0 is the newest; thread 2 is archived.
    for (const [index, id] of ids.entries()) {
      const time = new Date(Date.now() - (index + 1) * 60_000)
      await db.from('threads').where('id', id).update({ last_message_at: time })
      await db.from('thread_participants').where('thread_id', id).update({ last_message_at: time })
    }
    const archived = await client.patch(`/api/threads/${ids[2]}/archive`).json({}).withCsrfToken().loginAs(me)
    assert.deepEqual(archived.body(), { isArchived: true, message: 'Conversation archived' })

    const first = await client.get('/api/threads?limit=2').loginAs(me)
    first.assertStatus(200)
    assert.deepEqual(
      first.body().threads.map((thread: { id: string }) => thread.id),
      [ids[0], ids[1]]
    )
    assert.isTrue(first.body().hasMore)
    const second = await client.get(`/api/threads?limit=2&cursor=${first.body().nextCursor}`).loginAs(me)
    assert.deepEqual(
      second.body().threads.map((thread: { id: string }) => thread.id),
      [ids[3], ids[4]]
    )
    assert.deepEqual([second.body().hasMore, second.body().nextCursor], [false, null])
    const onlyArchived = await client.get('/api/threads?archived=true').loginAs(me)
    assert.deepEqual(onlyArchived.body(), {
      threads: [
        {
          id: ids[2],
          otherParticipant: { id: others[2].id, name: others[2].name, userType: 'candidate', avatar: null },
          job: null,
          lastMessage: null,
          messageCount: 0,
          unreadCount: 0,
          isArchived: true,
          lastActivityAt: iso((await participantRow(ids[2], me)).last_message_at),
        },
      ],
      nextCursor: null,
      hasMore: false,
    })
    // The other side keeps it in their inbox.
    const theirs = await client.get('/api/threads').loginAs(others[2])
    assert.deepEqual(
      theirs.body().threads.map((thread: { id: string; isArchived: boolean }) => [thread.id, thread.isArchived]),
      [[ids[2], false]]
    )

    const unarchived = await client
      .patch(`/api/threads/${ids[2]}/archive`)
      .json({ isArchived: false })
      .withCsrfToken()
      .loginAs(me)
    assert.deepEqual(unarchived.body(), { isArchived: false, message: 'Conversation unarchived' })
    assert.isNull((await participantRow(ids[2], me)).archived_at)
    assert.lengthOf((await client.get('/api/threads').loginAs(me)).body().threads, 5)

    const badArchive = await client
      .patch(`/api/threads/${ids[2]}/archive`)
      .json({ isArchived: 'maybe' })
      .withCsrfToken()
      .loginAs(me)
    badArchive.assertStatus(422)
    assert.equal(badArchive.body().error, 'isArchived must be true or false')
    const badFilter = await client.get('/api/threads?archived=maybe').loginAs(me)
    badFilter.assertStatus(422)
    assert.equal(badFilter.body().error, 'archived must be true or false')
    const badCursor = await client.get('/api/threads?cursor=garbage').loginAs(me)
    badCursor.assertStatus(422)
    assert.equal(badCursor.body().error, 'Invalid cursor')
    ;(await client.get('/api/threads')).assertStatus(401)
  })

  test('each thread as its reader sees it: the last message, counts and unread; a new message returns an archived thread to the inbox', async ({
    client,
    assert,
  }) => {
    const { employer, candidate, job } = await employerWithApplicant('Line Co')
    const started = await start(client, employer, { recipientId: candidate.id, jobId: job.id, initialMessage: 'One' })
    const id = started.body().thread.id
    await client.patch(`/api/threads/${id}/archive`).json({ isArchived: true }).withCsrfToken().loginAs(candidate)
    await client.post(`/api/threads/${id}/messages`).json({ content: 'Two' }).withCsrfToken().loginAs(employer)
    const last = await db.from('messages').where('content', 'Two').firstOrFail()

    const list = await client.get('/api/threads').loginAs(candidate)
    assert.deepEqual(list.body().threads, [
      {
        id,
        otherParticipant: { id: employer.id, name: employer.name, userType: 'employer', avatar: null },
        job: { id: job.id, title: 'NERC Compliance Analyst', company: 'Line Co' },
        lastMessage: {
          id: last.id,
          content: 'Two',
          createdAt: iso(last.created_at),
          senderId: employer.id,
          readBy: [employer.id],
        },
        messageCount: 2,
        unreadCount: 2,
        isArchived: false,
        lastActivityAt: iso(last.created_at),
      },
    ])
    await client.post(`/api/threads/${id}/mark-read`).withCsrfToken().loginAs(candidate)
    const seenByEmployer = await client.get('/api/threads').loginAs(employer)
    assert.deepEqual(seenByEmployer.body().threads[0].lastMessage.readBy, [employer.id, candidate.id])
    assert.equal(seenByEmployer.body().threads[0].unreadCount, 0)
  })
})

test.group('Thread routes: participants only', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a stranger, an unknown id and a malformed id get the same 404 on every thread route', async ({
    client,
    assert,
  }) => {
    const { employer, candidate, job } = await employerWithApplicant()
    const stranger = await UserFactory.create()
    const started = await start(client, employer, { recipientId: candidate.id, jobId: job.id, initialMessage: 'Hi' })
    const id = started.body().thread.id
    for (const threadId of [id, UNKNOWN]) {
      const answers = [
        await client.get(`/api/threads/${threadId}/messages`).loginAs(stranger),
        await client.post(`/api/threads/${threadId}/messages`).json({ content: 'x' }).withCsrfToken().loginAs(stranger),
        await client.post('/api/messages').json({ threadId, content: 'x' }).withCsrfToken().loginAs(stranger),
        await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(stranger),
        await client.patch(`/api/threads/${threadId}/archive`).json({}).withCsrfToken().loginAs(stranger),
        await client.delete(`/api/threads/${threadId}`).withCsrfToken().loginAs(stranger),
      ]
      for (const answer of answers) {
        answer.assertStatus(404)
        assert.deepEqual(answer.body(), { error: MESSAGING_MESSAGES.threadNotFound })
      }
    }
    const malformed = await client
      .post('/api/messages')
      .json({ threadId: 'abc', content: 'x' })
      .withCsrfToken()
      .loginAs(stranger)
    malformed.assertStatus(404)
    assert.deepEqual(malformed.body(), { error: MESSAGING_MESSAGES.threadNotFound })
    ;(await client.get('/api/threads/abc/messages').loginAs(stranger)).assertStatus(404)
    assert.lengthOf(await db.from('messages'), 1)
    assert.isNull((await participantRow(id, employer)).deleted_at)
    assert.equal((await participantRow(id, candidate)).unread_count, 1)
  })
})
