import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { JOB_INPUT, createCompany, createJob } from '#jobs/database/factories/job_factory'
import { MESSAGES } from '#jobs/constants'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

async function employerWithCompany() {
  const owner = await UserFactory.apply('employer').create()
  const company = await createCompany(owner)
  return { owner, company }
}

test.group('POST /api/jobs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('posts a job with what is derived from it stored', async ({ client, assert }) => {
    const { owner, company } = await employerWithCompany()
    const response = await client
      .post('/api/jobs')
      .json({
        ...JOB_INPUT,
        companyId: company.id,
        payRate: 62400,
        payUnit: 'year',
        requirements: 'Must have experience with CIP evidence',
        location: 'Remote',
        zipcode: '10001-1234',
        benefits: ['Health Insurance', '401k'],
      })
      .withCsrfToken()
      .loginAs(owner)
    response.assertStatus(201)
    const job = response.body()
    assert.include(job, {
      companyId: company.id,
      title: JOB_INPUT.title,
      payRate: '62400.00',
      payUnit: 'year',
      hourlyRate: 30,
      totalComp: '10',
      zipcode: '10001-1234',
      isRemote: true,
      experienceLevel: 'Mid Level',
      status: 'active',
      isHiringNow: true,
      isUrgent: false,
      priorityPlacement: true,
      applicantCount: 0,
      isSaved: false,
      isLiked: false,
      hasApplied: false,
    })
    assert.deepEqual(job.benefits, ['Health Insurance', '401k'])
    assert.equal(job.company.name, company.name)
    assert.equal(job.company.foundingNumber, company.foundingEmployerNumber)
    const row = await db.from('jobs').where('id', job.id).firstOrFail()
    assert.equal(row.zip_code, '10001-1234')
    assert.equal(row.hourly_rate, '30.00')
  })

  test('every rule of the posting form with its message', async ({ client, assert }) => {
    const { owner, company } = await employerWithCompany()
    const base = { ...JOB_INPUT, companyId: company.id }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: undefined }, 'title', MESSAGES.titleRequired],
      [{ title: '  ' }, 'title', MESSAGES.titleRequired],
      [{ title: 'ab' }, 'title', MESSAGES.titleMin],
      [{ title: 'x'.repeat(101) }, 'title', MESSAGES.titleMax],
      [{ category: undefined }, 'category', MESSAGES.categoryRequired],
      [{ category: '' }, 'category', MESSAGES.categoryRequired],
      [{ location: undefined }, 'location', MESSAGES.cityRequired],
      [{ location: 'A' }, 'location', MESSAGES.cityMin],
      [{ location: 'x'.repeat(101) }, 'location', MESSAGES.cityMax],
      [{ state: 'x'.repeat(51) }, 'state', MESSAGES.stateMax],
      [{ state: undefined }, 'state', MESSAGES.stateRequired],
      [{ country: 'x'.repeat(51) }, 'country', MESSAGES.countryMax],
      [{ zipcode: undefined }, 'zipcode', MESSAGES.zipRequired],
      [{ zipcode: '1234' }, 'zipcode', MESSAGES.zipFormat],
      [{ zipcode: '12345-67' }, 'zipcode', MESSAGES.zipFormat],
      [{ payRate: undefined }, 'payRate', MESSAGES.payRequired],
      [{ payRate: 'abc' }, 'payRate', MESSAGES.payNumber],
      [{ payRate: -3 }, 'payRate', MESSAGES.payNumber],
      [{ payRate: 4.99 }, 'payRate', MESSAGES.payRange],
      [{ payRate: 500001 }, 'payRate', MESSAGES.payRange],
      [{ payUnit: undefined }, 'payUnit', MESSAGES.payUnitRequired],
      [{ payUnit: 'fortnight' }, 'payUnit', MESSAGES.payUnitRequired],
      [{ totalComp: '7' }, 'totalComp', MESSAGES.totalComp],
      [{ totalComp: 105 }, 'totalComp', MESSAGES.totalComp],
      [{ schedule: undefined }, 'schedule', MESSAGES.scheduleRequired],
      [{ description: undefined }, 'description', MESSAGES.descriptionRequired],
      [{ description: 'too short' }, 'description', MESSAGES.descriptionMin],
      [{ description: 'x'.repeat(2001) }, 'description', MESSAGES.descriptionMax],
      [{ requirements: 'x'.repeat(1001) }, 'requirements', MESSAGES.requirementsMax],
      [{ companyId: undefined }, 'companyId', MESSAGES.companyIdRequired],
    ]
    for (const [changes, field, message] of cases) {
      const response = await client
        .post('/api/jobs')
        .json({ ...base, ...changes })
        .withCsrfToken()
        .loginAs(owner)
      response.assertStatus(422)
      assert.equal(response.body().error, message, JSON.stringify(changes).slice(0, 80))
      assert.equal(response.body().errors[0].field, field)
    }
    const ok = await client
      .post('/api/jobs')
      .json({ ...base, payRate: '5', totalComp: 100, requirements: undefined })
      .withCsrfToken()
      .loginAs(owner)
    ok.assertStatus(201)
    assert.equal(ok.body().requirements, '')
    assert.equal(ok.body().totalComp, '100')
  })

  test("the company must be the caller's own (admins may post for any); 404 unknown; 401 anonymous", async ({
    client,
    assert,
  }) => {
    const { company } = await employerWithCompany()
    const stranger = await UserFactory.apply('employer').create()
    const admin = await UserFactory.apply('admin').create()
    const body = { ...JOB_INPUT, companyId: company.id }
    const denied = await client.post('/api/jobs').json(body).withCsrfToken().loginAs(stranger)
    denied.assertStatus(403)
    assert.deepEqual(denied.body(), { error: MESSAGES.notYourCompany })
    ;(await client.post('/api/jobs').json(body).withCsrfToken().loginAs(admin)).assertStatus(201)
    const missing = await client
      .post('/api/jobs')
      .json({ ...body, companyId: UNKNOWN })
      .withCsrfToken()
      .loginAs(stranger)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { error: MESSAGES.companyNotFound })
    ;(await client.post('/api/jobs').json(body).withCsrfToken()).assertStatus(401)
  })
})

