import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { FakeMailer } from '@adonisjs/mail'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import User from '#shared/models/user'
import { TEST_PASSWORD, UserFactory } from '#shared/database/factories/user_factory'
import { allowance } from '#shared/services/rate_limit'
import { REFERRAL_LIMITS, REFERRAL_MESSAGES as M } from '#referrals/constants'
import ReferralInviteMail from '#referrals/mails/referral_invite_mail'
import DetachUnprovenInvitations from '#referrals/database/migrations/0005_detach_invitations_from_unverified_accounts'
import { REFERRAL_LINK_RATE, referralLinkKey, referralLinkLimiter } from '#referrals/rate_limits'
import {
  VALID_APPLICATION,
  UNKNOWN,
  answer,
  applyTo,
  blockUser,
  captureLive,
  createJob,
  invite,
  iso,
  notificationsOf,
  referralScene,
} from '#referrals/tests/referral_fixtures'

/** Follows the verification link auth e-mailed to `address` (POST /api/auth/verify-email with its token). */
function verifyAddress(client: ApiClient, mails: FakeMailer['mails'], address: string) {
  const link = mails
    .queued((message) => message.message.hasTo(address))
    .map((message) => (message as { url?: string }).url)
    .find((url) => url?.includes('/verify-email'))
  if (!link) throw new Error(`no verification link for ${address}`)
  const token = new URL(link).searchParams.get('token')
  return client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
}

