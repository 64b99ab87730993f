import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createJob } from '#jobs/database/factories/job_factory'
import {
  APPLICATION_EMAIL_TYPES,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES as M,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '#jobs/constants'
import { STATUS_INPUT_MESSAGE } from '#jobs/rules/application_rules'
import ApplicationStatusMail from '#jobs/mails/application_status_mail'
import ApplicationEmail from '#jobs/mails/application_email'
import { APPLICATION_RATE_LIMITS } from '#jobs/rate_limits'
import { RESUME_FIXTURES } from '#jobs/tests/resume_fixtures'
import { UNKNOWN_ID, VALID_APPLICATION, apply, employerJob, uploadResume } from '#jobs/tests/applications_support'

/** The rendered message of a queued mail (subject, to, reply-to, html, text). */
async function rendered(message: ApplicationEmail | ApplicationStatusMail) {
  await message.build()
  const json = message.message.toJSON().message as {
    subject: string
    to: { address: string }[] | string[]
    replyTo?: unknown
    html: string
    text: string
  }
  return json
}

test.group('GET /api/jobs/{jobId}/applications and GET /api/applications (employer)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the job's owner sees each applicant with contact, form and résumé, by tab with counts", async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const dana = await UserFactory.merge({ name: 'Dana Reyes', phone: '+1 512 555 0101' }).create()
    const sam = await UserFactory.merge({ name: 'Sam Ortiz' }).create()
    const resume = await uploadResume(client, dana, 'docx', 'Dana.docx')
    const danaApp = (await apply(client, dana, job.id, { resumeUrl: resume.url })).body()
    const samApp = (await apply(client, sam, job.id)).body()
    await db
      .from('applications')
      .where('id', danaApp.id)
      .update({ created_at: new Date(Date.UTC(2026, 10, 1)) })
    await client.patch(`/api/applications/${samApp.id}`).json({ status: 'interview' }).withCsrfToken().loginAs(owner)

    const all = await client.get(`/api/jobs/${job.id}/applications`).loginAs(owner)
    all.assertStatus(200)
    assert.deepEqual(all.body().counts, { all: 2, referred: 0, pending: 1, reviewed: 1 })
    assert.deepEqual(
      all.body().applications.map((item: { id: string }) => item.id),
      [samApp.id, danaApp.id]
    )
    const row = await db.from('applications').where('id', danaApp.id).firstOrFail()
    const at = new Date(row.created_at).toISOString()
    assert.deepEqual(all.body().applications[1], {
      id: danaApp.id,
      jobId: job.id,
      status: 'applied',
      statusLabel: 'Applied',
      appliedAt: at,
      updatedAt: new Date(row.updated_at).toISOString(),
      coverLetter: VALID_APPLICATION.coverLetter,
      selectedSkills: VALID_APPLICATION.selectedSkills,
      selectedAvailability: VALID_APPLICATION.selectedAvailability,
      resume: {
        name: 'Dana.docx',
        size: RESUME_FIXTURES.docx.length,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        url: `/api/applications/${danaApp.id}/resume`,
      },
      history: [{ from: null, to: 'applied', label: 'Applied', at: danaApp.appliedAt }],
      referred: false,
      referrerName: null,
      applicant: { id: dana.id, name: 'Dana Reyes', email: dana.email, phone: '+1 512 555 0101', avatar: null },
      job: { id: job.id, title: job.title },
    })
    assert.isFalse(all.body().hasMore)

    const tab = async (name: string) =>
      (await client.get(`/api/jobs/${job.id}/applications?tab=${name}`).loginAs(owner))
        .body()
        .applications.map((item: { id: string }) => item.id)
    assert.deepEqual(await tab('pending'), [danaApp.id])
    assert.deepEqual(await tab('reviewed'), [samApp.id])
    assert.deepEqual(await tab('referred'), [])
    const paged = await client.get(`/api/jobs/${job.id}/applications?limit=1`).loginAs(owner)
    assert.isTrue(paged.body().hasMore)
    const rest = await client
      .get(`/api/jobs/${job.id}/applications?limit=1&cursor=${paged.body().nextCursor}`)
      .loginAs(owner)
    assert.deepEqual(
      rest.body().applications.map((item: { id: string }) => item.id),
      [danaApp.id]
    )
    const badTab = await client.get(`/api/jobs/${job.id}/applications?tab=archived`).loginAs(owner)
    badTab.assertStatus(422)
    assert.equal(badTab.body().error, 'Tab must be one of all, referred, pending, reviewed')

    // An admin may look; other employers and candidates may not; unknown job 404.
    const admin = await UserFactory.apply('admin').create()
    ;(await client.get(`/api/jobs/${job.id}/applications`).loginAs(admin)).assertStatus(200)
    for (const user of [await UserFactory.apply('employer').create(), dana]) {
      const denied = await client.get(`/api/jobs/${job.id}/applications`).loginAs(user)
      denied.assertStatus(403)
      denied.assertBody({ error: M.notJobEmployer })
    }
    const unknown = await client.get(`/api/jobs/${UNKNOWN_ID}/applications`).loginAs(owner)
    unknown.assertStatus(404)
    unknown.assertBody({ error: 'Job not found' })
    ;(await client.get(`/api/jobs/${job.id}/applications`)).assertStatus(401)
  })

  test("a referred application (referrals:application_referred) is under Referred with the referrer's name", async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const dana = await UserFactory.create()
    const sam = await UserFactory.create()
    const referred = (await apply(client, dana, job.id)).body()
    await apply(client, sam, job.id)
    const referralId = '0b6f3c1e-1111-4000-8000-000000000001'
    await emitter.emit('referrals:application_referred', {
      applicationId: referred.id,
      referralId,
      referrerName: 'Riley Chen',
    })
    assert.include(await db.from('applications').where('id', referred.id).firstOrFail(), {
      referral_id: referralId,
      referrer_name: 'Riley Chen',
    })
    const tab = await client.get(`/api/jobs/${job.id}/applications?tab=referred`).loginAs(owner)
    assert.deepEqual(tab.body().counts, { all: 2, referred: 1, pending: 2, reviewed: 0 })
    assert.deepEqual(
      tab
        .body()
        .applications.map((item: { id: string; referred: boolean; referrerName: string | null }) => [
          item.id,
          item.referred,
          item.referrerName,
        ]),
      [[referred.id, true, 'Riley Chen']]
    )
    const all = await client.get('/api/applications').loginAs(owner)
    assert.deepEqual(
      all
        .body()
        .applications.map((item: { referred: boolean; referrerName: string | null }) => [
          item.referred,
          item.referrerName,
        ]),
      [
        [false, null],
        [true, 'Riley Chen'],
      ]
    )
  })

  test("GET /api/applications: an employer's own jobs only; an admin without jobs sees none", async ({
    client,
    assert,
  }) => {
    const { owner, company, job } = await employerJob()
    const second = await createJob(company, { title: 'Second Role' })
    const elsewhere = await employerJob('Elsewhere Role')
    const candidate = await UserFactory.create()
    const a = (await apply(client, candidate, job.id)).body().id
    const b = (await apply(client, candidate, second.id)).body().id
    await apply(client, candidate, elsewhere.job.id)

    const mine = await client.get('/api/applications').loginAs(owner)
    mine.assertStatus(200)
    assert.sameMembers(
      mine.body().applications.map((item: { id: string }) => item.id),
      [a, b]
    )
    assert.deepEqual(
      mine
        .body()
        .applications.map((item: { job: { title: string } }) => item.job.title)
        .sort(),
      [job.title, 'Second Role'].sort()
    )
    assert.notProperty(mine.body(), 'counts')
    const admin = await UserFactory.apply('admin').create()
    const none = await client.get('/api/applications').loginAs(admin)
    none.assertBody({ applications: [], nextCursor: null, hasMore: false })
  })
})

