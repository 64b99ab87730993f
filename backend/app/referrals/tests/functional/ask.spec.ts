import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { UserFactory } from '#shared/database/factories/user_factory'
import { providePort } from '#shared/modules/registry'
import { REFERRAL_LIMITS, REFERRAL_MESSAGES as M } from '#referrals/constants'
import {
  UNKNOWN,
  answer,
  ask,
  asked,
  blockUser,
  captureLive,
  createJob,
  iso,
  notificationsOf,
  referralScene,
} from '#referrals/tests/referral_fixtures'

/** A 422's body: the first field's words, and the field. */
function invalid(response: { status(): number; body(): { error: string; errors: { field: string }[] } }) {
  return { status: response.status(), error: response.body().error, field: response.body().errors?.[0]?.field }
}

test.group('POST /api/referrals (a candidate asks a member)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('asks by id: 201 with the referral, a code, and the referrer told (notification and live count)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, company, job } = await referralScene()
    const live = captureLive()
    cleanup(() => live.stop())
    const events = emitter.fake(['referrals:referral_requested'])
    cleanup(() => emitter.restore())

    const response = await ask(client, candidate, {
      jobId: job.id,
      referrerId: referrer.id,
      message: '  I would love your referral for this role.  ',
    })
    response.assertStatus(201)
    const row = await db.from('referrals').where('id', response.body().id).firstOrFail()
    assert.deepEqual(response.body(), {
      id: row.id,
      status: 'pending',
      origin: 'ask',
      message: 'I would love your referral for this role.',
      createdAt: iso(row.created_at),
      isViewed: false,
      job: {
        id: job.id,
        title: 'NERC Compliance Analyst',
        payRate: '30.00',
        payUnit: 'hr',
        company: { id: company.id, name: 'Grid Works' },
      },
      referrer: { id: referrer.id, name: 'Riley Chen' },
      // Chosen by id: their address is not the candidate's to see until they accept.
      referrerEmail: '',
      candidate: { id: candidate.id, name: 'Dana Reyes' },
      candidateEmail: candidate.email,
      applicationStage: null,
    })
    assert.match(row.referral_code, /^[A-Za-z0-9_-]{16}$/)
    assert.include(row, {
      job_id: job.id,
      referrer_id: referrer.id,
      candidate_id: candidate.id,
      candidate_email: candidate.email,
      privacy: 'normal',
      application_id: null,
      responded_at: null,
      viewed_at: null,
      asked_by_email: false,
    })
    assert.deepEqual(await notificationsOf(referrer), [
      {
        referral_id: row.id,
        type: 'referral_received',
        message: 'Dana Reyes asked you for a referral for NERC Compliance Analyst',
        is_read: false,
      },
    ])
    assert.deepEqual(live.of(referrer), [{ type: 'referral_notifications', unreadCount: 1 }])
    // After commit, for the referrer's devices (Web Push, notifications module).
    events.assertEmitted('referrals:referral_requested', ({ data }) => {
      assert.deepEqual(data, {
        referralId: row.id,
        referrerId: referrer.id,
        candidateId: candidate.id,
        jobId: job.id,
        message: 'Dana Reyes asked you for a referral for NERC Compliance Analyst',
      })
      return true
    })
  })

  test('asks by e-mail, whatever its case; the message is optional; the address typed is shown back', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    const response = await ask(client, candidate, { jobId: job.id, referrerEmail: referrer.email.toUpperCase() })
    response.assertStatus(201)
    assert.equal(response.body().referrer.id, referrer.id)
    assert.equal(response.body().message, '')
    assert.equal(response.body().referrerEmail, referrer.email)
    const row = await db.from('referrals').where('id', response.body().id).firstOrFail()
    assert.include(row, { status: 'pending', asked_by_email: true })
  })

  test('a blocked pair, whichever of the two blocked: 403 in words that name nobody; nothing written or told', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    const live = captureLive()
    cleanup(() => live.stop())
    const events = emitter.fake(['referrals:referral_requested'])
    cleanup(() => emitter.restore())

    for (const [blocker, blocked] of [
      [referrer, candidate],
      [candidate, referrer],
    ]) {
      const unblock = await blockUser(blocker, blocked)
      for (const named of [{ referrerId: referrer.id }, { referrerEmail: referrer.email }]) {
        const response = await ask(client, candidate, { jobId: job.id, ...named, message: 'Please' })
        response.assertStatus(403)
        response.assertBody({ error: M.cannotAskUser })
      }
      await unblock()
    }
    assert.lengthOf(await db.from('referrals'), 0)
    assert.lengthOf(await db.from('referral_notifications'), 0)
    assert.deepEqual(live.of(referrer), [])
    events.assertNotEmitted('referrals:referral_requested')

    // Unblocked, the same request goes through.
    ;(await ask(client, candidate, { jobId: job.id, referrerId: referrer.id })).assertStatus(201)
  })

  test('without messaging nobody can block: its stored blocks refuse nothing', async ({ client, cleanup }) => {
    const { candidate, referrer, job } = await referralScene()
    await blockUser(referrer, candidate)
    const provided = providePort('messaging:blocked-pair', null)
    cleanup(() => {
      providePort('messaging:blocked-pair', provided)
    })
    ;(await ask(client, candidate, { jobId: job.id, referrerId: referrer.id })).assertStatus(201)
  })

  test('only candidates ask (403); signed out is a 401', async ({ client, assert }) => {
    const { employer, referrer, job } = await referralScene()
    const admin = await UserFactory.apply('admin').create()
    for (const user of [employer, admin]) {
      const response = await ask(client, user, { jobId: job.id, referrerId: referrer.id })
      response.assertStatus(403)
      response.assertBody({ error: M.onlyCandidatesAsk })
    }
    ;(await client.post('/api/referrals').json({ jobId: job.id }).withCsrfToken()).assertStatus(401)
    assert.lengthOf(await db.from('referrals'), 0)
  })

  test('the job must exist (404) and be active (409)', async ({ client }) => {
    const { candidate, referrer, company } = await referralScene()
    for (const jobId of [UNKNOWN, 'not-a-uuid']) {
      const response = await ask(client, candidate, { jobId, referrerId: referrer.id })
      response.assertStatus(404)
      response.assertBody({ error: M.jobNotFound })
    }
    const paused = await createJob(company, { status: 'paused' })
    const response = await ask(client, candidate, { jobId: paused.id, referrerId: referrer.id })
    response.assertStatus(409)
    response.assertBody({ error: M.jobNotActive })
  })

  test('each rule of the form answers 422 with its words', async ({ client, assert }) => {
    const { candidate, referrer, job } = await referralScene()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ referrerId: referrer.id }, M.jobRequired, 'jobId'],
      [{ jobId: '', referrerId: referrer.id }, M.jobRequired, 'jobId'],
      [{ jobId: job.id }, M.referrerRequired, 'referrerId'],
      [{ jobId: job.id, referrerId: referrer.id, referrerEmail: referrer.email }, M.referrerRequired, 'referrerEmail'],
      [{ jobId: job.id, referrerId: '' }, M.referrerRequired, 'referrerId'],
      [{ jobId: job.id, referrerEmail: 'nobody@example.com' }, M.referrerNotFound, 'referrerEmail'],
      [{ jobId: job.id, referrerId: UNKNOWN }, M.referrerNotFound, 'referrerId'],
      [{ jobId: job.id, referrerId: 'not-a-uuid' }, M.referrerNotFound, 'referrerId'],
      [{ jobId: job.id, referrerId: candidate.id }, M.cannotAskSelf, 'referrerId'],
      [{ jobId: job.id, referrerEmail: candidate.email }, M.cannotAskSelf, 'referrerEmail'],
      [{ jobId: job.id, referrerEmail: 'not an e-mail' }, M.emailInvalid, 'referrerEmail'],
      [
        { jobId: job.id, referrerId: referrer.id, message: 'x'.repeat(REFERRAL_LIMITS.messageMax + 1) },
        M.messageMax,
        'message',
      ],
    ]
    for (const [body, error, field] of cases) {
      assert.deepEqual(invalid(await ask(client, candidate, body)), { status: 422, error, field }, JSON.stringify(body))
    }
    const longest = await ask(client, candidate, {
      jobId: job.id,
      referrerId: referrer.id,
      message: 'x'.repeat(REFERRAL_LIMITS.messageMax),
    })
    longest.assertStatus(201)
  })

  test('one referral per candidate, referrer and job, ever: 409 while pending and once answered', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, company, job } = await referralScene()
    const first = await asked(client, candidate, referrer, job.id)
    const again = await ask(client, candidate, { jobId: job.id, referrerEmail: referrer.email })
    again.assertStatus(409)
    again.assertBody({ error: M.alreadyPending })
    // Another job, or another referrer, is a new request.
    const other = await createJob(company, { title: 'Grid Analyst' })
    await asked(client, candidate, referrer, other.id)
    await asked(client, candidate, await UserFactory.create(), job.id)
    for (const status of ['accepted', 'declined'] as const) {
      const { candidate: someone, referrer: asked2, job: job2 } = await referralScene()
      const id = await asked(client, someone, asked2, job2.id)
      ;(await answer(client, asked2, id, status)).assertStatus(200)
      const afterAnswer = await ask(client, someone, { jobId: job2.id, referrerId: asked2.id })
      afterAnswer.assertStatus(409)
      afterAnswer.assertBody({ error: M.alreadyAsked })
      assert.lengthOf(await db.from('referrals').where({ candidate_id: someone.id }), 1)
    }
    ;(await answer(client, referrer, first, 'declined')).assertStatus(200)
    ;(await ask(client, candidate, { jobId: job.id, referrerId: referrer.id })).assertStatus(409)
    assert.lengthOf(await db.from('referrals').where({ candidate_id: candidate.id, job_id: job.id }), 2)
  })

  test('rewards count distinct people referred: two cooperating accounts cannot farm a tier', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, company, job } = await referralScene()
    // The same candidate asks the same referrer for four jobs; each is accepted.
    const jobs = [job, ...(await Promise.all(['A', 'B', 'C'].map((t) => createJob(company, { title: `Role ${t}` }))))]
    for (const each of jobs) {
      const id = await asked(client, candidate, referrer, each.id)
      ;(await answer(client, referrer, id, 'accepted')).assertStatus(200)
    }
    const user = await db.from('users').where('id', referrer.id).firstOrFail()
    assert.equal(user.referral_count, 1)
    assert.isFalse(user.has_career_perks)
    assert.lengthOf(await db.from('referral_rewards').where('user_id', referrer.id), 0)
    const rewards = await client.get('/api/referrals/rewards').loginAs(referrer)
    assert.equal(rewards.body().referralCount, 1)
  })

  test('at most REFERRAL_LIMITS.pendingPerCandidate pending requests (409)', async ({ client, assert }) => {
    const { candidate, referrer, company, job } = await referralScene()
    const now = new Date()
    for (let i = 0; i < REFERRAL_LIMITS.pendingPerCandidate; i++) {
      const other = await createJob(company, { title: `Job ${i}` })
      await db.table('referrals').insert({
        id: randomUUID(),
        job_id: other.id,
        referrer_id: referrer.id,
        candidate_id: candidate.id,
        candidate_email: candidate.email,
        origin: 'ask',
        status: 'pending',
        referral_code: `code-${i}-${Date.now()}`,
        created_at: now,
        updated_at: now,
      })
    }
    const response = await ask(client, candidate, { jobId: job.id, referrerId: referrer.id })
    response.assertStatus(409)
    response.assertBody({ error: M.tooManyPending })
    assert.lengthOf(await db.from('referrals').where('job_id', job.id), 0)
  })
})
