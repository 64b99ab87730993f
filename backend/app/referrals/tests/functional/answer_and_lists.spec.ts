import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { REFERRAL_MESSAGES as M } from '#referrals/constants'
import mail from '@adonisjs/mail/services/main'
import {
  UNKNOWN,
  answer,
  applyTo,
  ask,
  asked,
  blockUser,
  captureLive,
  createJob,
  invite,
  iso,
  notificationsOf,
  referralScene,
} from '#referrals/tests/referral_fixtures'

test.group('GET /api/users/{userId}/referrals/received and /sent', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each member reads their own lists, newest first, with job, company and both people', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, company, job } = await referralScene()
    const second = await createJob(company, { title: 'Grid Analyst' })
    const older = await asked(client, candidate, referrer, job.id, 'Please')
    await db
      .from('referrals')
      .where('id', older)
      .update({ created_at: new Date(Date.UTC(2026, 9, 1)) })
    const newer = await asked(client, candidate, referrer, second.id)

    const received = await client.get(`/api/users/${referrer.id}/referrals/received`).loginAs(referrer)
    received.assertStatus(200)
    const sent = await client.get(`/api/users/${candidate.id}/referrals/sent`).loginAs(candidate)
    // The same referrals; the candidate does not see the referrer's address while they wait.
    assert.deepEqual(sent.body(), {
      referrals: received.body().referrals.map((item: object) => ({ ...item, referrerEmail: '' })),
      hasMore: false,
      nextCursor: null,
    })
    assert.deepEqual(
      received.body().referrals.map((item: { id: string }) => item.id),
      [newer, older]
    )
    assert.deepEqual(received.body().referrals[1], {
      id: older,
      status: 'pending',
      origin: 'ask',
      message: 'Please',
      createdAt: '2026-10-01T00:00:00.000Z',
      isViewed: false,
      job: {
        id: job.id,
        title: 'NERC Compliance Analyst',
        payRate: '30.00',
        payUnit: 'hr',
        company: { id: company.id, name: 'Grid Works' },
      },
      referrer: { id: referrer.id, name: 'Riley Chen' },
      referrerEmail: referrer.email,
      candidate: { id: candidate.id, name: 'Dana Reyes' },
      candidateEmail: candidate.email,
      applicationStage: null,
    })
    // The other side of each is empty.
    assert.deepEqual((await client.get(`/api/users/${referrer.id}/referrals/sent`).loginAs(referrer)).body(), {
      referrals: [],
      hasMore: false,
      nextCursor: null,
    })
    assert.deepEqual((await client.get(`/api/users/${candidate.id}/referrals/received`).loginAs(candidate)).body(), {
      referrals: [],
      hasMore: false,
      nextCursor: null,
    })
  })

  test("the referrer's address reaches the candidate once accepted, or when they typed it; the referrer keeps it", async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, company, job } = await referralScene()
    const second = await createJob(company, { title: 'Grid Analyst' })
    const third = await createJob(company, { title: 'Grid Planner' })
    const accepted = await asked(client, candidate, referrer, job.id)
    const declined = await asked(client, candidate, referrer, second.id)
    const typed = await ask(client, candidate, { jobId: third.id, referrerEmail: referrer.email })
    typed.assertStatus(201)

    const emailsOf = async (user: typeof candidate, side: 'sent' | 'received') => {
      const list = await client.get(`/api/users/${user.id}/referrals/${side}`).loginAs(user)
      return Object.fromEntries(
        list.body().referrals.map((item: { id: string; referrerEmail: string }) => [item.id, item.referrerEmail])
      )
    }
    const asCandidate = async (id: string) =>
      (await client.get(`/api/referrals/${id}`).loginAs(candidate)).body().referrerEmail

    // Pending: only the address the candidate typed.
    assert.deepEqual(await emailsOf(candidate, 'sent'), {
      [accepted]: '',
      [declined]: '',
      [typed.body().id]: referrer.email,
    })
    assert.equal(await asCandidate(accepted), '')

    ;(await answer(client, referrer, accepted, 'accepted')).assertStatus(200)
    const refused = await answer(client, referrer, declined, 'declined')
    refused.assertStatus(200)
    assert.equal(refused.body().referrerEmail, referrer.email)
    assert.deepEqual(await emailsOf(candidate, 'sent'), {
      [accepted]: referrer.email,
      [declined]: '',
      [typed.body().id]: referrer.email,
    })
    assert.equal(await asCandidate(accepted), referrer.email)
    assert.equal(await asCandidate(declined), '')
    assert.deepEqual(await emailsOf(referrer, 'received'), {
      [accepted]: referrer.email,
      [declined]: referrer.email,
      [typed.body().id]: referrer.email,
    })
  })

  test("an invitation to a member shows them the sender's address only once they accept it", async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    const sentBy = await invite(client, referrer, { jobId: job.id, email: candidate.email })
    sentBy.assertStatus(201)
    assert.equal(sentBy.body().referrerEmail, referrer.email)
    const id = sentBy.body().id as string

    const toMember = await client.get(`/api/users/${candidate.id}/referrals/sent`).loginAs(candidate)
    assert.deepEqual(
      toMember.body().referrals.map((item: { id: string; referrerEmail: string }) => [item.id, item.referrerEmail]),
      [[id, '']]
    )
    const taken = await answer(client, candidate, id, 'accepted')
    taken.assertStatus(200)
    assert.equal(taken.body().referrerEmail, referrer.email)
    const bySender = await client.get(`/api/referrals/${id}`).loginAs(referrer)
    assert.equal(bySender.body().referrerEmail, referrer.email)
  })

  test('a page at a time, newest first: ?limit=, then the next page by its cursor, to the last', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, company } = await referralScene()
    // Five requests; the two middle ones share their time (the id orders them).
    const times = [5, 4, 3, 3, 1].map((day) => new Date(Date.UTC(2026, 9, day)))
    const ids: string[] = []
    for (const [index, time] of times.entries()) {
      const job = await createJob(company, { title: `Role ${index}` })
      const id = await asked(client, candidate, referrer, job.id)
      await db.from('referrals').where('id', id).update({ created_at: time })
      ids.push(id)
    }
    const [a, b, c, d, e] = ids
    const expected = [a, b, ...[c, d].sort().reverse(), e]

    for (const [reader, side] of [
      [referrer, 'received'],
      [candidate, 'sent'],
    ] as const) {
      const url = `/api/users/${reader.id}/referrals/${side}`
      const walked: string[] = []
      let cursor: string | null = null
      const pages: Array<[number, boolean]> = []
      do {
        const response = await client
          .get(url)
          .qs(cursor ? { limit: 2, cursor } : { limit: 2 })
          .loginAs(reader)
        response.assertStatus(200)
        const body = response.body() as {
          referrals: Array<{ id: string }>
          hasMore: boolean
          nextCursor: string | null
        }
        assert.sameMembers(Object.keys(body), ['referrals', 'hasMore', 'nextCursor'])
        assert.equal(body.hasMore, body.nextCursor !== null)
        pages.push([body.referrals.length, body.hasMore])
        walked.push(...body.referrals.map((item) => item.id))
        cursor = body.nextCursor
      } while (cursor)
      assert.deepEqual(pages, [
        [2, true],
        [2, true],
        [1, false],
      ])
      assert.deepEqual(walked, expected)
      // Without ?limit=, one page of REFERRAL_LIMITS.pageDefault holds them all.
      const all = await client.get(url).loginAs(reader)
      assert.deepEqual(
        all.body().referrals.map((item: { id: string }) => item.id),
        expected
      )
      assert.include(all.body(), { hasMore: false, nextCursor: null })
    }
  })

  test('a malformed cursor or limit is a 422 on its field, never a 500', async ({ client }) => {
    const { candidate } = await referralScene()
    const url = `/api/users/${candidate.id}/referrals/sent`
    const cursorError = { field: 'cursor', message: 'Invalid cursor', rule: 'cursor' }
    const cases: Array<[Record<string, string>, { field: string; message: string; rule: string }]> = [
      [{ cursor: 'nonsense' }, cursorError],
      [{ cursor: Buffer.from('{"c":"x","id":"y"}').toString('base64url') }, cursorError],
      [{ cursor: Buffer.from(JSON.stringify({ c: 1, id: 'not-a-uuid' })).toString('base64url') }, cursorError],
      [{ cursor: Buffer.from(JSON.stringify({ c: 1e20, id: UNKNOWN })).toString('base64url') }, cursorError],
      [{ cursor: 'x'.repeat(501) }, { field: 'cursor', message: 'Invalid cursor', rule: 'maxLength' }],
      [{ limit: 'many' }, { field: 'limit', message: 'Limit must be a number', rule: 'number' }],
    ]
    for (const [qs, error] of cases) {
      const response = await client.get(url).qs(qs).loginAs(candidate)
      response.assertStatus(422)
      response.assertBody({ error: error.message, errors: [error] })
    }
  })

  test("nobody reads another's lists (403, admins included); a malformed id is a 404", async ({ client }) => {
    const { candidate, referrer, employer } = await referralScene()
    const admin = await UserFactory.apply('admin').create()
    for (const reader of [referrer, employer, admin]) {
      for (const side of ['received', 'sent']) {
        const response = await client.get(`/api/users/${candidate.id}/referrals/${side}`).loginAs(reader)
        response.assertStatus(403)
        response.assertBody({ error: M.onlyOwnLists })
      }
    }
    ;(await client.get('/api/users/not-a-uuid/referrals/sent').loginAs(candidate)).assertStatus(404)
    ;(await client.get(`/api/users/${candidate.id}/referrals/sent`)).assertStatus(401)
  })
})