test.group('PATCH /api/applications/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('moves along the pipeline in both vocabularies: recorded, notified and e-mailed each time', async ({
    client,
    assert,
  }) => {
    const { owner, company, job } = await employerJob()
    const candidate = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    const { mails } = mail.fake()
    const steps: [string, ApplicationStatus][] = [
      ['reviewed', 'viewed'],
      ['interview', 'interview'],
      ['accepted', 'offer'],
      ['hired', 'hired'],
    ]
    let firstResponse: string | null = null
    for (const [word, stored] of steps) {
      const response = await client
        .patch(`/api/applications/${id}`)
        .json({ status: word })
        .withCsrfToken()
        .loginAs(owner)
      response.assertStatus(200)
      assert.equal(response.body().status, stored)
      assert.equal(response.body().statusLabel, APPLICATION_STATUS_LABELS[stored])
      assert.equal(response.body().applicant.id, candidate.id)
      const row = await db.from('applications').where('id', id).firstOrFail()
      assert.equal(row.status, stored)
      firstResponse ??= new Date(row.first_response_at).toISOString()
      assert.equal(new Date(row.first_response_at).toISOString(), firstResponse, 'the first response stays')
    }
    const history = await db
      .from('application_status_changes')
      .where('application_id', id)
      .orderBy('created_at')
      .orderByRaw('from_status IS NOT NULL')
    assert.deepEqual(
      history.map((entry) => [entry.from_status, entry.to_status, entry.changed_by]),
      [
        [null, 'applied', candidate.id],
        ['applied', 'viewed', owner.id],
        ['viewed', 'interview', owner.id],
        ['interview', 'offer', owner.id],
        ['offer', 'hired', owner.id],
      ]
    )
    const notes = await db
      .from('notifications')
      .where({ user_id: candidate.id, type: 'application_status' })
      .orderBy('created_at')
    assert.deepEqual(
      notes.map((note) => [note.actor_id, note.entity_type, note.entity_id, note.message]),
      ['Under Review', 'Interview Scheduled', 'Offer Extended', 'Hired'].map((label) => [
        owner.id,
        'application',
        id,
        `Your application for ${job.title} at ${company.name}: ${label}`,
      ])
    )
    const listed = await client.get('/api/notifications').loginAs(candidate)
    assert.deepInclude(listed.body().notifications[0], {
      type: 'application_status',
      message: `Your application for ${job.title} at ${company.name}: Hired`,
      entityType: 'application',
      entityId: id,
      link: '/applications',
    })
    const sent = mails.queued((message: unknown) => message instanceof ApplicationStatusMail) as ApplicationStatusMail[]
    assert.deepEqual(
      sent.map((message) => [message.to, message.subject]),
      ['Under Review', 'Interview Scheduled', 'Offer Extended', 'Hired'].map((label) => [
        candidate.email,
        `Your application for ${job.title}: ${label}`,
      ])
    )
    const interview = await rendered(sent[1])
    assert.include(interview.html, `Your application for ${job.title} at ${company.name} is now: Interview Scheduled.`)
    assert.include(interview.text, 'Interview Scheduled')

    // Hired is final: refused with both labels named, nothing recorded.
    for (const [word, label] of [
      ['rejected', 'Not Selected'],
      ['pending', 'Applied'],
      ['viewed', 'Under Review'],
    ]) {
      const refused = await client
        .patch(`/api/applications/${id}`)
        .json({ status: word })
        .withCsrfToken()
        .loginAs(owner)
      refused.assertStatus(409)
      refused.assertBody({ error: `An application that is Hired cannot move to ${label}` })
    }
    assert.lengthOf(await db.from('application_status_changes').where('application_id', id), 5)
  })

  test('refused moves (409), rejection before hired, the same status again changes nothing', async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    const patch = (status: string) =>
      client.patch(`/api/applications/${id}`).json({ status }).withCsrfToken().loginAs(owner)

    const same = await patch('pending')
    same.assertStatus(200)
    assert.equal(same.body().status, 'applied')
    assert.lengthOf(await db.from('application_status_changes').where('application_id', id), 1)
    assert.lengthOf(await db.from('notifications').where({ user_id: candidate.id }), 0)
    assert.isNull((await db.from('applications').where('id', id).firstOrFail()).first_response_at)

    ;(await patch('offer')).assertStatus(200)
    const back = await patch('reviewed')
    back.assertStatus(409)
    back.assertBody({ error: 'An application that is Offer Extended cannot move to Under Review' })
    const again = await patch('accepted')
    again.assertStatus(200)
    assert.lengthOf(await db.from('application_status_changes').where('application_id', id), 2)
    assert.lengthOf(await db.from('notifications').where({ user_id: candidate.id }), 1)

    const rejected = await patch('rejected')
    rejected.assertStatus(200)
    assert.equal(rejected.body().statusLabel, 'Not Selected')
    const after = await patch('interview')
    after.assertStatus(409)
    after.assertBody({ error: 'An application that is Not Selected cannot move to Interview Scheduled' })
  })

  test('status must be a word of either vocabulary (422); owner or admin only (403); 404; 401', async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    for (const status of ['archived', '', 'APPLIED', 42, undefined]) {
      const response = await client.patch(`/api/applications/${id}`).json({ status }).withCsrfToken().loginAs(owner)
      response.assertStatus(422)
      assert.equal(response.body().error, STATUS_INPUT_MESSAGE, String(status))
    }
    for (const user of [candidate, await UserFactory.apply('employer').create()]) {
      const denied = await client
        .patch(`/api/applications/${id}`)
        .json({ status: 'viewed' })
        .withCsrfToken()
        .loginAs(user)
      denied.assertStatus(403)
      denied.assertBody({ error: M.notJobEmployer })
    }
    const admin = await UserFactory.apply('admin').create()
    const byAdmin = await client
      .patch(`/api/applications/${id}`)
      .json({ status: 'viewed' })
      .withCsrfToken()
      .loginAs(admin)
    byAdmin.assertStatus(200)
    assert.equal(
      (await db.from('application_status_changes').where({ application_id: id, to_status: 'viewed' }).firstOrFail())
        .changed_by,
      admin.id
    )
    const unknown = await client
      .patch(`/api/applications/${UNKNOWN_ID}`)
      .json({ status: 'viewed' })
      .withCsrfToken()
      .loginAs(owner)
    unknown.assertStatus(404)
    unknown.assertBody({ error: M.applicationNotFound })
    ;(await client.patch(`/api/applications/${id}`).json({ status: 'viewed' }).withCsrfToken()).assertStatus(401)
  })
})