test.group('POST /api/referrals/invite (refer someone by e-mail)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a non-member: 201, pending (an offer), and an e-mail with the job link carrying the code', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { referrer, company, job } = await referralScene()
    const { mails } = mail.fake()
    cleanup(() => mail.restore())

    const response = await invite(client, referrer, {
      jobId: job.id,
      email: '  Sam.Ortiz@Example.com ',
      message: 'Sam is great with NERC evidence.',
    })
    response.assertStatus(201)
    const row = await db.from('referrals').where('id', response.body().id).firstOrFail()
    assert.deepEqual(response.body(), {
      id: row.id,
      status: 'pending',
      origin: 'link',
      message: 'Sam is great with NERC evidence.',
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
      referrerEmail: referrer.email,
      candidate: null,
      candidateEmail: 'sam.ortiz@example.com',
      applicationStage: null,
    })
    assert.include(row, { status: 'pending', candidate_id: null, responded_at: null })
    const sent = mails.queued((message: unknown) => message instanceof ReferralInviteMail) as ReferralInviteMail[]
    assert.deepEqual(
      sent.map((message) => [message.to, message.subject, message.url]),
      [
        [
          'sam.ortiz@example.com',
          'Riley Chen wants to refer you for NERC Compliance Analyst',
          `${new URL(`/jobs/${job.id}`, env.get('APP_URL'))}?ref=${row.referral_code}`,
        ],
      ]
    )
    await sent[0].build()
    const built = sent[0].message.toJSON().message as { html: string; text: string }
    assert.include(built.text, 'Sam is great with NERC evidence.')
    assert.include(built.text, `?ref=${row.referral_code}`)
  })

  test("a member's address reveals nothing: not who they are, not their application, not its stage", async ({
    client,
    assert,
    cleanup,
  }) => {
    const { employer, candidate, job } = await referralScene()
    // A competitor who knows the member's address and the (public) job id.
    const competitor = await UserFactory.apply('employer').merge({ name: 'Rival Corp' }).create()
    mail.fake()
    cleanup(() => mail.restore())
    const applied = await applyTo(client, candidate, job.id)
    applied.assertStatus(201)
    await client
      .patch(`/api/applications/${applied.body().id}`)
      .json({ status: 'interview' })
      .withCsrfToken()
      .loginAs(employer)

    const toMember = await invite(client, competitor, { jobId: job.id, email: candidate.email.toUpperCase() })
    const toStranger = await invite(client, competitor, { jobId: job.id, email: 'nobody.here@example.com' })
    toMember.assertStatus(201)
    toStranger.assertStatus(201)
    // The two answers differ only in id, time and the address the sender typed: nobody named, no stage.
    const shape = (body: Record<string, unknown>) => ({ ...body, id: null, createdAt: null, candidateEmail: null })
    assert.deepEqual(shape(toMember.body()), shape(toStranger.body()))
    assert.include(toMember.body(), { status: 'pending', candidate: null, applicationStage: null, isViewed: false })

    // Reading it back, as the stage moves on: still nothing.
    await client
      .patch(`/api/applications/${applied.body().id}`)
      .json({ status: 'offer' })
      .withCsrfToken()
      .loginAs(employer)
    const again = await client.get(`/api/referrals/${toMember.body().id}`).loginAs(competitor)
    again.assertStatus(200)
    assert.include(again.body(), { status: 'pending', candidate: null, applicationStage: null })
    const list = await client.get(`/api/users/${competitor.id}/referrals/received`).loginAs(competitor)
    for (const item of list.body().referrals) assert.include(item, { status: 'pending', candidate: null })

    // Nothing attached: the employer's Referred tab and the job's referrals do not show it.
    assert.include(await db.from('referrals').where('id', toMember.body().id).firstOrFail(), {
      application_id: null,
      application_stage: null,
      status: 'pending',
    })
    const tab = await client.get(`/api/jobs/${job.id}/applications?tab=referred`).loginAs(employer)
    assert.deepEqual(tab.body().applications, [])
    const jobReferrals = await client.get(`/api/jobs/${job.id}/referrals`).loginAs(employer)
    assert.deepEqual(jobReferrals.body(), [])

    // The member is asked, in the app: theirs to accept or decline.
    assert.deepEqual(await notificationsOf(candidate), [
      {
        referral_id: toMember.body().id,
        type: 'referral_received',
        message: 'Rival Corp wants to refer you for NERC Compliance Analyst',
        is_read: false,
      },
    ])
    // The sender cannot answer it for them (403); a decline stays the member's: the sender still sees an offer.
    const bySender = await client
      .patch(`/api/referrals/${toMember.body().id}`)
      .json({ status: 'accepted' })
      .withCsrfToken()
      .loginAs(competitor)
    bySender.assertStatus(403)
    bySender.assertBody({ error: M.onlyInvitedAnswers })
    // Anyone else: the same 404 as an unknown id, to answer or to read; signed out: 401.
    const stranger = await UserFactory.create()
    const foreignAnswer = await client
      .patch(`/api/referrals/${toMember.body().id}`)
      .json({ status: 'accepted' })
      .withCsrfToken()
      .loginAs(stranger)
    foreignAnswer.assertStatus(404)
    foreignAnswer.assertBody({ error: M.referralNotFound })
    ;(await client.get(`/api/referrals/${toMember.body().id}`).loginAs(stranger)).assertStatus(404)
    ;(await client.get(`/api/referrals/${toMember.body().id}`).loginAs(employer)).assertStatus(404)
    ;(
      await client.patch(`/api/referrals/${toMember.body().id}`).json({ status: 'accepted' }).withCsrfToken()
    ).assertStatus(401)
    const declined = await client
      .patch(`/api/referrals/${toMember.body().id}`)
      .json({ status: 'declined' })
      .withCsrfToken()
      .loginAs(candidate)
    declined.assertStatus(200)
    assert.equal(declined.body().status, 'declined')
    const seen = await client.get(`/api/referrals/${toMember.body().id}`).loginAs(competitor)
    assert.include(seen.body(), { status: 'pending', candidate: null, applicationStage: null })
    assert.lengthOf(await db.from('referral_notifications').where('user_id', competitor.id), 0)
    const counted = await db.from('users').where('id', competitor.id).select('referral_count').firstOrFail()
    assert.equal(counted.referral_count, 0)
  })

  test('accepted by the member in the app: attached to their application, the referrer follows it and counts it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { employer, candidate, referrer, job } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    const applied = await applyTo(client, candidate, job.id)
    const response = await invite(client, referrer, { jobId: job.id, email: candidate.email })
    assert.isNull(response.body().applicationStage)
    const accepted = await client
      .patch(`/api/referrals/${response.body().id}`)
      .json({ status: 'accepted' })
      .withCsrfToken()
      .loginAs(candidate)
    accepted.assertStatus(200)
    assert.include(accepted.body(), { status: 'accepted', applicationStage: 'Applied' })
    const seen = await client.get(`/api/referrals/${response.body().id}`).loginAs(referrer)
    assert.include(seen.body(), { status: 'accepted', applicationStage: 'Applied' })
    assert.deepEqual(seen.body().candidate, { id: candidate.id, name: 'Dana Reyes' })
    const tab = await client.get(`/api/jobs/${job.id}/applications?tab=referred`).loginAs(employer)
    assert.deepEqual(
      tab.body().applications.map((item: { id: string; referrerName: string }) => [item.id, item.referrerName]),
      [[applied.body().id, 'Riley Chen']]
    )
    assert.deepEqual(await notificationsOf(referrer), [
      {
        referral_id: response.body().id,
        type: 'referral_accepted',
        message: 'Dana Reyes accepted your referral for NERC Compliance Analyst',
        is_read: false,
      },
    ])
    const counted = await db.from('users').where('id', referrer.id).select('referral_count').firstOrFail()
    assert.equal(counted.referral_count, 1)
    // Answered once (409).
    const twice = await client
      .patch(`/api/referrals/${response.body().id}`)
      .json({ status: 'declined' })
      .withCsrfToken()
      .loginAs(candidate)
    twice.assertStatus(409)
  })

  test('one invitation per sender, job and address (409); the e-mail goes to an address once per job', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { employer, referrer, company, job } = await referralScene()
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    ;(await invite(client, referrer, { jobId: job.id, email: 'sam@example.com' })).assertStatus(201)
    const again = await invite(client, referrer, { jobId: job.id, email: 'SAM@example.com' })
    again.assertStatus(409)
    again.assertBody({ error: M.alreadyReferred })
    // Someone else inviting the same address to the same job: recorded, but no second e-mail.
    ;(await invite(client, employer, { jobId: job.id, email: 'sam@example.com' })).assertStatus(201)
    const otherJob = await createJob(company, { title: 'Grid Planner' })
    ;(await invite(client, referrer, { jobId: otherJob.id, email: 'sam@example.com' })).assertStatus(201)
    const sent = mails.queued((message: unknown) => message instanceof ReferralInviteMail) as ReferralInviteMail[]
    assert.deepEqual(
      sent.map((message) => [message.to, message.subject]),
      [
        ['sam@example.com', 'Riley Chen wants to refer you for NERC Compliance Analyst'],
        ['sam@example.com', 'Riley Chen wants to refer you for Grid Planner'],
      ]
    )
    assert.lengthOf(await db.from('referrals').where('referrer_id', referrer.id), 2)
  })

  test('refused: yourself, a bad address, a long message (422); an unknown job (404); a paused one (409)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { referrer, company, job } = await referralScene()
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const cases: [Record<string, unknown>, string, string][] = [
      [{ jobId: job.id, email: referrer.email.toUpperCase() }, M.cannotReferSelf, 'email'],
      [{ jobId: job.id }, M.emailRequired, 'email'],
      [{ jobId: job.id, email: '' }, M.emailRequired, 'email'],
      [{ jobId: job.id, email: 'nope' }, M.emailInvalid, 'email'],
      [{ email: 'a@example.com' }, M.jobRequired, 'jobId'],
      [
        { jobId: job.id, email: 'a@example.com', message: 'x'.repeat(REFERRAL_LIMITS.messageMax + 1) },
        M.messageMax,
        'message',
      ],
    ]
    for (const [body, error, field] of cases) {
      const response = await invite(client, referrer, body)
      assert.deepEqual(
        [response.status(), response.body().error, response.body().errors?.[0]?.field],
        [422, error, field],
        JSON.stringify(body)
      )
    }
    const unknown = await invite(client, referrer, { jobId: UNKNOWN, email: 'a@example.com' })
    unknown.assertStatus(404)
    unknown.assertBody({ error: M.jobNotFound })
    const paused = await createJob(company, { status: 'paused' })
    const notActive = await invite(client, referrer, { jobId: paused.id, email: 'a@example.com' })
    notActive.assertStatus(409)
    notActive.assertBody({ error: M.jobNotActive })
    assert.lengthOf(await db.from('referrals'), 0)
    assert.lengthOf(mails.queued(), 0)
    ;(await client.post('/api/referrals/invite').json({}).withCsrfToken()).assertStatus(401)
  })

  test('a member in a blocked pair with the sender, whichever blocked: 403 naming nobody; nothing written, mailed or counted', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const live = captureLive()
    cleanup(() => live.stop())

    for (const [blocker, blocked] of [
      [candidate, referrer],
      [referrer, candidate],
    ]) {
      const unblock = await blockUser(blocker, blocked)
      const response = await invite(client, referrer, {
        jobId: job.id,
        email: candidate.email.toUpperCase(),
        message: 'You would be great here.',
      })
      response.assertStatus(403)
      response.assertBody({ error: M.cannotReferUser })
      await unblock()
    }
    assert.lengthOf(await db.from('referrals'), 0)
    assert.deepEqual(await notificationsOf(candidate), [])
    assert.deepEqual(live.of(candidate), [])
    assert.lengthOf(mails.queued(), 0)
    assert.equal(await referralLinkLimiter().remaining(referralLinkKey(referrer.id)), allowance(REFERRAL_LINK_RATE))

    // An address nobody blocked still goes; unblocked, the member is invited as usual.
    await blockUser(candidate, referrer)
    ;(await invite(client, referrer, { jobId: job.id, email: 'someone.else@example.com' })).assertStatus(201)
    await db.from('user_blocks').delete()
    ;(await invite(client, referrer, { jobId: job.id, email: candidate.email })).assertStatus(201)
  })

  test('at most REFERRAL_LIMITS.linksPerDay a day (429 with Retry-After); refused forms do not count', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { referrer, job } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    await invite(client, referrer, { jobId: job.id, email: 'nope' })
    const limit = allowance(REFERRAL_LINK_RATE)
    for (let i = 0; i < limit - 1; i++) await referralLinkLimiter().consume(referralLinkKey(referrer.id))
    ;(await invite(client, referrer, { jobId: job.id, email: 'last@example.com' })).assertStatus(201)
    const refused = await invite(client, referrer, { jobId: job.id, email: 'over@example.com' })
    refused.assertStatus(429)
    refused.assertBody({ error: M.tooManyLinks })
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.lengthOf(await db.from('referrals').where('referrer_id', referrer.id), 1)
  })
})