test.group('PATCH and DELETE /api/jobs/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner pauses (hidden from others), activates and edits under the same rules', async ({
    client,
    assert,
  }) => {
    const { owner, company } = await employerWithCompany()
    const reader = await UserFactory.create()
    const job = await createJob(company)
    const paused = await client.patch(`/api/jobs/${job.id}`).json({ status: 'paused' }).withCsrfToken().loginAs(owner)
    paused.assertStatus(200)
    assert.equal(paused.body().status, 'paused')
    const hidden = await client.get(`/api/jobs/${job.id}`).loginAs(reader)
    hidden.assertStatus(404)
    assert.deepEqual(hidden.body(), { error: MESSAGES.jobNotFound })
    ;(await client.get(`/api/jobs/${job.id}`).loginAs(owner)).assertStatus(200)
    const list = await client.get('/api/jobs').loginAs(reader)
    assert.notInclude(
      list.body().jobs.map((item: { id: string }) => item.id),
      job.id
    )

    const edited = await client
      .patch(`/api/jobs/${job.id}`)
      .json({ status: 'active', payRate: 800, payUnit: 'week', requirements: 'Senior engineer', title: 'Lead analyst' })
      .withCsrfToken()
      .loginAs(owner)
    edited.assertStatus(200)
    assert.include(edited.body(), {
      status: 'active',
      payRate: '800.00',
      payUnit: 'week',
      hourlyRate: 20,
      experienceLevel: 'Senior Level',
      title: 'Lead analyst',
    })

    const invalid = await client.patch(`/api/jobs/${job.id}`).json({ status: 'closed' }).withCsrfToken().loginAs(owner)
    invalid.assertStatus(422)
    assert.equal(invalid.body().error, 'Status must be active or paused')
    const short = await client
      .patch(`/api/jobs/${job.id}`)
      .json({ description: 'short' })
      .withCsrfToken()
      .loginAs(owner)
    assert.equal(short.body().error, MESSAGES.descriptionMin)
  })

  test('others 403, admins allowed, 404 unknown, 401 anonymous', async ({ client, assert }) => {
    const { company } = await employerWithCompany()
    const other = await UserFactory.apply('employer').create()
    const admin = await UserFactory.apply('admin').create()
    const job = await createJob(company)
    const denied = await client.patch(`/api/jobs/${job.id}`).json({ status: 'paused' }).withCsrfToken().loginAs(other)
    denied.assertStatus(403)
    assert.deepEqual(denied.body(), { error: MESSAGES.notJobOwner })
    ;(await client.delete(`/api/jobs/${job.id}`).withCsrfToken().loginAs(other)).assertStatus(403)
    ;(await client.patch(`/api/jobs/${job.id}`).json({ status: 'paused' }).withCsrfToken().loginAs(admin)).assertStatus(
      200
    )
    ;(
      await client.patch(`/api/jobs/${UNKNOWN}`).json({ status: 'paused' }).withCsrfToken().loginAs(admin)
    ).assertStatus(404)
    ;(await client.delete(`/api/jobs/${UNKNOWN}`).withCsrfToken().loginAs(admin)).assertStatus(404)
    ;(await client.patch(`/api/jobs/${job.id}`).json({ status: 'paused' }).withCsrfToken()).assertStatus(401)
  })

  test('DELETE removes the job with its interactions and reports', async ({ client, assert }) => {
    const { owner, company } = await employerWithCompany()
    const reader = await UserFactory.create()
    const job = await createJob(company)
    await client.post(`/api/jobs/${job.id}/interactions`).json({ type: 'save' }).withCsrfToken().loginAs(reader)
    await client.post(`/api/jobs/${job.id}/report`).json({}).withCsrfToken().loginAs(reader)
    const response = await client.delete(`/api/jobs/${job.id}`).withCsrfToken().loginAs(owner)
    response.assertStatus(200)
    assert.deepEqual(response.body(), { message: 'Job deleted' })
    assert.isNull(await db.from('jobs').where('id', job.id).first())
    assert.lengthOf(await db.from('job_interactions').where('job_id', job.id), 0)
    assert.lengthOf(await db.from('job_reports').where('job_id', job.id), 0)
  })
})