test.group('POST /api/applications/{id}/send-email', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("each of the five templates, with the employer's message escaped inside", async ({ client, assert }) => {
    const { owner, company, job } = await employerJob('Grid <Ops> Analyst')
    const candidate = await UserFactory.merge({ name: 'Dana Reyes' }).create()
    const id = (await apply(client, candidate, job.id)).body().id
    const { mails } = mail.fake()
    const subjects: Record<string, string> = {
      application_received: `${company.name} received your application for Grid <Ops> Analyst`,
      under_review: 'Your application for Grid <Ops> Analyst is under review',
      interview_invitation: `Interview invitation: Grid <Ops> Analyst at ${company.name}`,
      accepted: `Good news about Grid <Ops> Analyst at ${company.name}`,
      rejected: 'Update on your application for Grid <Ops> Analyst',
    }
    for (const emailType of APPLICATION_EMAIL_TYPES) {
      const response = await client
        .post(`/api/applications/${id}/send-email`)
        .json({ emailType, message: `Dear Dana,\n\nCan you come <b>Tuesday</b> at 10?` })
        .withCsrfToken()
        .loginAs(owner)
      response.assertStatus(200)
      response.assertBody({ message: 'Email sent' })
    }
    const sent = mails.queued((message: unknown) => message instanceof ApplicationEmail) as ApplicationEmail[]
    mail.restore()
    assert.deepEqual(
      sent.map((message) => message.content.type),
      [...APPLICATION_EMAIL_TYPES]
    )
    for (const message of sent) {
      const json = await rendered(message)
      assert.equal(json.subject, subjects[message.content.type])
      assert.equal(message.content.to, candidate.email)
      assert.equal(message.content.replyTo, owner.email)
      assert.include(json.html, 'Can you come &lt;b&gt;Tuesday&lt;/b&gt; at 10?')
      assert.notInclude(json.html, '<b>Tuesday</b>')
      assert.include(json.html, 'Grid &lt;Ops&gt; Analyst')
      assert.include(json.html, 'Hi Dana Reyes,')
      assert.include(json.text, 'Can you come <b>Tuesday</b> at 10?')
      assert.include(json.text, `A message from ${company.name}:`)
    }
    const interview = await rendered(sent[2])
    assert.include(interview.text, `${company.name} would like to invite you to interview for Grid <Ops> Analyst.`)

    // Without a message: the template alone.
    const { mails: again } = mail.fake()
    ;(
      await client
        .post(`/api/applications/${id}/send-email`)
        .json({ emailType: 'under_review' })
        .withCsrfToken()
        .loginAs(owner)
    ).assertStatus(200)
    const [plain] = again.queued() as ApplicationEmail[]
    mail.restore()
    assert.notInclude((await rendered(plain)).text, 'A message from')
  })

  test("type and length checked (422); the job's employer only (403, admins too); 404; rate-limited (429)", async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    const { mails } = mail.fake()
    const send = (json: object, user = owner) =>
      client.post(`/api/applications/${id}/send-email`).json(json).withCsrfToken().loginAs(user)
    const typeMessage = `Email type must be one of ${APPLICATION_EMAIL_TYPES.join(', ')}`
    for (const emailType of ['offer_letter', undefined, 7]) {
      const bad = await send({ emailType, message: 'Hello' })
      bad.assertStatus(422)
      assert.equal(bad.body().error, typeMessage)
    }
    const long = await send({ emailType: 'accepted', message: 'x'.repeat(APPLICATION_LIMITS.emailMessageMax + 1) })
    long.assertStatus(422)
    assert.equal(long.body().error, `Message must be at most ${APPLICATION_LIMITS.emailMessageMax} characters`)
    for (const user of [
      candidate,
      await UserFactory.apply('admin').create(),
      await UserFactory.apply('employer').create(),
    ]) {
      const denied = await send({ emailType: 'accepted' }, user)
      denied.assertStatus(403)
      denied.assertBody({ error: M.notJobEmployer })
    }
    const unknown = await client
      .post(`/api/applications/${UNKNOWN_ID}/send-email`)
      .json({ emailType: 'accepted' })
      .withCsrfToken()
      .loginAs(owner)
    unknown.assertStatus(404)
    ;(
      await client.post(`/api/applications/${id}/send-email`).json({ emailType: 'accepted' }).withCsrfToken()
    ).assertStatus(401)
    assert.lengthOf(mails.queued(), 0)

    // The owner has used 5 of the hour's allowance above (4 refused inputs, 1 too long).
    const allowance = APPLICATION_RATE_LIMITS.emailsPerEmployer.requests
    for (let i = 5; i < allowance; i++) (await send({ emailType: 'under_review' })).assertStatus(200)
    const limited = await send({ emailType: 'under_review' })
    limited.assertStatus(429)
    limited.assertBody({ error: 'Too many requests. Please try again later.' })
    assert.lengthOf(mails.queued(), allowance - 5)
    mail.restore()
  })
})