test.group('a referral link followed by sign-up and apply', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('invite → register (POST /api/users) → verify the address → apply: the referral and the application meet', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { employer, referrer, job } = await referralScene()
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    const invited = await invite(client, referrer, { jobId: job.id, email: 'New.Person@example.com' })
    invited.assertStatus(201)
    // Someone else's referral by link, to another address, stays unattached.
    const other = await invite(client, referrer, { jobId: job.id, email: 'someone@example.com' })

    const signup = await client
      .post('/api/users')
      .json({
        email: 'new.person@example.com',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        userType: 'candidate',
        name: 'Nia Park',
      })
      .withCsrfToken()
    signup.assertStatus(201)
    const member = await User.findByOrFail('email', 'new.person@example.com')
    // Signed up, not yet verified: the account has not shown the address is theirs, so nothing is theirs yet.
    assert.isNull((await db.from('referrals').where('id', invited.body().id).firstOrFail()).candidate_id)
    assert.deepEqual((await client.get(`/api/users/${member.id}/referrals/sent`).loginAs(member)).body(), {
      referrals: [],
      hasMore: false,
      nextCursor: null,
    })
    ;(await client.get(`/api/referrals/${invited.body().id}`).loginAs(member)).assertStatus(404)

    ;(await verifyAddress(client, mails, 'new.person@example.com')).assertStatus(200)
    const attached = await db.from('referrals').where('id', invited.body().id).firstOrFail()
    assert.equal(attached.candidate_id, member.id)
    assert.isNull((await db.from('referrals').where('id', other.body().id).firstOrFail()).candidate_id)
    const sent = await client.get(`/api/users/${member.id}/referrals/sent`).loginAs(member)
    assert.deepEqual(
      sent.body().referrals.map((item: { id: string; candidate: unknown }) => [item.id, item.candidate]),
      [[invited.body().id, { id: member.id, name: 'Nia Park' }]]
    )

    // Applying through the link accepts the invitation: it stands behind the application.
    const { referral_code: code } = await db.from('referrals').where('id', invited.body().id).firstOrFail()
    const applied = await client
      .post(`/api/jobs/${job.id}/apply`)
      .json({ ...VALID_APPLICATION, referralCode: code })
      .withCsrfToken()
      .loginAs(member)
    applied.assertStatus(201)
    assert.include(await db.from('referrals').where('id', invited.body().id).firstOrFail(), {
      status: 'accepted',
      application_id: applied.body().id,
      application_stage: 'Applied',
    })
    assert.include(await db.from('applications').where('id', applied.body().id).firstOrFail(), {
      referral_id: invited.body().id,
      referrer_name: 'Riley Chen',
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
    const received = await client.get(`/api/users/${referrer.id}/referrals/received`).loginAs(referrer)
    assert.equal(
      received.body().referrals.find((item: { id: string }) => item.id === invited.body().id).applicationStage,
      'Applied'
    )
  })

  test("signed up with another address, applying through the link (its code) attaches it; a code is this job's only", async ({
    client,
    assert,
    cleanup,
  }) => {
    const { referrer, job } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    const invited = await invite(client, referrer, { jobId: job.id, email: 'work.address@example.com' })
    invited.assertStatus(201)
    const { referral_code: code } = await db.from('referrals').where('id', invited.body().id).firstOrFail()
    const member = await UserFactory.merge({ email: 'personal.address@example.com' }).create()
    const otherJob = (await referralScene()).job

    // The code of another job's link attaches nothing; a malformed one is refused and applies nothing.
    const elsewhere = await client
      .post(`/api/jobs/${otherJob.id}/apply`)
      .json({ ...VALID_APPLICATION, referralCode: code })
      .withCsrfToken()
      .loginAs(member)
    elsewhere.assertStatus(201)
    assert.isNull((await db.from('referrals').where('id', invited.body().id).firstOrFail()).candidate_id)
    const malformed = await client
      .post(`/api/jobs/${job.id}/apply`)
      .json({ ...VALID_APPLICATION, referralCode: 'not a code!' })
      .withCsrfToken()
      .loginAs(member)
    malformed.assertStatus(422)
    assert.deepEqual(malformed.body().errors[0], {
      field: 'referralCode',
      message: 'This referral link is not valid',
      rule: 'regex',
    })

    const applied = await client
      .post(`/api/jobs/${job.id}/apply`)
      .json({ ...VALID_APPLICATION, referralCode: code })
      .withCsrfToken()
      .loginAs(member)
    applied.assertStatus(201)
    assert.include(await db.from('referrals').where('id', invited.body().id).firstOrFail(), {
      candidate_id: member.id,
      application_id: applied.body().id,
      application_stage: 'Applied',
    })
    assert.include(await db.from('applications').where('id', applied.body().id).firstOrFail(), {
      referral_id: invited.body().id,
      referrer_name: 'Riley Chen',
    })
  })

  test('an accepted ask, then apply: the application is referred; a pending or declined one is not', async ({
    client,
    assert,
  }) => {
    const { candidate, referrer, job } = await referralScene()
    const otherReferrer = await UserFactory.merge({ name: 'Pat Lee' }).create()
    const accepted = (
      await client
        .post('/api/referrals')
        .json({ jobId: job.id, referrerId: referrer.id })
        .withCsrfToken()
        .loginAs(candidate)
    ).body().id
    const pending = (
      await client
        .post('/api/referrals')
        .json({ jobId: job.id, referrerId: otherReferrer.id })
        .withCsrfToken()
        .loginAs(candidate)
    ).body().id
    await client.patch(`/api/referrals/${accepted}`).json({ status: 'accepted' }).withCsrfToken().loginAs(referrer)
    const applied = await applyTo(client, candidate, job.id)
    assert.include(await db.from('applications').where('id', applied.body().id).firstOrFail(), {
      referral_id: accepted,
      referrer_name: 'Riley Chen',
    })
    assert.isNull((await db.from('referrals').where('id', pending).firstOrFail()).application_id)
  })
})

