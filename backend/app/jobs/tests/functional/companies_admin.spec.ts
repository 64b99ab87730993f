import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { MESSAGES } from '#jobs/constants'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'

async function roles() {
  return {
    candidate: await UserFactory.create(),
    employer: await UserFactory.apply('employer').create(),
    admin: await UserFactory.apply('admin').create(),
  }
}

/** The company answer as GET /api/companies/{id} gives it. */
async function answerOf(client: ApiClient, reader: User, id: string) {
  const response = await client.get(`/api/companies/${id}`).loginAs(reader)
  response.assertStatus(200)
  return response.body()
}

async function companyFor(name: string) {
  const owner = await UserFactory.apply('employer').create()
  return createCompany(owner, name)
}

test.group('GET /api/companies/all', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anonymous 401, candidate and employer 403 Admins only, admin 200', async ({ client, assert }) => {
    const { candidate, employer, admin } = await roles()
    ;(await client.get('/api/companies/all')).assertStatus(401)
    for (const user of [candidate, employer]) {
      const denied = await client.get('/api/companies/all').loginAs(user)
      denied.assertStatus(403)
      assert.deepEqual(denied.body(), { error: 'Admins only' })
    }
    ;(await client.get('/api/companies/all').loginAs(admin)).assertStatus(200)
  })

  test('q matches the name anywhere, any case; unverified first, then by name; company answers', async ({
    client,
    assert,
  }) => {
    const { admin } = await roles()
    const zeta = await companyFor('Zeta Gridworks')
    const alpha = await companyFor('alpha GRIDWORKS')
    const mid = await companyFor('Midway Gridworks')
    await companyFor('Unrelated Power')
    await db.from('companies').where('id', alpha.id).update({ verified: true })

    const response = await client.get('/api/companies/all?q=gridWORKS').loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      companies: [
        await answerOf(client, admin, mid.id),
        await answerOf(client, admin, zeta.id),
        await answerOf(client, admin, alpha.id),
      ],
      nextCursor: null,
    })
    assert.isTrue(response.body().companies[2].verified)

    const literal = await client.get(`/api/companies/all?q=${encodeURIComponent('%')}`).loginAs(admin)
    assert.deepEqual(literal.body(), { companies: [], nextCursor: null })
  })

  test('keyset pages: every company once, in order; bad cursor, limit and q 422', async ({ client, assert }) => {
    const { admin } = await roles()
    const names = ['Pagetest Echo', 'pagetest Alpha', 'Pagetest Delta', 'Pagetest Bravo', 'Pagetest Charlie']
    const ids: Record<string, string> = {}
    for (const name of names) ids[name] = (await companyFor(name)).id
    await db.from('companies').where('id', ids['Pagetest Bravo']).update({ verified: true })

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const response = await client
        .get(`/api/companies/all?q=pagetest&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
        .loginAs(admin)
      response.assertStatus(200)
      seen.push(...response.body().companies.map((company: { name: string }) => company.name))
      cursor = response.body().nextCursor
      pages++
    } while (cursor && pages < 10)
    assert.deepEqual(seen, ['pagetest Alpha', 'Pagetest Charlie', 'Pagetest Delta', 'Pagetest Echo', 'Pagetest Bravo'])
    assert.equal(pages, 3)

    const bad = await client.get('/api/companies/all?cursor=nope').loginAs(admin)
    bad.assertStatus(422)
    assert.deepEqual(bad.body(), {
      error: MESSAGES.invalidCursor,
      errors: [{ field: 'cursor', message: MESSAGES.invalidCursor, rule: 'cursor' }],
    })
    const limit = await client.get('/api/companies/all?limit=many').loginAs(admin)
    limit.assertStatus(422)
    assert.equal(limit.body().error, 'Limit must be a number')
    const long = await client.get(`/api/companies/all?q=${'x'.repeat(101)}`).loginAs(admin)
    long.assertStatus(422)
    assert.deepEqual(long.body(), {
      error: MESSAGES.companySearchMax,
      errors: [{ field: 'q', message: MESSAGES.companySearchMax, rule: 'maxLength' }],
    })
  })
})

test.group('PATCH /api/companies/{id}/verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anonymous 401, candidate and employer (even the owner) 403 Admins only, admin 200', async ({
    client,
    assert,
  }) => {
    const { candidate, employer, admin } = await roles()
    const company = await createCompany(employer, 'Owner Grid')
    const url = `/api/companies/${company.id}/verification`
    ;(await client.patch(url).json({ verified: true }).withCsrfToken()).assertStatus(401)
    for (const user of [candidate, employer]) {
      const denied = await client.patch(url).json({ verified: true }).withCsrfToken().loginAs(user)
      denied.assertStatus(403)
      assert.deepEqual(denied.body(), { error: 'Admins only' })
    }
    assert.isFalse((await db.from('companies').where('id', company.id).firstOrFail()).verified)
    ;(await client.patch(url).json({ verified: true }).withCsrfToken().loginAs(admin)).assertStatus(200)
  })

  test("marks verified and back: the company answer, the row, and its jobs' company.verified", async ({
    client,
    assert,
  }) => {
    const { candidate, employer, admin } = await roles()
    const company = await createCompany(employer, 'Verified Grid')
    const job = await createJob(company)
    const url = `/api/companies/${company.id}/verification`

    const marked = await client.patch(url).json({ verified: true }).withCsrfToken().loginAs(admin)
    marked.assertStatus(200)
    const answer = await answerOf(client, admin, company.id)
    assert.deepEqual(marked.body(), answer)
    assert.include(answer, { id: company.id, name: 'Verified Grid', ownerId: employer.id, verified: true })
    assert.isTrue((await db.from('companies').where('id', company.id).firstOrFail()).verified)

    const shown = await client.get(`/api/jobs/${job.id}`).loginAs(candidate)
    shown.assertStatus(200)
    assert.isTrue(shown.body().company.verified)
    const listed = await client.get('/api/jobs').loginAs(candidate)
    const card = listed.body().jobs.find((row: { id: string }) => row.id === job.id)
    assert.isTrue(card.company.verified)

    const removed = await client.patch(url).json({ verified: false }).withCsrfToken().loginAs(admin)
    removed.assertStatus(200)
    assert.isFalse(removed.body().verified)
    assert.isFalse((await db.from('companies').where('id', company.id).firstOrFail()).verified)
    assert.isFalse((await client.get(`/api/jobs/${job.id}`).loginAs(candidate)).body().company.verified)
  })

  test('validation: "{message}"')
    .with([
      { payload: {}, message: MESSAGES.verifiedRequired, rule: 'required' },
      { payload: { verified: null }, message: MESSAGES.verifiedRequired, rule: 'required' },
      { payload: { verified: 'true' }, message: MESSAGES.verifiedBoolean, rule: 'boolean' },
      { payload: { verified: 1 }, message: MESSAGES.verifiedBoolean, rule: 'boolean' },
    ])
    .run(async ({ client, assert }, { payload, message, rule }) => {
      const { employer, admin } = await roles()
      const company = await createCompany(employer, 'Validated Grid')
      const response = await client
        .patch(`/api/companies/${company.id}/verification`)
        .json(payload)
        .withCsrfToken()
        .loginAs(admin)
      response.assertStatus(422)
      assert.deepEqual(response.body(), { error: message, errors: [{ field: 'verified', message, rule }] })
      assert.isFalse((await db.from('companies').where('id', company.id).firstOrFail()).verified)
    })

  test('404 unknown company or malformed id', async ({ client, assert }) => {
    const { admin } = await roles()
    const response = await client
      .patch(`/api/companies/${UNKNOWN}/verification`)
      .json({ verified: true })
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(404)
    assert.deepEqual(response.body(), { error: MESSAGES.companyNotFound })
    ;(
      await client.patch('/api/companies/all/verification').json({ verified: true }).withCsrfToken().loginAs(admin)
    ).assertStatus(404)
  })
})
