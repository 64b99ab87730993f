import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { moduleNames, tablesOf, turnModuleOff } from '#tests/module_off'
import { CookieClient, startServerProcess } from '#tests/helpers'

/*
| Each module off in turn, all others on: the features of its neighbours
| answer as documented without it (a 503 where the feature needs it, an
| empty list or plain text where it only adds to the answer), and nothing
| writes to its tables. The module is taken off in process (its listeners
| and ports go, as when MODULES leaves it out); its own routes are not
| called, as they would answer 404.
*/

const APPLICATION = {
  coverLetter: 'I have kept NERC CIP evidence in order for five years and would love to do it for you.',
  selectedSkills: ['Communication', 'Attention to Detail'],
  selectedAvailability: ['Monday - Friday', 'Flexible Hours'],
  isEighteenOrOlder: true,
  isAuthorizedToWork: true,
  doesNotRequireSponsorship: true,
}

/** Members, a company with an active job, and a referral the referrer accepted: made with every module on. */
async function world(client: ApiClient) {
  const employer = await UserFactory.apply('employer').merge({ name: 'Erin Boss' }).create()
  const candidate = await UserFactory.merge({ name: 'Dana Reyes' }).create()
  const referrer = await UserFactory.merge({ name: 'Riley Chen' }).create()
  const admin = await UserFactory.apply('admin').create()
  const now = new Date()
  const companyId = randomUUID()
  await db
    .table('companies')
    .insert({ id: companyId, owner_id: employer.id, name: 'Grid Works', created_at: now, updated_at: now })
  const jobId = randomUUID()
  await db.table('jobs').insert({
    id: jobId,
    company_id: companyId,
    owner_id: employer.id,
    company_name: 'Grid Works',
    title: 'Substation Compliance Analyst',
    description: 'Keep our reliability standards evidence in order.',
    category: 'Specialist & Support Roles',
    pay_rate: 30,
    pay_unit: 'hr',
    hourly_rate: 30,
    schedule: 'Full-time',
    location: 'Austin',
    state: 'Texas',
    country: 'United States',
    zip_code: '73301',
    experience_level: 'Entry Level',
    status: 'active',
    created_at: now,
    updated_at: now,
  })
  const asked = await client
    .post('/api/referrals')
    .json({ jobId, referrerId: referrer.id, message: 'Please refer me' })
    .withCsrfToken()
    .loginAs(candidate)
  asked.assertStatus(201)
  const referralId = asked.body().id as string
  ;(
    await client.patch(`/api/referrals/${referralId}`).json({ status: 'accepted' }).withCsrfToken().loginAs(referrer)
  ).assertStatus(200)
  return { employer, candidate, referrer, admin, jobId, referralId }
}

type World = Awaited<ReturnType<typeof world>>

/** One neighbour feature: the module whose route it calls, and what it must answer with `off` off. */
interface Step {
  name: string
  route: string
  run(client: ApiClient, world: World, off: string, assert: Assert): Promise<void>
}

function post(client: ApiClient, path: string, user: User, body: Record<string, unknown> = {}) {
  return client.post(path).json(body).withCsrfToken().loginAs(user)
}

const STEPS: Step[] = [
  {
    name: 'a member publishes a post (screened by moderation)',
    route: 'feed',
    async run(client, { candidate }, _off, assert) {
      const response = await post(client, '/api/posts', candidate, {
        blocks: [{ type: 'paragraph', content: { text: 'Our crew finished the substation audit today.' } }],
      })
      assert.equal(response.status(), 201)
    },
  },
  {
    name: 'another comments on it and reports it (notifications, moderation)',
    route: 'feed',
    async run(client, { candidate, employer, referrer }, _off, assert) {
      const created = await post(client, '/api/posts', candidate, {
        blocks: [{ type: 'paragraph', content: { text: 'Crew photos from the audit are up.' } }],
      })
      const postId = created.body().id as string
      assert.equal(
        (await post(client, `/api/posts/${postId}/comments`, employer, { content: 'Well done' })).status(),
        201
      )
      const report = await post(client, `/api/posts/${postId}/report`, referrer)
      assert.deepEqual(
        [report.status(), report.body()],
        [200, { message: 'Thank you for your report. Our moderators will review this post.' }]
      )
    },
  },
  {
    name: 'a member shares the job (a job block needs the jobs module: 404 without it)',
    route: 'feed',
    async run(client, { referrer, jobId }, off, assert) {
      const response = await post(client, '/api/posts', referrer, {
        content: 'Great role for a friend',
        type: 'job_share',
        jobId,
        visibility: 'public',
      })
      if (off === 'jobs') assert.deepEqual([response.status(), response.body()], [404, { error: 'Job not found' }])
      else assert.equal(response.status(), 201)
    },
  },
  {
    name: 'the candidate applies and the employer moves the application (notifications, referrals)',
    route: 'jobs',
    async run(client, { candidate, employer, jobId }, _off, assert) {
      const applied = await post(client, `/api/jobs/${jobId}/apply`, candidate, APPLICATION)
      assert.equal(applied.status(), 201)
      const moved = await client
        .patch(`/api/applications/${applied.body().id}`)
        .json({ status: 'interview' })
        .withCsrfToken()
        .loginAs(employer)
      assert.equal(moved.status(), 200)
    },
  },
  {
    name: 'the global search (jobs and companies come from the jobs module: empty without it)',
    route: 'search',
    async run(client, { candidate, jobId }, off, assert) {
      const response = await client.get('/api/search?q=substation').loginAs(candidate)
      assert.equal(response.status(), 200)
      const { jobs, companies } = response.body()
      if (off === 'jobs') assert.deepEqual({ jobs, companies }, { jobs: [], companies: [] })
      else
        assert.deepEqual(
          jobs.map((job: { id: string }) => job.id),
          [jobId]
        )
    },
  },
  {
    name: "an employer views the candidate's profile (referral information comes from the referrals module)",
    route: 'auth',
    async run(client, { candidate, employer }, off, assert) {
      const response = await client.get(`/api/users/${candidate.id}`).loginAs(employer)
      assert.equal(response.status(), 200)
      if (off === 'referrals') assert.isNull(response.body().referral)
      else assert.deepEqual(response.body().referral.count, 1)
    },
  },
  {
    name: 'the employer thanks the referrer (needs messaging: 503 without it; its job: 404 without jobs)',
    route: 'referrals',
    async run(client, { employer, referralId }, off, assert) {
      const response = await post(client, `/api/referrals/${referralId}/thread`, employer, {
        initialMessage: 'Thank you for the referral',
      })
      if (off === 'messaging') {
        assert.deepEqual([response.status(), response.body()], [503, { error: 'Messaging is not available right now' }])
      } else if (off === 'jobs') {
        // A referral is shown with its job: without the jobs module there is none to thank for.
        assert.deepEqual([response.status(), response.body()], [404, { error: 'Referral not found' }])
      } else {
        assert.equal(response.status(), 200)
      }
    },
  },
  {
    name: "an admin reads the members' reputation (contributions come from the feed and jobs modules)",
    route: 'moderation',
    async run(client, { admin }, _off, assert) {
      const response = await client.get('/api/moderation/reputation-stats').loginAs(admin)
      assert.equal(response.status(), 200)
    },
  },
  {
    name: 'the employer opens their threads',
    route: 'messaging',
    async run(client, { employer }, _off, assert) {
      assert.equal((await client.get('/api/threads').loginAs(employer)).status(), 200)
    },
  },
  {
    name: 'the employer opens their notifications',
    route: 'notifications',
    async run(client, { employer }, _off, assert) {
      assert.equal((await client.get('/api/notifications').loginAs(employer)).status(), 200)
    },
  },
]