test.group('GET /api/referrals/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the referrer's first look marks it viewed and tells the candidate, once", async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    const live = captureLive()
    cleanup(() => live.stop())

    const byCandidate = await client.get(`/api/referrals/${id}`).loginAs(candidate)
    byCandidate.assertStatus(200)
    assert.isFalse(byCandidate.body().isViewed)
    assert.deepEqual(await notificationsOf(candidate), [])

    const first = await client.get(`/api/referrals/${id}`).loginAs(referrer)
    first.assertStatus(200)
    assert.isTrue(first.body().isViewed)
    // The same referral; the referrer's address is theirs only, while the request waits.
    assert.deepEqual({ ...first.body(), isViewed: false, referrerEmail: '' }, byCandidate.body())
    assert.isNotNull((await db.from('referrals').where('id', id).firstOrFail()).viewed_at)
    await client.get(`/api/referrals/${id}`).loginAs(referrer)
    assert.deepEqual(await notificationsOf(candidate), [
      {
        referral_id: id,
        type: 'referral_viewed',
        message: 'Riley Chen viewed your referral request for NERC Compliance Analyst',
        is_read: false,
      },
    ])
    assert.deepEqual(live.of(candidate), [{ type: 'referral_notifications', unreadCount: 1 }])
  })

  test("the invited member's first look marks an invitation viewed; nobody is told, its sender still sees an offer", async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    const sentBy = await invite(client, referrer, { jobId: job.id, email: candidate.email })
    sentBy.assertStatus(201)
    const id = sentBy.body().id as string
    const live = captureLive()
    cleanup(() => live.stop())

    // Its sender opening it marks nothing.
    ;(await client.get(`/api/referrals/${id}`).loginAs(referrer)).assertStatus(200)
    assert.isNull((await db.from('referrals').where('id', id).firstOrFail()).viewed_at)

    const first = await client.get(`/api/referrals/${id}`).loginAs(candidate)
    first.assertStatus(200)
    assert.include(first.body(), { id, status: 'pending', isViewed: true })
    const viewedAt = (await db.from('referrals').where('id', id).firstOrFail()).viewed_at
    assert.isNotNull(viewedAt)
    // Opened again: the first look stands.
    await client.get(`/api/referrals/${id}`).loginAs(candidate)
    assert.equal(iso((await db.from('referrals').where('id', id).firstOrFail()).viewed_at), iso(viewedAt))

    const list = await client.get(`/api/users/${candidate.id}/referrals/sent`).loginAs(candidate)
    assert.deepEqual(
      list.body().referrals.map((item: { id: string; isViewed: boolean }) => [item.id, item.isViewed]),
      [[id, true]]
    )
    assert.deepEqual(await notificationsOf(referrer), [])
    assert.deepEqual(live.of(referrer), [])
    const bySender = await client.get(`/api/referrals/${id}`).loginAs(referrer)
    assert.include(bySender.body(), { status: 'pending', isViewed: false, candidate: null })
  })

  test('anyone else, an unknown id or a malformed one: 404', async ({ client }) => {
    const { candidate, referrer, employer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    const admin = await UserFactory.apply('admin').create()
    for (const reader of [employer, admin]) {
      const response = await client.get(`/api/referrals/${id}`).loginAs(reader)
      response.assertStatus(404)
      response.assertBody({ error: M.referralNotFound })
    }
    ;(await client.get(`/api/referrals/${UNKNOWN}`).loginAs(referrer)).assertBody({ error: M.referralNotFound })
    ;(await client.get('/api/referrals/nope').loginAs(referrer)).assertStatus(404)
  })
})