test.group('an invitation and an address its account has not verified', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('not theirs to see, read, answer or be told about; verifying the address makes it theirs', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { referrer, job } = await referralScene()
    const { mails } = mail.fake()
    cleanup(() => mail.restore())
    // Someone signed up with an address they do not own (never verified), and asked the referrer for this job.
    const holder = await UserFactory.merge({ email: 'owner@example.com', name: 'Sly Holder' }).create()
    const otherReferrer = await UserFactory.merge({ name: 'Pat Lee', emailVerified: true }).create()
    const asking = await client
      .post('/api/referrals')
      .json({ jobId: job.id, referrerId: otherReferrer.id })
      .withCsrfToken()
      .loginAs(holder)
    asking.assertStatus(201)

    const invited = await invite(client, referrer, { jobId: job.id, email: 'owner@example.com', message: 'Hi!' })
    invited.assertStatus(201)
    const byOther = await invite(client, otherReferrer, { jobId: job.id, email: 'owner@example.com' })
    byOther.assertStatus(201)
    const id = invited.body().id as string
    // The address still gets the e-mail (it goes to the address, whoever holds an account with it), once per job.
    assert.deepEqual(
      mails
        .queued((message) => message instanceof ReferralInviteMail)
        .map((message) => message.message.hasTo('owner@example.com')),
      [true]
    )
    assert.include(await db.from('referrals').where('id', id).firstOrFail(), { candidate_id: null, viewed_at: null })
    assert.isNull((await db.from('referrals').where('id', byOther.body().id).firstOrFail()).candidate_id)
    assert.deepEqual(await notificationsOf(holder), [])
    const sent = await client.get(`/api/users/${holder.id}/referrals/sent`).loginAs(holder)
    assert.deepEqual(
      sent.body().referrals.map((item: { id: string }) => item.id),
      [asking.body().id]
    )
    const read = await client.get(`/api/referrals/${id}`).loginAs(holder)
    read.assertStatus(404)
    read.assertBody({ error: M.referralNotFound })
    ;(await answer(client, holder, id, 'accepted')).assertStatus(404)

    // The account verifies the address (POST /api/auth/resend-verification, then the link): now the invitation is
    // theirs to answer; the one whose sender they already asked for this job stays the address's (one referral per
    // candidate, referrer and job).
    ;(
      await client.post('/api/auth/resend-verification').json({ email: 'owner@example.com' }).withCsrfToken()
    ).assertStatus(200)
    ;(await verifyAddress(client, mails, 'owner@example.com')).assertStatus(200)
    assert.include(await db.from('referrals').where('id', id).firstOrFail(), {
      candidate_id: holder.id,
      status: 'pending',
    })
    assert.isNull((await db.from('referrals').where('id', byOther.body().id).firstOrFail()).candidate_id)
    const after = await client.get(`/api/users/${holder.id}/referrals/sent`).loginAs(holder)
    assert.sameMembers(
      after.body().referrals.map((item: { id: string }) => item.id),
      [asking.body().id, id]
    )
    ;(await client.get(`/api/referrals/${id}`).loginAs(holder)).assertStatus(200)
    const taken = await answer(client, holder, id, 'accepted')
    taken.assertStatus(200)
    assert.equal(taken.body().status, 'accepted')
  })

  test('an account that signs up with its address already verified gets them at once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { referrer, job } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    const invited = await invite(client, referrer, { jobId: job.id, email: 'proven@example.com' })
    invited.assertStatus(201)
    const unproven = await UserFactory.merge({ email: 'unproven@example.com' }).create()
    const elsewhere = await invite(client, referrer, { jobId: job.id, email: 'unproven@example.com' })

    const proven = await UserFactory.merge({ email: 'proven@example.com', emailVerified: true }).create()
    for (const user of [unproven, proven]) {
      await emitter.emitSerial('auth:user_registered', {
        user,
        deviceFingerprint: null,
        ipAddress: '127.0.0.1',
        userAgent: null,
      })
    }
    assert.equal((await db.from('referrals').where('id', invited.body().id).firstOrFail()).candidate_id, proven.id)
    assert.isNull((await db.from('referrals').where('id', elsewhere.body().id).firstOrFail()).candidate_id)
  })

  test('migration 0005: pending invitations held by an unverified account go back to the address', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, company } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    const holder = await UserFactory.merge({ email: 'owner@example.com' }).create()
    const jobs = [await createJob(company), await createJob(company), await createJob(company)]
    const toHolder = (await invite(client, referrer, { jobId: jobs[0].id, email: 'owner@example.com' })).body().id
    const taken = (await invite(client, referrer, { jobId: jobs[1].id, email: 'owner@example.com' })).body().id
    const toMember = (await invite(client, referrer, { jobId: jobs[2].id, email: candidate.email })).body().id
    // As such an account held them before: attached, opened, and told who invited it; one taken by applying.
    const now = new Date()
    await db.from('referrals').where('id', toHolder).update({ candidate_id: holder.id, viewed_at: now })
    await db.from('referrals').where('id', taken).update({ candidate_id: holder.id, status: 'accepted' })
    for (const referralId of [toHolder, taken]) {
      await db.table('referral_notifications').insert({
        id: randomUUID(),
        referral_id: referralId,
        user_id: holder.id,
        type: 'referral_received',
        message: 'Riley Chen wants to refer you for NERC Compliance Analyst',
        created_at: now,
      })
    }

    await new DetachUnprovenInvitations(db.connection(), 'detach').execUp()

    assert.include(await db.from('referrals').where('id', toHolder).firstOrFail(), {
      candidate_id: null,
      viewed_at: null,
      status: 'pending',
    })
    assert.include(await db.from('referrals').where('id', taken).firstOrFail(), {
      candidate_id: holder.id,
      status: 'accepted',
    })
    assert.deepEqual(
      (await notificationsOf(holder)).map((row) => row.referral_id),
      [taken]
    )
    assert.equal((await db.from('referrals').where('id', toMember).firstOrFail()).candidate_id, candidate.id)
    assert.deepEqual(
      (await notificationsOf(candidate)).map((row) => row.referral_id),
      [toMember]
    )
  })
})

