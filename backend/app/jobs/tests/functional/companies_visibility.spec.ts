import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { MESSAGES } from '#jobs/constants'
import { COMPANY_MESSAGES } from '#jobs/company_rules'
import { VALID_APPLICATION } from '#jobs/tests/applications_support'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'
const REASON = 'Listings ask applicants for a paid starter kit'
const NOT_AVAILABLE = { error: COMPANY_MESSAGES.notAvailable }

async function roles() {
  return {
    candidate: await UserFactory.create(),
    employer: await UserFactory.apply('employer').create(),
    other: await UserFactory.apply('employer').create(),
    admin: await UserFactory.apply('admin').create(),
  }
}

function setVisibility(client: ApiClient, id: string, payload: unknown, user?: User) {
  const request = client.patch(`/api/companies/${id}/visibility`).json(payload).withCsrfToken()
  return user ? request.loginAs(user) : request
}

async function row(id: string) {
  const company = await db.from('companies').where('id', id).select('hidden_at', 'hidden_reason').firstOrFail()
  return { hidden: company.hidden_at !== null, reason: company.hidden_reason as string | null }
}

async function browseIds(client: ApiClient, reader: User, query = '') {
  const response = await client.get(`/api/jobs?limit=50${query}`).loginAs(reader)
  response.assertStatus(200)
  return response.body().jobs.map((job: { id: string }) => job.id) as string[]
}

