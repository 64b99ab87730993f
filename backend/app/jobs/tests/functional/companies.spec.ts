import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import CreateCompany from '#jobs/actions/create_company'
import { MESSAGES } from '#jobs/constants'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

test.group('POST /api/companies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an employer creates one company; the second is a 409', async ({ client, assert }) => {
    const employer = await UserFactory.apply('employer').create()
    const created = await client
      .post('/api/companies')
      .json({ name: '  Gridline Power ', description: 'Utilities' })
      .withCsrfToken()
      .loginAs(employer)
    created.assertStatus(201)
    assert.include(created.body(), {
      name: 'Gridline Power',
      description: 'Utilities',
      ownerId: employer.id,
      verified: false,
    })
    const row = await db.from('companies').where('owner_id', employer.id).firstOrFail()
    assert.equal(row.name, 'Gridline Power')
    const again = await client.post('/api/companies').json({ name: 'Another' }).withCsrfToken().loginAs(employer)
    again.assertStatus(409)
    assert.deepEqual(again.body(), { error: MESSAGES.companyExists })
    assert.lengthOf(await db.from('companies').where('owner_id', employer.id), 1)
  })

  test('the create answer is the company as a later read gives it: shown, every key present', async ({
    client,
    assert,
  }) => {
    const employer = await UserFactory.apply('employer').create()
    const created = await client.post('/api/companies').json({ name: 'Volt Works' }).withCsrfToken().loginAs(employer)
    created.assertStatus(201)
    const row = await db.from('companies').where('owner_id', employer.id).firstOrFail()
    const iso = (value: Date | null) => (value ? value.toISOString().replace('Z', '+00:00') : null)
    const founding = row.founding_employer_number as number | null
    assert.deepEqual(created.body(), {
      id: row.id,
      name: 'Volt Works',
      description: '',
      logo: null,
      size: null,
      industry: null,
      website: null,
      headquarters: null,
      verified: false,
      domainVerified: false,
      verification: null,
      isFoundingEmployer: founding !== null,
      foundingEmployerNumber: founding,
      hasLifetimePriorityPlacement: founding !== null,
      responseRate: null,
      typicalResponseHours: null,
      createdAt: iso(row.created_at),
      ownerId: employer.id,
      subscriptionTier: founding !== null ? 'founding' : 'regular',
      foundingBenefits:
        founding !== null
          ? { lockedMonthlyRate: 49, freePostingMonths: 6, lifetimePriorityPlacement: true, tier: 'founding' }
          : null,
      earlyBirdSignupDate: iso(row.early_bird_signup_date),
      freeTrialEndsAt: iso(row.free_trial_ends_at),
      hidden: false,
      hiddenAt: null,
      hiddenReason: null,
    })
    const read = await client.get(`/api/companies/${row.id}`).loginAs(employer)
    read.assertStatus(200)
    assert.deepEqual(created.body(), read.body())
  })

  test('founding number and benefits recorded while the programme is open', async ({ client, assert }) => {
    const before = await db.from('early_bird_tracking').where('id', 1).firstOrFail()
    const employer = await UserFactory.apply('employer').create()
    const created = await client.post('/api/companies').json({ name: 'Founders Inc' }).withCsrfToken().loginAs(employer)
    created.assertStatus(201)
    const body = created.body()
    assert.equal(body.foundingEmployerNumber, before.total_founding_employers + 1)
    assert.isTrue(body.isFoundingEmployer)
    assert.isTrue(body.hasLifetimePriorityPlacement)
    assert.equal(body.subscriptionTier, 'founding')
    assert.deepEqual(body.foundingBenefits, {
      lockedMonthlyRate: 49,
      freePostingMonths: 6,
      lifetimePriorityPlacement: true,
      tier: 'founding',
    })
    const trial = new Date(body.freeTrialEndsAt).getTime() - new Date(body.earlyBirdSignupDate).getTime()
    assert.isAbove(trial, 180 * 86_400_000)
    assert.isBelow(trial, 185 * 86_400_000)
  })

  test("a founder's badge shows next to their name in the feed (posts and comments), nobody else's", async ({
    client,
    assert,
  }) => {
    const employer = await UserFactory.apply('employer').create()
    const candidate = await UserFactory.create()
    const company = await client.post('/api/companies').json({ name: 'Badge Grid' }).withCsrfToken().loginAs(employer)
    const number = company.body().foundingEmployerNumber
    assert.isNumber(number)
    const row = await db.from('users').where('id', employer.id).firstOrFail()
    assert.equal(row.founding_employer_number, number)

    const post = await client
      .post('/api/posts')
      .json({ blocks: [{ type: 'paragraph', content: { text: 'We are hiring' } }] })
      .withCsrfToken()
      .loginAs(employer)
    post.assertStatus(201)
    assert.equal(post.body().author.foundingEmployerNumber, number)
    const comment = await client
      .post(`/api/posts/${post.body().id}/comments`)
      .json({ content: 'Glad to see it' })
      .withCsrfToken()
      .loginAs(candidate)
    comment.assertStatus(201)
    assert.isNull(comment.body().author.foundingEmployerNumber)
    const page = await client.get('/api/posts?type=recent').loginAs(candidate)
    const listed = page.body().posts.find((item: { id: string }) => item.id === post.body().id)
    assert.equal(listed.author.foundingEmployerNumber, number)
  })

  test('validation messages, 403 for candidates, 401 anonymous', async ({ client, assert }) => {
    const employer = await UserFactory.apply('employer').create()
    const candidate = await UserFactory.create()
    const cases: [object, string][] = [
      [{}, MESSAGES.companyRequired],
      [{ name: '  ' }, MESSAGES.companyRequired],
      [{ name: 'A' }, MESSAGES.companyMin],
      [{ name: 'x'.repeat(101) }, MESSAGES.companyMax],
    ]
    for (const [json, message] of cases) {
      const response = await client.post('/api/companies').json(json).withCsrfToken().loginAs(employer)
      response.assertStatus(422)
      assert.equal(response.body().error, message, JSON.stringify(json))
      assert.equal(response.body().errors[0].field, 'name')
    }
    const denied = await client.post('/api/companies').json({ name: 'Mine' }).withCsrfToken().loginAs(candidate)
    denied.assertStatus(403)
    assert.deepEqual(denied.body(), { error: MESSAGES.candidatesNoCompany })
    ;(await client.post('/api/companies').json({ name: 'Mine' }).withCsrfToken()).assertStatus(401)
  })
})

