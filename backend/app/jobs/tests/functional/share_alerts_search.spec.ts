import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import JobMatchMail from '#jobs/mails/job_match_mail'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { MESSAGES } from '#jobs/constants'
import { searchJobs } from '#jobs/queries/search_query'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

test.group('POST /api/posts {type: job_share}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a caption and the real job's block, linking to the job", async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Share Grid')
    const job = await createJob(company, { payRate: 62400, payUnit: 'year' })
    const reader = await UserFactory.create()
    const response = await client
      .post('/api/posts')
      .json({ content: 'Great role for a friend', type: 'job_share', jobId: job.id, visibility: 'public' })
      .withCsrfToken()
      .loginAs(reader)
    response.assertStatus(201)
    const post = response.body()
    const jobBlock = post.blocks.find((block: { type: string }) => block.type === 'job')
    assert.deepInclude(jobBlock.content, {
      jobId: job.id,
      jobTitle: job.title,
      company: 'Share Grid',
      location: 'Austin, Texas',
      salary: '$62,400/year',
    })
    const row = await db.from('posts').where('id', post.id).firstOrFail()
    assert.equal(row.media_type, 'job')
    assert.equal(row.media_url, `/jobs/${job.id}`)
    assert.include(row.content, 'Great role for a friend')
  })

  test('Caption Required, unknown or paused job 404, and a forged job block gets the real job', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Real Co')
    const job = await createJob(company)
    const reader = await UserFactory.create()
    const share = (json: object) => client.post('/api/posts').json(json).withCsrfToken().loginAs(reader)
    const blank = await share({ content: '   ', type: 'job_share', jobId: job.id })
    blank.assertStatus(422)
    assert.equal(blank.body().error, 'Caption Required')
    const missing = await share({ content: 'Look', type: 'job_share', jobId: UNKNOWN })
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { error: 'Job not found' })
    await db.from('jobs').where('id', job.id).update({ status: 'paused' })
    ;(await share({ content: 'Look', type: 'job_share', jobId: job.id })).assertStatus(404)
    await db.from('jobs').where('id', job.id).update({ status: 'active' })

    const forged = await share({ blocks: [{ type: 'job', content: { jobId: job.id, jobTitle: 'CEO, $1M' } }] })
    forged.assertStatus(201)
    assert.equal(forged.body().blocks[0].content.jobTitle, job.title)
    const unknown = await share({ blocks: [{ type: 'job', content: { jobId: UNKNOWN, jobTitle: 'Made up' } }] })
    unknown.assertStatus(201)
    assert.notProperty(unknown.body().blocks[0].content, 'jobId')
  })
})

test.group('/api/alerts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create (radius 25 by default), list, pause, delete; owner only', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const created = await client
      .post('/api/alerts')
      .json({ query: 'compliance analyst', location: 'Austin', frequency: 'daily' })
      .withCsrfToken()
      .loginAs(user)
    created.assertStatus(201)
    assert.include(created.body(), {
      query: 'compliance analyst',
      location: 'Austin',
      radius: 25,
      frequency: 'daily',
      isActive: true,
      email: false,
    })
    const id = created.body().id
    const list = await client.get('/api/alerts').loginAs(user)
    assert.deepEqual(
      list.body().map((alert: { id: string }) => alert.id),
      [id]
    )
    assert.deepEqual((await client.get('/api/alerts').loginAs(other)).body(), [])

    const paused = await client.patch(`/api/alerts/${id}`).json({ isActive: false }).withCsrfToken().loginAs(user)
    assert.equal(paused.body().isActive, false)
    const denied = await client.patch(`/api/alerts/${id}`).json({ isActive: true }).withCsrfToken().loginAs(other)
    denied.assertStatus(403)
    assert.deepEqual(denied.body(), { error: MESSAGES.notAlertOwner })
    ;(await client.delete(`/api/alerts/${id}`).withCsrfToken().loginAs(other)).assertStatus(403)
    ;(await client.patch(`/api/alerts/${UNKNOWN}`).json({ isActive: true }).withCsrfToken().loginAs(user)).assertStatus(
      404
    )

    const bad: [object, string][] = [
      [{ frequency: 'hourly' }, 'Frequency must be instant, daily or weekly'],
      [{ radius: 0 }, 'Radius must be a whole number of miles from 1 to 500'],
      [{ query: 'x'.repeat(201) }, 'Query must be at most 200 characters'],
    ]
    for (const [json, message] of bad) {
      const response = await client.post('/api/alerts').json(json).withCsrfToken().loginAs(user)
      response.assertStatus(422)
      assert.equal(response.body().error, message)
    }
    const missing = await client.patch(`/api/alerts/${id}`).json({}).withCsrfToken().loginAs(user)
    assert.equal(missing.body().error, 'isActive is required')

    const deleted = await client.delete(`/api/alerts/${id}`).withCsrfToken().loginAs(user)
    assert.deepEqual(deleted.body(), { message: 'Alert deleted' })
    assert.isNull(await db.from('alerts').where('id', id).first())
    ;(await client.get('/api/alerts')).assertStatus(401)
  })

  test("a newly posted matching job notifies active alerts' owners (job_match), not paused or unmatched ones", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Alerting Grid')
    const [watcher, pausedWatcher, elsewhere] = await UserFactory.createMany(3)
    const alert = async (user: User, json: object) =>
      (await client.post('/api/alerts').json(json).withCsrfToken().loginAs(user)).body()
    await alert(watcher, { query: 'compliance', location: 'austin' })
    const paused = await alert(pausedWatcher, { query: 'compliance' })
    await client.patch(`/api/alerts/${paused.id}`).json({ isActive: false }).withCsrfToken().loginAs(pausedWatcher)
    await alert(elsewhere, { query: 'compliance', location: 'Seattle' })

    const job = await createJob(company, { title: 'Compliance Analyst', location: 'Austin' })
    const notes = await db.from('notifications').where({ type: 'job_match', entity_id: job.id })
    assert.deepEqual(
      notes.map((note) => note.user_id),
      [watcher.id]
    )
    assert.equal(notes[0].message, 'New job matching your alert: Compliance Analyst at Alerting Grid')
    const { mails } = mail.fake()
    const mailed = await alert(elsewhere, { query: 'substation', email: true })
    assert.equal(mailed.email, true)
    const second = await createJob(company, { title: 'Substation Technician' })
    const queued = mails.queued((message: unknown) => message instanceof JobMatchMail) as JobMatchMail[]
    mail.restore()
    assert.deepEqual(
      queued.map((message) => [message.to, message.subject, message.url.endsWith(`/jobs/${second.id}`)]),
      [[elsewhere.email, 'New job: Substation Technician', true]]
    )
    assert.lengthOf(
      await db.from('notifications').where({ type: 'job_match', entity_id: second.id, user_id: elsewhere.id }),
      1
    )

    const listed = await client.get('/api/notifications').loginAs(watcher)
    const first = listed.body().notifications?.[0] ?? listed.body()[0]
    assert.equal(first.type, 'job_match')
  })
})