test.group('applying through an invitation between a blocked pair', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('whichever blocked: the application goes through unreferred, the invitation stays as it was, nobody is told', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, company } = await referralScene()
    mail.fake()
    cleanup(() => mail.restore())
    const live = captureLive()
    cleanup(() => live.stop())

    const applyThrough = (jobId: string, referralCode: string) =>
      client
        .post(`/api/jobs/${jobId}/apply`)
        .json({ ...VALID_APPLICATION, referralCode })
        .withCsrfToken()
        .loginAs(candidate)
    const answers: Array<Record<string, unknown>> = []
    for (const [blocker, blocked] of [
      [candidate, referrer],
      [referrer, candidate],
    ]) {
      const job = await createJob(company, { title: `Role blocked by ${blocker.name}` })
      // Sent to another address of the candidate's, before the block.
      const invited = await invite(client, referrer, { jobId: job.id, email: 'dana.at.work@example.com' })
      invited.assertStatus(201)
      const before = await db.from('referrals').where('id', invited.body().id).firstOrFail()
      const unblock = await blockUser(blocker, blocked)

      const applied = await applyThrough(job.id, before.referral_code)
      applied.assertStatus(201)
      answers.push(applied.body())
      assert.deepEqual(await db.from('referrals').where('id', invited.body().id).firstOrFail(), before)
      assert.include(await db.from('applications').where('id', applied.body().id).firstOrFail(), {
        referral_id: null,
        referrer_name: null,
      })
      await unblock()
    }
    // The same answer as applying through a link that leads nowhere: a block cannot be told from a stale link.
    const stale = await applyThrough(
      (await createJob(company, { title: 'Role with a stale link' })).id,
      'Zm9yZ290dGVuLWxpbms'
    )
    stale.assertStatus(201)
    const shape = (body: Record<string, unknown>) => ({
      keys: Object.keys(body).sort(),
      status: body.status,
      statusLabel: body.statusLabel,
      history: (body.history as Array<{ from: unknown; to: unknown }>).map((entry) => [entry.from, entry.to]),
    })
    for (const body of answers) assert.deepEqual(shape(body), shape(stale.body()))
    assert.deepEqual(await notificationsOf(referrer), [])
    assert.deepEqual(live.of(referrer), [])
    const counted = await db.from('users').where('id', referrer.id).select('referral_count').firstOrFail()
    assert.equal(counted.referral_count, 0)
  })
})