test.group('GET and PATCH /api/companies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('mine, names, public, one, its jobs (paused only for the owner)', async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const other = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Zeta Grid')
    await createCompany(other, 'Alpha Grid')
    const active = await createJob(company, { title: 'Active role' })
    const paused = await createJob(company, { title: 'Paused role' })
    await db.from('jobs').where('id', paused.id).update({ status: 'paused' })

    const mine = await client.get('/api/companies').loginAs(owner)
    mine.assertStatus(200)
    assert.deepEqual(
      mine.body().map((item: { id: string }) => item.id),
      [company.id]
    )

    const names = await client.get('/api/companies/names').loginAs(owner)
    assert.includeMembers(names.body(), ['Zeta Grid', 'Alpha Grid'])

    const publicList = await client.get('/api/companies/public').loginAs(owner)
    assert.includeMembers(
      publicList.body().map((item: { name: string }) => item.name),
      ['Zeta Grid', 'Alpha Grid']
    )

    const one = await client.get(`/api/companies/${company.id}`).loginAs(other)
    assert.equal(one.body().name, 'Zeta Grid')
    // No applications yet: no response figures.
    assert.include(one.body(), { responseRate: null, typicalResponseHours: null })
    ;(await client.get(`/api/companies/${UNKNOWN}`).loginAs(other)).assertStatus(404)
    ;(await client.get(`/api/companies/${company.id}`)).assertStatus(401)

    const ownerJobs = await client.get(`/api/companies/${company.id}/jobs`).loginAs(owner)
    assert.sameMembers(
      ownerJobs.body().map((job: { id: string }) => job.id),
      [active.id, paused.id]
    )
    const otherJobs = await client.get(`/api/companies/${company.id}/jobs`).loginAs(other)
    assert.deepEqual(
      otherJobs.body().map((job: { id: string }) => job.id),
      [active.id]
    )
    ;(await client.get(`/api/companies/${UNKNOWN}/jobs`).loginAs(other)).assertStatus(404)
  })

  test('PATCH: owner edits name, size, industry, website; the jobs follow the name; others 403', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    const other = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Old Name')
    const job = await createJob(company)
    const changes = {
      name: 'New Name',
      description: 'About us',
      size: '51-200',
      industry: 'Technology',
      website: 'https://new.example.com',
    }
    const updated = await client.patch(`/api/companies/${company.id}`).json(changes).withCsrfToken().loginAs(owner)
    updated.assertStatus(200)
    assert.include(updated.body(), changes)
    const jobRow = await db.from('jobs').where('id', job.id).firstOrFail()
    assert.equal(jobRow.company_name, 'New Name')

    const bad: [object, string][] = [
      [{ size: 'huge' }, 'Company size must be one of 1-10, 11-50, 51-200, 201-500, 501-1000, 1000+'],
      [
        { industry: 'Mining' },
        'Industry must be one of Retail, Food Service, Healthcare, Technology, Education, Manufacturing, Transportation, Customer Service, Sales, Construction, Hospitality',
      ],
      [{ website: 'javascript:alert(1)' }, 'Website must be an http(s) link'],
      [{ logo: 'http://plain.example.com/a.png' }, 'Logo must be a picture you uploaded'],
      [{ name: 'A' }, MESSAGES.companyMin],
    ]
    for (const [json, message] of bad) {
      const response = await client.patch(`/api/companies/${company.id}`).json(json).withCsrfToken().loginAs(owner)
      response.assertStatus(422)
      assert.equal(response.body().error, message)
    }
    const denied = await client
      .patch(`/api/companies/${company.id}`)
      .json({ name: 'Mine now' })
      .withCsrfToken()
      .loginAs(other)
    denied.assertStatus(403)
    assert.deepEqual(denied.body(), { error: MESSAGES.notCompanyOwner })
    ;(
      await client.patch(`/api/companies/${UNKNOWN}`).json({ name: 'X y' }).withCsrfToken().loginAs(owner)
    ).assertStatus(404)
  })
})