test.group('job detail, interactions, report', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("save and like toggle; the reader's lists and flags follow", async ({ client, assert }) => {
    const { company } = await employerWithCompany()
    const reader = await UserFactory.create()
    const job = await createJob(company)
    const toggle = (type: string) =>
      client.post(`/api/jobs/${job.id}/interactions`).json({ type }).withCsrfToken().loginAs(reader)

    assert.deepEqual((await toggle('save')).body(), { save: true, message: 'Job saved to your list' })
    assert.deepEqual((await toggle('like')).body(), { like: true, message: 'Job liked' })
    const detail = await client.get(`/api/jobs/${job.id}`).loginAs(reader)
    assert.include(detail.body(), { isSaved: true, isLiked: true, hasApplied: false })
    const lists = await client.get('/api/user/job-interactions').loginAs(reader)
    assert.deepEqual(lists.body(), { saved: [job.id], liked: [job.id], applied: [] })

    assert.deepEqual((await toggle('save')).body(), { save: false, message: 'Job removed from your saved list' })
    assert.deepEqual((await toggle('like')).body(), { like: false, message: 'Like removed' })
    assert.deepEqual((await client.get('/api/user/job-interactions').loginAs(reader)).body(), {
      saved: [],
      liked: [],
      applied: [],
    })

    const invalid = await toggle('share')
    invalid.assertStatus(422)
    assert.equal(invalid.body().error, 'Type must be save or like')
    ;(
      await client.post(`/api/jobs/${UNKNOWN}/interactions`).json({ type: 'save' }).withCsrfToken().loginAs(reader)
    ).assertStatus(404)
    ;(await client.post(`/api/jobs/${job.id}/interactions`).json({ type: 'save' }).withCsrfToken()).assertStatus(401)
    ;(await client.get('/api/user/job-interactions')).assertStatus(401)
  })

  test('report: stored pending for moderation, 409 the second time', async ({ client, assert }) => {
    const { company } = await employerWithCompany()
    const reader = await UserFactory.create()
    const job = await createJob(company)
    const first = await client
      .post(`/api/jobs/${job.id}/report`)
      .json({ reason: 'Looks like a scam' })
      .withCsrfToken()
      .loginAs(reader)
    first.assertStatus(200)
    assert.deepEqual(first.body(), { message: MESSAGES.reported })
    const row = await db.from('job_reports').where({ job_id: job.id, reporter_id: reader.id }).firstOrFail()
    assert.include(row, { status: 'pending', reason: 'Looks like a scam' })
    const second = await client.post(`/api/jobs/${job.id}/report`).json({}).withCsrfToken().loginAs(reader)
    second.assertStatus(409)
    assert.deepEqual(second.body(), { error: MESSAGES.alreadyReported })
    const long = await client
      .post(`/api/jobs/${job.id}/report`)
      .json({ reason: 'x'.repeat(501) })
      .withCsrfToken()
      .loginAs(reader)
    long.assertStatus(422)
    ;(await client.post(`/api/jobs/${UNKNOWN}/report`).json({}).withCsrfToken().loginAs(reader)).assertStatus(404)
    ;(await client.post(`/api/jobs/${job.id}/report`).json({}).withCsrfToken()).assertStatus(401)
  })

  test('GET /api/jobs/wage-catalogue serves the catalogue with suggestions', async ({ client, assert }) => {
    const reader = await UserFactory.create()
    const response = await client.get('/api/jobs/wage-catalogue').loginAs(reader)
    response.assertStatus(200)
    const categories = response.body().categories
    assert.lengthOf(categories, 7)
    const title = categories[6].titles[0]
    assert.equal(title.suggestedYearlyPay, Math.round((title.minWage + title.maxWage) / 2) * 2080)
    ;(await client.get('/api/jobs/wage-catalogue')).assertStatus(401)
  })
})