test.group('PATCH /api/companies/{id}/visibility', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anonymous 401, candidate and employer (even the owner) 403 Admins only; the row is unchanged', async ({
    client,
    assert,
  }) => {
    const { candidate, employer, other, admin } = await roles()
    const company = await createCompany(employer, 'Guarded Grid')
    const hide = { hidden: true, reason: REASON }
    ;(await setVisibility(client, company.id, hide)).assertStatus(401)
    for (const user of [candidate, employer, other]) {
      const denied = await setVisibility(client, company.id, hide, user)
      denied.assertStatus(403)
      assert.deepEqual(denied.body(), { error: 'Admins only' })
    }
    assert.deepEqual(await row(company.id), { hidden: false, reason: null })

    // The owner cannot show a company an admin hid.
    ;(await setVisibility(client, company.id, hide, admin)).assertStatus(200)
    const unhide = await setVisibility(client, company.id, { hidden: false }, employer)
    unhide.assertStatus(403)
    assert.deepEqual(unhide.body(), { error: 'Admins only' })
    assert.deepEqual(await row(company.id), { hidden: true, reason: REASON })
  })

  test('hiding: the answer, the row; the page and jobs 404 "Company not available" except to the owner and admins', async ({
    client,
    assert,
  }) => {
    const { candidate, employer, other, admin } = await roles()
    const company = await createCompany(employer, 'Hidden Grid')
    const job = await createJob(company)
    const shownCompany = await createCompany(other, 'Shown Grid')
    const shownJob = await createJob(shownCompany)

    const hidden = await setVisibility(client, company.id, { hidden: true, reason: `  ${REASON}  ` }, admin)
    hidden.assertStatus(200)
    const stored = await db.from('companies').where('id', company.id).firstOrFail()
    assert.deepEqual(await row(company.id), { hidden: true, reason: REASON })
    const adminView = await client.get(`/api/companies/${company.id}`).loginAs(admin)
    adminView.assertStatus(200)
    assert.deepEqual(hidden.body(), adminView.body())
    assert.include(hidden.body(), {
      id: company.id,
      name: 'Hidden Grid',
      ownerId: employer.id,
      hidden: true,
      hiddenAt: new Date(stored.hidden_at).toISOString().replace('Z', '+00:00'),
      hiddenReason: REASON,
    })

    // The owner reads it, hidden and why; everyone else is told it is not available.
    const ownerView = await client.get(`/api/companies/${company.id}`).loginAs(employer)
    ownerView.assertStatus(200)
    assert.deepEqual(ownerView.body(), adminView.body())
    for (const reader of [candidate, other]) {
      const page = await client.get(`/api/companies/${company.id}`).loginAs(reader)
      page.assertStatus(404)
      assert.deepEqual(page.body(), NOT_AVAILABLE)
      const jobs = await client.get(`/api/companies/${company.id}/jobs`).loginAs(reader)
      jobs.assertStatus(404)
      assert.deepEqual(jobs.body(), NOT_AVAILABLE)
      const details = await client.get(`/api/jobs/${job.id}`).loginAs(reader)
      details.assertStatus(404)
      assert.deepEqual(details.body(), { error: MESSAGES.jobNotFound })
    }
    for (const reader of [employer, admin]) {
      const jobs = await client.get(`/api/companies/${company.id}/jobs`).loginAs(reader)
      jobs.assertStatus(200)
      assert.deepEqual(
        jobs.body().map((item: { id: string }) => item.id),
        [job.id]
      )
      ;(await client.get(`/api/jobs/${job.id}`).loginAs(reader)).assertStatus(200)
    }

    // Browse, keyword browse, search, the wizard's names and the public list leave it out.
    const ids = await browseIds(client, candidate)
    assert.include(ids, shownJob.id)
    assert.notInclude(ids, job.id)
    assert.notInclude(await browseIds(client, candidate, `&keyword=${encodeURIComponent(job.title)}`), job.id)
    assert.notInclude(await browseIds(client, employer), job.id)
    const search = (await client.get('/api/search?q=grid').loginAs(candidate)).body()
    assert.deepEqual(
      search.companies.map((item: { id: string }) => item.id),
      [shownCompany.id]
    )
    assert.notInclude(
      search.jobs.map((item: { id: string }) => item.id),
      job.id
    )
    const names = (await client.get('/api/companies/names').loginAs(candidate)).body()
    assert.include(names, 'Shown Grid')
    assert.notInclude(names, 'Hidden Grid')
    const listed = (await client.get('/api/companies/public').loginAs(candidate)).body()
    assert.notInclude(
      listed.map((item: { id: string }) => item.id),
      company.id
    )
    const adminListed = (await client.get('/api/companies/public').loginAs(admin)).body()
    assert.include(
      adminListed.map((item: { id: string }) => item.id),
      company.id
    )
  })

  test("a hidden company's job takes no application and leaves the founders list and the saved ids", async ({
    client,
    assert,
  }) => {
    const { candidate, employer, admin } = await roles()
    const company = await createCompany(employer, 'Hidden Grid')
    await db.from('companies').where('id', company.id).update({ founding_employer_number: 1 })
    const job = await createJob(company)
    const save = await client
      .post(`/api/jobs/${job.id}/interactions`)
      .json({ type: 'save' })
      .withCsrfToken()
      .loginAs(candidate)
    save.assertStatus(200)
    const founders = async () =>
      (await client.get('/api/early-bird/status'))
        .body()
        .foundingEmployers.map((item: { companyId: string }) => item.companyId)
    const savedIds = async () => (await client.get('/api/user/job-interactions').loginAs(candidate)).body().saved
    assert.deepEqual(await founders(), [company.id])
    assert.deepEqual(await savedIds(), [job.id])

    ;(await setVisibility(client, company.id, { hidden: true, reason: REASON }, admin)).assertStatus(200)
    const applied = await client
      .post(`/api/jobs/${job.id}/apply`)
      .json(VALID_APPLICATION)
      .withCsrfToken()
      .loginAs(candidate)
    applied.assertStatus(404)
    assert.deepEqual(applied.body(), { error: MESSAGES.jobNotFound })
    assert.lengthOf(await db.from('applications').where('job_id', job.id), 0)
    assert.deepEqual(await founders(), [])
    // The saved count agrees with the saved jobs a browse shows.
    assert.deepEqual(await savedIds(), [])
    assert.deepEqual(await browseIds(client, candidate, '&saved=true'), [])

    ;(await setVisibility(client, company.id, { hidden: false }, admin)).assertStatus(200)
    assert.deepEqual(await founders(), [company.id])
    assert.deepEqual(await savedIds(), [job.id])
    const again = await client
      .post(`/api/jobs/${job.id}/apply`)
      .json(VALID_APPLICATION)
      .withCsrfToken()
      .loginAs(candidate)
    again.assertStatus(201)
  })

  test("a hidden company's new job matches no alert; once shown again, its next job does", async ({
    client,
    assert,
  }) => {
    const { candidate, employer, admin } = await roles()
    const company = await createCompany(employer, 'Alerting Hidden Grid')
    ;(await client.post('/api/alerts').json({ query: 'compliance' }).withCsrfToken().loginAs(candidate)).assertStatus(
      201
    )
    ;(await setVisibility(client, company.id, { hidden: true, reason: REASON }, admin)).assertStatus(200)
    const quiet = await createJob(company, { title: 'Compliance Analyst' })
    assert.lengthOf(await db.from('notifications').where({ type: 'job_match', entity_id: quiet.id }), 0)

    ;(await setVisibility(client, company.id, { hidden: false }, admin)).assertStatus(200)
    const heard = await createJob(company, { title: 'Compliance Lead' })
    const notes = await db.from('notifications').where({ type: 'job_match', entity_id: heard.id })
    assert.deepEqual(
      notes.map((note) => note.user_id),
      [candidate.id]
    )
  })

  test('the unfiltered total leaves out the active jobs of hidden companies', async ({ client, assert }) => {
    const { candidate, employer, admin } = await roles()
    const company = await createCompany(employer, 'Counted Grid')
    await createJob(company)
    await createJob(company)
    const paused = await createJob(company)
    await db.from('jobs').where('id', paused.id).update({ status: 'paused' })
    const total = async () => (await client.get('/api/jobs?limit=1').loginAs(candidate)).body().total as number
    const active = async () => {
      const counted = await db.from('jobs').where('status', 'active').count('* as n').first()
      return Number(counted.n)
    }
    assert.equal(await total(), await active())
    ;(await setVisibility(client, company.id, { hidden: true, reason: REASON }, admin)).assertStatus(200)
    assert.equal(await total(), (await active()) - 2)
    ;(await setVisibility(client, company.id, { hidden: false }, admin)).assertStatus(200)
    assert.equal(await total(), await active())
  })

  test('showing again: the row is cleared and everyone reads the page and jobs', async ({ client, assert }) => {
    const { candidate, employer, admin } = await roles()
    const company = await createCompany(employer, 'Returning Grid')
    const job = await createJob(company)
    ;(await setVisibility(client, company.id, { hidden: true, reason: REASON }, admin)).assertStatus(200)
    const firstHiddenAt = (await db.from('companies').where('id', company.id).firstOrFail()).hidden_at

    // Hiding again keeps when it was hidden and takes the new reason.
    const again = await setVisibility(client, company.id, { hidden: true, reason: 'Repeated fake listings' }, admin)
    again.assertStatus(200)
    assert.deepEqual(await row(company.id), { hidden: true, reason: 'Repeated fake listings' })
    assert.equal(
      new Date((await db.from('companies').where('id', company.id).firstOrFail()).hidden_at).getTime(),
      new Date(firstHiddenAt).getTime()
    )

    const shown = await setVisibility(client, company.id, { hidden: false, reason: 'ignored' }, admin)
    shown.assertStatus(200)
    assert.include(shown.body(), { id: company.id, hidden: false, hiddenAt: null, hiddenReason: null })
    assert.deepEqual(await row(company.id), { hidden: false, reason: null })
    const page = await client.get(`/api/companies/${company.id}`).loginAs(candidate)
    page.assertStatus(200)
    assert.notProperty(page.body(), 'hidden')
    assert.notProperty(page.body(), 'hiddenReason')
    ;(await client.get(`/api/jobs/${job.id}`).loginAs(candidate)).assertStatus(200)
    assert.include(await browseIds(client, candidate), job.id)
  })

  test('validation: {field} "{message}"; nothing changes')
    .with([
      { payload: {}, field: 'hidden', message: COMPANY_MESSAGES.hiddenRequired, rule: 'required' },
      {
        payload: { hidden: 'true', reason: REASON },
        field: 'hidden',
        message: COMPANY_MESSAGES.hiddenRequired,
        rule: 'boolean',
      },
      { payload: { hidden: true }, field: 'reason', message: COMPANY_MESSAGES.hiddenReasonRequired, rule: 'required' },
      {
        payload: { hidden: true, reason: null },
        field: 'reason',
        message: COMPANY_MESSAGES.hiddenReasonRequired,
        rule: 'required',
      },
      {
        payload: { hidden: true, reason: '    ' },
        field: 'reason',
        message: COMPANY_MESSAGES.hiddenReasonRequired,
        rule: 'required',
      },
      {
        payload: { hidden: true, reason: 42 },
        field: 'reason',
        message: COMPANY_MESSAGES.hiddenReasonRequired,
        rule: 'string',
      },
      {
        payload: { hidden: true, reason: 'Spam' },
        field: 'reason',
        message: COMPANY_MESSAGES.hiddenReasonMin,
        rule: 'minLength',
      },
      {
        payload: { hidden: true, reason: 'x'.repeat(501) },
        field: 'reason',
        message: COMPANY_MESSAGES.hiddenReasonMax,
        rule: 'maxLength',
      },
    ])
    .run(async ({ client, assert }, { payload, field, message, rule }) => {
      const { employer, admin } = await roles()
      const company = await createCompany(employer, 'Validated Grid')
      const response = await setVisibility(client, company.id, payload, admin)
      response.assertStatus(422)
      assert.deepEqual(response.body(), { error: message, errors: [{ field, message, rule }] })
      assert.deepEqual(await row(company.id), { hidden: false, reason: null })
    })

  test('404 unknown company or malformed id', async ({ client, assert }) => {
    const { admin } = await roles()
    const response = await setVisibility(client, UNKNOWN, { hidden: true, reason: REASON }, admin)
    response.assertStatus(404)
    assert.deepEqual(response.body(), { error: MESSAGES.companyNotFound })
    ;(await setVisibility(client, 'all', { hidden: true, reason: REASON }, admin)).assertStatus(404)
  })
})