test.group('early bird and pricing (public)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('GET /api/early-bird/status counts the founders and lists up to 6', async ({ client, assert }) => {
    const before = (await client.get('/api/early-bird/status')).body()
    const owners = await UserFactory.apply('employer').createMany(7)
    for (const [index, owner] of owners.entries()) await createCompany(owner, `Founder ${index + 1}`)
    const response = await client.get('/api/early-bird/status')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.totalSpots, 100)
    assert.equal(body.spotsRemaining, before.spotsRemaining - 7)
    assert.isTrue(body.programActive)
    assert.isAtMost(body.foundingEmployers.length, 6)
    assert.deepEqual(Object.keys(body.foundingEmployers[0]), ['foundingNumber', 'companyName', 'companyId'])
    assert.match(body.endsAt, /^\d{4}-12-31T23:59:59/)
  })

  test('GET /api/subscription/pricing answers the two blocks', async ({ client, assert }) => {
    const response = await client.get('/api/subscription/pricing')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.regular.monthlyRate, 98)
    assert.include(body.early_bird_locked, { monthlyRate: 49, originalRate: 98, discount: 50 })
    assert.isArray(body.early_bird_locked.features)
  })
})

test.group('founding numbers under concurrency (committed data, separate connections)', () => {
  test('150 concurrent company creations → exactly 100 founders numbered 1–100', async ({ assert, cleanup }) => {
    const tracking = await db.from('early_bird_tracking').where('id', 1).firstOrFail()
    const ids = Array.from({ length: 150 }, () => crypto.randomUUID())
    const now = new Date()
    await db.table('users').multiInsert(
      ids.map((id, index) => ({
        id,
        email: `founder-race-${index}-${Date.now()}@example.com`,
        hashed_password: 'not-a-login',
        name: `Racer ${index}`,
        user_type: 'employer',
        created_at: now,
        updated_at: now,
      }))
    )
    cleanup(async () => {
      await db.from('companies').whereIn('owner_id', ids).delete()
      await db.from('users').whereIn('id', ids).delete()
      await db.from('early_bird_tracking').where('id', 1).update({
        total_founding_employers: tracking.total_founding_employers,
        program_active: tracking.program_active,
      })
    })
    const { default: User } = await import('#shared/models/user')
    const users = await User.query().whereIn('id', ids)
    const results = await Promise.allSettled(
      users.map((user) => new CreateCompany().handle(user, { name: `Race ${user.name}` }))
    )
    assert.isTrue(results.every((result) => result.status === 'fulfilled'))

    const numbered = await db
      .from('companies')
      .whereNotNull('founding_employer_number')
      .orderBy('founding_employer_number')
    assert.deepEqual(
      numbered.map((row) => row.founding_employer_number),
      Array.from({ length: 100 }, (_, index) => index + 1)
    )
    const mine = await db.from('companies').whereIn('owner_id', ids)
    assert.lengthOf(mine, 150)
    assert.lengthOf(
      mine.filter((row) => row.founding_employer_number !== null),
      100 - tracking.total_founding_employers
    )
    const after = await db.from('early_bird_tracking').where('id', 1).firstOrFail()
    assert.equal(after.total_founding_employers, 100)
    assert.isFalse(after.program_active)
  }).timeout(120_000)
})