test.group('PATCH /api/referrals/{id} (the referrer answers)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a pair blocked since the request: accepting is refused (403), declining is recorded and tells nobody', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    await blockUser(candidate, referrer)
    const before = await notificationsOf(candidate)

    const refused = await answer(client, referrer, id, 'accepted')
    refused.assertStatus(403)
    refused.assertBody({ error: M.cannotReferUser })
    assert.equal((await db.from('referrals').where('id', id).firstOrFail()).status, 'pending')
    assert.equal((await User.findOrFail(referrer.id)).referralCount, 0)

    const declined = await answer(client, referrer, id, 'declined')
    declined.assertStatus(200)
    assert.equal((await db.from('referrals').where('id', id).firstOrFail()).status, 'declined')
    assert.deepEqual(await notificationsOf(candidate), before)
  })

  test('accept: the candidate is told, the referrer counts one more, events after commit', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    const events = emitter.fake([
      'referrals:referral_answered',
      'referrals:referral_accepted',
      'referrals:application_referred',
    ])
    cleanup(() => emitter.restore())

    const response = await answer(client, referrer, id, 'accepted')
    response.assertStatus(200)
    const row = await db.from('referrals').where('id', id).firstOrFail()
    assert.include(response.body(), { id, status: 'accepted', isViewed: true, applicationStage: null })
    assert.equal(response.body().createdAt, iso(row.created_at))
    assert.isNotNull(row.responded_at)
    assert.equal((await User.findOrFail(referrer.id)).referralCount, 1)
    assert.deepEqual(await notificationsOf(candidate), [
      {
        referral_id: id,
        type: 'referral_accepted',
        message: 'Riley Chen referred you for NERC Compliance Analyst',
        is_read: false,
      },
    ])
    events.assertEmitted('referrals:referral_accepted', ({ data }) => {
      assert.deepEqual(data, {
        referralId: id,
        jobId: job.id,
        candidateId: candidate.id,
        referrerId: referrer.id,
        referrerName: 'Riley Chen',
      })
      return true
    })
    events.assertNotEmitted('referrals:application_referred')
    events.assertEmitted('referrals:referral_answered', ({ data }) => {
      assert.deepEqual(data, {
        referralId: id,
        status: 'accepted',
        toldId: candidate.id,
        answererId: referrer.id,
        jobId: job.id,
        message: 'Riley Chen referred you for NERC Compliance Analyst',
      })
      return true
    })
  })

  test('decline: the candidate is told, nothing counted', async ({ client, assert }) => {
    const { candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    const response = await answer(client, referrer, id, 'declined')
    response.assertStatus(200)
    assert.equal(response.body().status, 'declined')
    assert.equal((await User.findOrFail(referrer.id)).referralCount, 0)
    assert.deepEqual(await notificationsOf(candidate), [
      {
        referral_id: id,
        type: 'referral_declined',
        message: 'Riley Chen declined your referral request for NERC Compliance Analyst',
        is_read: false,
      },
    ])
  })

  test('only while pending: 409 with the message in the body', async ({ client, assert }) => {
    const { candidate, referrer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    ;(await answer(client, referrer, id, 'declined')).assertStatus(200)
    for (const status of ['accepted', 'declined']) {
      const again = await answer(client, referrer, id, status)
      again.assertStatus(409)
      again.assertBody({ error: M.alreadyAnswered, message: M.alreadyAnswered })
    }
    assert.equal((await db.from('referrals').where('id', id).firstOrFail()).status, 'declined')
    assert.equal((await User.findOrFail(referrer.id)).referralCount, 0)
  })

  test('the candidate gets 403; anyone else 404; a bad status 422', async ({ client, assert }) => {
    const { candidate, referrer, employer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    const mine = await answer(client, candidate, id, 'accepted')
    mine.assertStatus(403)
    mine.assertBody({ error: M.onlyReferrerAnswers })
    const admin = await UserFactory.apply('admin').create()
    for (const stranger of [employer, admin]) {
      const response = await answer(client, stranger, id, 'accepted')
      response.assertStatus(404)
      response.assertBody({ error: M.referralNotFound })
    }
    ;(await answer(client, referrer, UNKNOWN, 'accepted')).assertStatus(404)
    for (const status of ['pending', 'maybe', undefined, 3]) {
      const response = await answer(client, referrer, id, status)
      response.assertStatus(422)
      assert.equal(response.body().error, M.statusInvalid)
      assert.equal(response.body().errors[0].field, 'status')
    }
    assert.equal((await db.from('referrals').where('id', id).firstOrFail()).status, 'pending')
  })

  test('accepting after the candidate applied marks the application referred (Referred tab, referrer name)', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, employer, job } = await referralScene()
    const id = await asked(client, candidate, referrer, job.id)
    const applied = await applyTo(client, candidate, job.id)
    applied.assertStatus(201)
    await client
      .patch(`/api/applications/${applied.body().id}`)
      .json({ status: 'interview' })
      .withCsrfToken()
      .loginAs(employer)
    // Not referred yet: the referral is pending.
    const before = await client.get(`/api/jobs/${job.id}/applications?tab=referred`).loginAs(employer)
    assert.deepEqual(before.body().applications, [])

    const response = await answer(client, referrer, id, 'accepted')
    response.assertStatus(200)
    assert.equal(response.body().applicationStage, 'Interviewing')
    assert.include(await db.from('referrals').where('id', id).firstOrFail(), {
      application_id: applied.body().id,
      application_stage: 'Interviewing',
    })
    const tab = await client.get(`/api/jobs/${job.id}/applications?tab=referred`).loginAs(employer)
    assert.deepEqual(
      tab
        .body()
        .applications.map((item: { id: string; referred: boolean; referrerName: string }) => [
          item.id,
          item.referred,
          item.referrerName,
        ]),
      [[applied.body().id, true, 'Riley Chen']]
    )
    assert.deepEqual(tab.body().counts, { all: 1, referred: 1, pending: 0, reviewed: 1 })
  })
})