test.group('modules: each one off in turn, its neighbours answer as documented', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a module's tables are those its migrations create, not those it only alters", ({ assert }) => {
    assert.deepEqual(tablesOf('messaging'), [
      'connections',
      'messages',
      'thread_participants',
      'threads',
      'user_blocks',
    ])
    assert.include(tablesOf('notifications'), 'notifications')
    assert.notInclude(tablesOf('feed'), 'users')
    assert.deepEqual(tablesOf('search'), [])
  })

  for (const module of moduleNames()) {
    test(`with ${module} off, its neighbours answer as documented and nothing writes to its tables`, async ({
      client,
      assert,
      cleanup,
    }) => {
      const scene = await world(client)
      const off = await turnModuleOff(module)
      cleanup(off.restore)

      for (const step of STEPS) {
        // Its own routes answer 404 when it is off: only its neighbours' are called.
        if (step.route === module) continue
        try {
          await step.run(client, scene, module, assert)
        } catch (error) {
          throw new Error(`${step.name}: ${(error as Error).message}`, { cause: error })
        }
      }
      assert.deepEqual(await off.writes(), [])
    }).timeout(60_000)
  }
})

test.group('modules: a server started without messaging', () => {
  test('thanking a referrer answers 503 and the rest of the referral works', async ({ assert, cleanup }) => {
    const server = await startServerProcess({ MODULES: 'auth,feed,jobs,referrals' })
    cleanup(server.stop)
    const employer = new CookieClient(server.base)
    const candidate = new CookieClient(server.base)
    const referrer = new CookieClient(server.base)
    await employer.signUpAndSignIn('Erin Boss', undefined, 'employer')
    await candidate.signUpAndSignIn('Dana Reyes')
    const { user: referrerUser } = await referrer.signUpAndSignIn('Riley Chen')

    const company = await employer.post('/api/companies', { name: 'Grid Works' })
    assert.equal(company.status, 201, JSON.stringify(company.body))
    const job = await employer.post('/api/jobs', {
      companyId: company.body.id,
      title: 'Substation Compliance Analyst',
      category: 'Specialist & Support Roles',
      payRate: 30,
      payUnit: 'hr',
      totalComp: '10',
      schedule: 'Full-time',
      location: 'Austin',
      state: 'Texas',
      country: 'United States',
      zipcode: '73301',
      description: 'Keep our reliability standards evidence in order.',
      requirements: '',
      isUrgent: false,
      isHiringNow: true,
      benefits: [],
    })
    assert.equal(job.status, 201, JSON.stringify(job.body))
    const asked = await candidate.post('/api/referrals', { jobId: job.body.id, referrerId: referrerUser.id })
    assert.equal(asked.status, 201, JSON.stringify(asked.body))
    const accepted = await referrer.request('PATCH', `/api/referrals/${asked.body.id}`, {
      json: { status: 'accepted' },
    })
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body))

    const thanked = await employer.post(`/api/referrals/${asked.body.id}/thread`, { initialMessage: 'Thank you' })
    assert.deepEqual([thanked.status, thanked.body], [503, { error: 'Messaging is not available right now' }])
    // Messaging's own routes are not there at all.
    assert.equal((await employer.get('/api/threads')).status, 404)
  }).timeout(100_000)
})
