import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import type Company from '#jobs/models/company'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { MESSAGES } from '#jobs/constants'
import { COMPANY_MESSAGES } from '#jobs/company_rules'
import { VALID_APPLICATION } from '#jobs/tests/applications_support'
import type {} from '#moderation/contract'

/*
| A member banned by moderation (`moderation:user_banned`) and the ban
| ending (`moderation:ban_ended`): what the ban hides of the jobs module to
| other members, and what comes back afterwards. The last group goes
| through moderation's routes: three rejected posts, then an upheld appeal.
*/

const ADMIN_REASON = 'Listings ask applicants for a paid starter kit'
const NOT_AVAILABLE = { error: COMPANY_MESSAGES.notAvailable }
const JOB_NOT_FOUND = { error: MESSAGES.jobNotFound }

async function roles() {
  return {
    candidate: await UserFactory.merge({ name: 'Cal Candidate' }).create(),
    employer: await UserFactory.apply('employer').merge({ name: 'Emma Employer' }).create(),
    other: await UserFactory.apply('employer').merge({ name: 'Oscar Other' }).create(),
    admin: await UserFactory.apply('admin').merge({ name: 'Ada Admin' }).create(),
  }
}

const ban = (member: User) => emitter.emit('moderation:user_banned', { userId: member.id })
const endBan = (member: User) => emitter.emit('moderation:ban_ended', { userId: member.id, profileHeld: false })

async function row(id: string) {
  const company = await db.from('companies').where('id', id).select('hidden_at', 'hidden_reason').firstOrFail()
  return { hiddenAt: company.hidden_at as Date | null, reason: company.hidden_reason as string | null }
}

function hide(client: ApiClient, company: Company, admin: User) {
  return client
    .patch(`/api/companies/${company.id}/visibility`)
    .json({ hidden: true, reason: ADMIN_REASON })
    .withCsrfToken()
    .loginAs(admin)
}

function apply(client: ApiClient, jobId: string, candidate: User) {
  return client.post(`/api/jobs/${jobId}/apply`).json(VALID_APPLICATION).withCsrfToken().loginAs(candidate)
}

/** What a member other than the owner reads of the company and its job, through every read. */
async function seenByOthers(client: ApiClient, reader: User, company: Company, jobId: string) {
  const page = await client.get(`/api/companies/${company.id}`).loginAs(reader)
  const jobs = await client.get(`/api/companies/${company.id}/jobs`).loginAs(reader)
  const details = await client.get(`/api/jobs/${jobId}`).loginAs(reader)
  const browse = await client.get(`/api/jobs?companyId=${company.id}`).loginAs(reader)
  const search = await client.get('/api/search?q=banned').loginAs(reader)
  const founders = await client.get('/api/early-bird/status')
  const names = await client.get('/api/companies/names').loginAs(reader)
  return {
    page: [page.status(), page.status() === 200 ? page.body().id : page.body()],
    jobs: [jobs.status(), jobs.status() === 200 ? jobs.body().map((job: { id: string }) => job.id) : jobs.body()],
    details: [details.status(), details.status() === 200 ? details.body().id : details.body()],
    browse: browse.body().jobs.map((job: { id: string }) => job.id),
    searchJobs: search.body().jobs.map((job: { id: string }) => job.id),
    searchCompanies: search.body().companies.map((item: { id: string }) => item.id),
    founder: founders
      .body()
      .foundingEmployers.some((item: { companyId: string }) => item.companyId === company.id) as boolean,
    named: names.body().includes(company.name) as boolean,
  }
}

/** A founding company with one active job, both found by the search 'banned'. */
async function bannedGrid(employer: User) {
  const company = await createCompany(employer, 'Banned Grid')
  await db.from('companies').where('id', company.id).update({ founding_employer_number: 1 })
  const job = await createJob(company, { title: 'Banned Grid Relay Technician' })
  return { company, job }
}

function shownState(company: Company, jobId: string) {
  return {
    page: [200, company.id],
    jobs: [200, [jobId]],
    details: [200, jobId],
    browse: [jobId],
    searchJobs: [jobId],
    searchCompanies: [company.id],
    founder: true,
    named: true,
  }
}

const HIDDEN_STATE = {
  page: [404, NOT_AVAILABLE],
  jobs: [404, NOT_AVAILABLE],
  details: [404, JOB_NOT_FOUND],
  browse: [],
  searchJobs: [],
  searchCompanies: [],
  founder: false,
  named: false,
}

