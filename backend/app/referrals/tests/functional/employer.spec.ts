import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { REFERRAL_LIMITS, REFERRAL_MESSAGES as M } from '#referrals/constants'
import { conversationStarter, provideConversationStarter } from '#referrals/conversations'
import {
  UNKNOWN,
  answer,
  asked,
  createCompany,
  createJob,
  invite,
  iso,
  referralScene,
} from '#referrals/tests/referral_fixtures'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'

function thank(client: ApiClient, user: User, id: string, initialMessage: unknown) {
  return client.post(`/api/referrals/${id}/thread`).json({ initialMessage }).withCsrfToken().loginAs(user)
}

test.group('GET /api/jobs/{jobId}/referrals (the job owner)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the job's owner (or an admin) sees its referrals, newest first", async ({ client, assert }) => {
    const { employer, candidate, referrer, company, job } = await referralScene()
    const other = await createJob(company, { title: 'Elsewhere' })
    const first = await asked(client, candidate, referrer, job.id, 'Please refer me')
    await db
      .from('referrals')
      .where('id', first)
      .update({ created_at: new Date(Date.UTC(2026, 9, 1)) })
    await answer(client, referrer, first, 'accepted')
    // An invitation nobody accepted yet is the invited person's business: not listed.
    ;(await invite(client, referrer, { jobId: job.id, email: 'sam@example.com' })).assertStatus(201)
    await asked(client, candidate, referrer, other.id)

    const response = await client.get(`/api/jobs/${job.id}/referrals`).loginAs(employer)
    response.assertStatus(200)
    assert.deepEqual(response.body(), [
      {
        id: first,
        candidateId: candidate.id,
        candidate: { id: candidate.id, name: 'Dana Reyes' },
        referrer: { id: referrer.id, name: 'Riley Chen', email: referrer.email },
        message: 'Please refer me',
        status: 'accepted',
        createdAt: iso(new Date(Date.UTC(2026, 9, 1))),
      },
    ])
    const admin = await UserFactory.apply('admin').create()
    assert.deepEqual((await client.get(`/api/jobs/${job.id}/referrals`).loginAs(admin)).body(), response.body())
  })

  test('anyone else: 403; an unknown job: 404', async ({ client }) => {
    const { candidate, referrer, job } = await referralScene()
    const otherEmployer = await UserFactory.apply('employer').create()
    await createCompany(otherEmployer, 'Other Co')
    for (const reader of [otherEmployer, candidate, referrer]) {
      const response = await client.get(`/api/jobs/${job.id}/referrals`).loginAs(reader)
      response.assertStatus(403)
      response.assertBody({ error: M.notJobOwner })
    }
    const unknown = await client.get(`/api/jobs/${UNKNOWN}/referrals`).loginAs(candidate)
    unknown.assertStatus(404)
    unknown.assertBody({ error: M.jobNotFound })
    ;(await client.get('/api/jobs/nope/referrals').loginAs(candidate)).assertStatus(404)
  })
})

test.group('POST /api/referrals/{id}/thread (the employer thanks the referrer)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens the conversation with the referrer, then continues it (isExisting)', async ({ client, assert }) => {
    const { employer, candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    await answer(client, referrer, id, 'accepted')

    const first = await thank(client, employer, id, '  Thank you for referring Dana!  ')
    first.assertStatus(200)
    const thread = await db.from('threads').where('id', first.body().thread.id).firstOrFail()
    assert.equal(thread.job_id, job.id)
    const stored = await db.from('messages').where('thread_id', thread.id).orderBy('created_at')
    assert.deepEqual(first.body(), {
      thread: { id: thread.id },
      messages: [
        {
          id: stored[0].id,
          content: 'Thank you for referring Dana!',
          senderId: employer.id,
          createdAt: iso(stored[0].created_at),
        },
      ],
      isExisting: false,
    })
    // The referrer finds it in their messages.
    const threads = await client.get('/api/threads').loginAs(referrer)
    assert.deepEqual(
      threads.body().threads.map((item: { id: string; unreadCount: number }) => [item.id, item.unreadCount]),
      [[thread.id, 1]]
    )

    const again = await thank(client, employer, id, 'One more thing.')
    again.assertStatus(200)
    assert.equal(again.body().thread.id, thread.id)
    assert.isTrue(again.body().isExisting)
    assert.deepEqual(
      again.body().messages.map((message: { content: string }) => message.content),
      ['Thank you for referring Dana!', 'One more thing.']
    )
  })

  test("only the job's employer (403); accepted referrals only (409); unknown 404", async ({ client, assert }) => {
    const { employer, candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    const admin = await UserFactory.apply('admin').create()
    const otherEmployer = await UserFactory.apply('employer').create()
    for (const user of [candidate, referrer, admin, otherEmployer]) {
      const response = await thank(client, user, id, 'Thanks')
      response.assertStatus(403)
      response.assertBody({ error: M.notJobEmployerThanks })
    }
    const pending = await thank(client, employer, id, 'Thanks')
    pending.assertStatus(409)
    pending.assertBody({ error: M.thankNotAccepted })
    await answer(client, referrer, id, 'declined')
    ;(await thank(client, employer, id, 'Thanks')).assertStatus(409)
    const unknown = await thank(client, employer, UNKNOWN, 'Thanks')
    unknown.assertStatus(404)
    unknown.assertBody({ error: M.referralNotFound })
    assert.lengthOf(await db.from('threads'), 0)
  })

  test('the message: trimmed, non-empty, at most thankYouMax (422)', async ({ client, assert }) => {
    const { employer, candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    ;(await answer(client, referrer, id, 'accepted')).assertStatus(200)
    for (const [value, error] of [
      [undefined, M.thankYouRequired],
      ['', M.thankYouRequired],
      ['   ', M.thankYouRequired],
      [42, M.thankYouRequired],
      ['x'.repeat(REFERRAL_LIMITS.thankYouMax + 1), M.thankYouMax],
    ] as const) {
      const response = await thank(client, employer, id, value)
      assert.deepEqual(
        [response.status(), response.body().error, response.body().errors?.[0]?.field],
        [422, error, 'initialMessage']
      )
    }
    ;(await thank(client, employer, id, 'x'.repeat(REFERRAL_LIMITS.thankYouMax))).assertStatus(200)
  })

  test("messaging's blocks still apply (403); messaging off is a 503", async ({ client, assert, cleanup }) => {
    const { employer, candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    ;(await answer(client, referrer, id, 'accepted')).assertStatus(200)
    await db.table('user_blocks').insert({ blocker_id: referrer.id, blocked_id: employer.id, created_at: new Date() })
    const blocked = await thank(client, employer, id, 'Thanks')
    blocked.assertStatus(403)
    blocked.assertBody({ error: 'You cannot message this person' })

    const provided = conversationStarter()
    provideConversationStarter(null)
    cleanup(() => provideConversationStarter(provided))
    const off = await thank(client, employer, id, 'Thanks')
    off.assertStatus(503)
    off.assertBody({ error: M.messagingUnavailable })
    assert.lengthOf(await db.from('threads'), 0)
  })
})