test.group('GET /api/applications/{id}/resume', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("streamed to the applicant and the job's employer, as an attachment with its name; nobody else", async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const resume = await uploadResume(client, candidate, 'pdf', 'Résumé José.pdf')
    const id = (await apply(client, candidate, job.id, { resumeUrl: resume.url })).body().id
    for (const reader of [candidate, owner]) {
      const response = await client.get(`/api/applications/${id}/resume`).loginAs(reader)
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'application/pdf')
      assert.equal(
        response.header('content-disposition'),
        `attachment; filename="R_sum_ Jos_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Jos%C3%A9.pdf`
      )
      assert.equal(response.header('cache-control'), 'private, no-store')
      assert.equal(response.header('x-content-type-options'), 'nosniff')
      assert.equal(response.header('content-length'), String(RESUME_FIXTURES.pdf.length))
      assert.deepEqual(response.body(), RESUME_FIXTURES.pdf)
    }
    for (const reader of [
      await UserFactory.create(),
      await UserFactory.apply('admin').create(),
      await UserFactory.apply('employer').create(),
    ]) {
      const denied = await client.get(`/api/applications/${id}/resume`).loginAs(reader)
      denied.assertStatus(403)
      denied.assertBody({ error: "Only the applicant or the job's employer can read this resume" })
    }
    ;(await client.get(`/api/applications/${id}/resume`)).assertStatus(401)
  })

  test('404 "Resume not found" without one; 404 "Application not found" for an unknown one', async ({ client }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    const none = await client.get(`/api/applications/${id}/resume`).loginAs(owner)
    none.assertStatus(404)
    none.assertBody({ error: M.resumeNotFound })
    const unknown = await client.get(`/api/applications/${UNKNOWN_ID}/resume`).loginAs(owner)
    unknown.assertStatus(404)
    unknown.assertBody({ error: M.applicationNotFound })
    ;(await client.get(`/api/applications/not-a-uuid/resume`).loginAs(owner)).assertStatus(404)
  })

  test('an ASCII name is sent as is', async ({ client, assert }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const resume = await uploadResume(client, candidate, 'doc', 'cv-2026.doc')
    const id = (await apply(client, candidate, job.id, { resumeUrl: resume.url })).body().id
    const response = await client.get(`/api/applications/${id}/resume`).loginAs(owner)
    assert.equal(response.header('content-disposition'), 'attachment; filename="cv-2026.doc"')
    assert.equal(response.header('content-type'), 'application/msword')
  })
})

test.group('deleting a job', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('removes its applications and their history', async ({ client, assert }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    await client.patch(`/api/applications/${id}`).json({ status: 'viewed' }).withCsrfToken().loginAs(owner)
    ;(await client.delete(`/api/jobs/${job.id}`).withCsrfToken().loginAs(owner)).assertStatus(200)
    assert.isNull(await db.from('applications').where('id', id).first())
    assert.lengthOf(await db.from('application_status_changes').where('application_id', id), 0)
    const mine = await client.get('/api/applications/my').loginAs(candidate)
    assert.deepEqual(mine.body().applications, [])
  })
})