test.group("a banned member's companies", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('hidden for the ban: others read "Company not available", its jobs leave every read, applying is a 404; all return when the ban ends', async ({
    client,
    assert,
  }) => {
    const { candidate, employer, other, admin } = await roles()
    const { company, job } = await bannedGrid(employer)
    assert.deepEqual(await seenByOthers(client, candidate, company, job.id), shownState(company, job.id))

    await ban(employer)
    const hidden = await row(company.id)
    assert.instanceOf(hidden.hiddenAt, Date)
    assert.equal(hidden.reason, COMPANY_MESSAGES.hiddenForBan)
    for (const reader of [candidate, other]) {
      assert.deepEqual(await seenByOthers(client, reader, company, job.id), HIDDEN_STATE)
    }
    const refused = await apply(client, job.id, candidate)
    refused.assertStatus(404)
    assert.deepEqual(refused.body(), JOB_NOT_FOUND)
    assert.lengthOf(await db.from('applications').where('job_id', job.id), 0)
    // Admins still read it, hidden and why.
    const adminView = await client.get(`/api/companies/${company.id}`).loginAs(admin)
    adminView.assertStatus(200)
    assert.include(adminView.body(), {
      id: company.id,
      hidden: true,
      hiddenAt: hidden.hiddenAt!.toISOString().replace('Z', '+00:00'),
      hiddenReason: COMPANY_MESSAGES.hiddenForBan,
    })

    await endBan(employer)
    assert.deepEqual(await row(company.id), { hiddenAt: null, reason: null })
    assert.deepEqual(await seenByOthers(client, candidate, company, job.id), shownState(company, job.id))
    const applied = await apply(client, job.id, candidate)
    applied.assertStatus(201)
    assert.lengthOf(await db.from('applications').where({ job_id: job.id, user_id: candidate.id }), 1)
  })

  test('a company an admin hid before the ban keeps when and why through the ban, and stays hidden after it', async ({
    client,
    assert,
  }) => {
    const { candidate, employer, admin } = await roles()
    const { company, job } = await bannedGrid(employer)
    ;(await hide(client, company, admin)).assertStatus(200)
    const before = await row(company.id)
    assert.equal(before.reason, ADMIN_REASON)

    await ban(employer)
    assert.deepEqual(await row(company.id), before)
    await endBan(employer)
    assert.deepEqual(await row(company.id), before)
    assert.deepEqual(await seenByOthers(client, candidate, company, job.id), HIDDEN_STATE)
    const refused = await apply(client, job.id, candidate)
    refused.assertStatus(404)
    assert.deepEqual(refused.body(), JOB_NOT_FOUND)
  })

  test('a company an admin hid during the ban, with their own reason, stays hidden after the ban ends', async ({
    client,
    assert,
  }) => {
    const { employer, admin } = await roles()
    const { company } = await bannedGrid(employer)
    await ban(employer)
    const banHiddenAt = (await row(company.id)).hiddenAt
    assert.instanceOf(banHiddenAt, Date)
    ;(await hide(client, company, admin)).assertStatus(200)

    await endBan(employer)
    assert.deepEqual(await row(company.id), { hiddenAt: banHiddenAt, reason: ADMIN_REASON })
  })

  test("another member's company is untouched by the ban and its end", async ({ assert }) => {
    const { employer, other } = await roles()
    await bannedGrid(employer)
    const shown = await createCompany(other, 'Shown Grid')
    const hidden = await createCompany(await UserFactory.apply('employer').create(), 'Hidden Grid')
    await db
      .from('companies')
      .where('id', hidden.id)
      .update({ hidden_at: new Date(), hidden_reason: COMPANY_MESSAGES.hiddenForBan })
    const hiddenBefore = await row(hidden.id)

    await ban(employer)
    assert.deepEqual(await row(shown.id), { hiddenAt: null, reason: null })
    await endBan(employer)
    assert.deepEqual(await row(shown.id), { hiddenAt: null, reason: null })
    assert.deepEqual(await row(hidden.id), hiddenBefore)
  })
})

test.group('the ban through moderation: three rejected posts, then an upheld appeal', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  /** The employer's post, reported by the candidate and rejected by the admin: one strike. Returns the item's id. */
  async function strike(client: ApiClient, { candidate, employer, admin }: Awaited<ReturnType<typeof roles>>) {
    const post = await client
      .post('/api/posts')
      .json({ blocks: [{ type: 'paragraph', content: { text: 'Our crews are hiring this month.' } }] })
      .withCsrfToken()
      .loginAs(employer)
    post.assertStatus(201)
    const postId = post.body().id ?? post.body().post.id
    const report = await client
      .post(`/api/posts/${postId}/report`)
      .json({ reason: 'spam' })
      .withCsrfToken()
      .loginAs(candidate)
    report.assertStatus(200)
    const item = await db.from('moderation_items').where({ content_type: 'post', content_id: postId }).firstOrFail()
    const rejected = await client
      .post(`/api/moderation/queue/${item.id}/action`)
      .json({ action: 'reject', reason: 'Spam' })
      .withCsrfToken()
      .loginAs(admin)
    rejected.assertStatus(200)
    return item.id as string
  }

  test("the third strike hides the member's company and profile; reversing it shows them again", async ({
    client,
    assert,
  }) => {
    const members = await roles()
    const { candidate, employer, admin } = members
    const { company, job } = await bannedGrid(employer)
    await strike(client, members)
    await strike(client, members)
    assert.deepEqual(await row(company.id), { hiddenAt: null, reason: null })
    const third = await strike(client, members)
    assert.equal((await row(company.id)).reason, COMPANY_MESSAGES.hiddenForBan)
    assert.deepEqual(await seenByOthers(client, candidate, company, job.id), HIDDEN_STATE)
    ;(await client.get(`/api/users/${employer.id}`).loginAs(candidate)).assertStatus(404)

    const reversed = await client.post(`/api/moderation/queue/${third}/reverse`).json({}).withCsrfToken().loginAs(admin)
    reversed.assertStatus(200)
    assert.lengthOf(await db.from('account_actions').where({ user_id: employer.id, is_active: true }), 0)
    assert.deepEqual(await row(company.id), { hiddenAt: null, reason: null })
    assert.deepEqual(await seenByOthers(client, candidate, company, job.id), shownState(company, job.id))
    ;(await client.get(`/api/users/${employer.id}`).loginAs(candidate)).assertStatus(200)
  })
})