test.group('GET /api/search with jobs and companies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('jobs by full text and companies by name, typos forgiven; paused jobs left out', async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Voltaic Reliability')
    const job = await createJob(company, { title: 'Substation Compliance Engineer' })
    const paused = await createJob(company, { title: 'Substation Planner' })
    await db.from('jobs').where('id', paused.id).update({ status: 'paused' })
    const reader = await UserFactory.create()

    const byText = await client.get('/api/search?q=substation').loginAs(reader)
    byText.assertStatus(200)
    assert.deepEqual(byText.body().jobs, [
      {
        id: job.id,
        title: 'Substation Compliance Engineer',
        companyName: 'Voltaic Reliability',
        location: 'Austin, Texas',
      },
    ])
    const typo = await client.get('/api/search?q=voltiac').loginAs(reader)
    assert.deepEqual(
      typo.body().companies.map((item: { id: string }) => item.id),
      [company.id]
    )
    assert.deepEqual(Object.keys(typo.body().companies[0]), ['id', 'name', 'description', 'headquarters', 'verified'])
  })

  test('companies by a word of their name: a prefix or a typo; the closer name first; hidden ones left out', async ({
    client,
    assert,
  }) => {
    const company = async (name: string) => (await createCompany(await UserFactory.apply('employer').create(), name)).id
    const reliability = await company('Voltaic Reliability')
    const voltaic = await company('Voltaic')
    const summit = await company('Summit Grid Services')
    const hidden = await company('Voltaic Field Crews')
    await db.from('companies').where('id', hidden).update({ hidden_at: new Date() })
    const reader = await UserFactory.create()
    const names = async (q: string) =>
      (await client.get(`/api/search?q=${encodeURIComponent(q)}`).loginAs(reader))
        .body()
        .companies.map((item: { id: string }) => item.id)

    // Both names hold a word as similar to the typo; the tie goes by name.
    assert.deepEqual(await names('voltiac'), [voltaic, reliability])
    assert.deepEqual(await names('reli'), [reliability])
    assert.deepEqual(await names('summit grid'), [summit])
    assert.deepEqual(await names('substation'), [])
  })

  test('a word the newest jobs carry answers from them; otherwise every match is ranked', async ({ assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Voltaic Reliability')
    const hiddenCompany = await createCompany(await UserFactory.apply('employer').create(), 'Hidden Grid')
    const posted = async (target: typeof company, title: string, daysAgo: number, description?: string) => {
      const job = await createJob(target, { title, ...(description ? { description } : {}) })
      await db
        .from('jobs')
        .where('id', job.id)
        .update({ created_at: new Date(Date.now() - daysAgo * 86_400_000) })
      return job.id
    }
    const older = await posted(
      company,
      'Substation Lead',
      10,
      'Substation maintenance: substation relays and substation batteries.'
    )
    const paused = await posted(company, 'Substation Painter', 0)
    await db.from('jobs').where('id', paused).update({ status: 'paused' })
    await posted(hiddenCompany, 'Substation Welder', 0.05)
    await db.from('companies').where('id', hiddenCompany.id).update({ hidden_at: new Date() })
    const newest = await posted(company, 'Substation Technician', 1)
    const next = await posted(company, 'Substation Operator', 2)
    await posted(company, 'Line Worker', 3)

    // The newest four active jobs (the hidden company's among them) hold two matches: enough for two answers.
    const ids = async (limit: number) => (await searchJobs('substation', limit, 4)).map((job) => job.id)
    assert.deepEqual(await ids(2), [newest, next])
    // Not for three: every match is ranked, and the older job that names the word most comes first.
    assert.deepEqual(await ids(3), [older, newest, next])
    const where = { companyName: 'Voltaic Reliability', location: 'Austin, Texas' }
    assert.deepEqual(await searchJobs('substation', 2, 4), [
      { id: newest, title: 'Substation Technician', ...where },
      { id: next, title: 'Substation Operator', ...where },
    ])
    assert.deepEqual(await searchJobs('substation', 1, 4), [{ id: newest, title: 'Substation Technician', ...where }])
  })
})
