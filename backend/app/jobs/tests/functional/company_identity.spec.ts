import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { filesOnDisk } from '#tests/helpers'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { MESSAGES } from '#jobs/constants'
import { COMPANY_MESSAGES as CM, isDomainVerified } from '#jobs/company_rules'

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(240, 7),
])

/** Fields only the owner and admins read. */
const PRIVATE_FIELDS = [
  'ownerId',
  'subscriptionTier',
  'foundingBenefits',
  'earlyBirdSignupDate',
  'freeTrialEndsAt',
  'hidden',
  'hiddenAt',
  'hiddenReason',
]
const PUBLIC_FIELDS = [
  'id',
  'name',
  'description',
  'logo',
  'size',
  'industry',
  'website',
  'headquarters',
  'verified',
  'domainVerified',
  'verification',
  'isFoundingEmployer',
  'foundingEmployerNumber',
  'hasLifetimePriorityPlacement',
  'responseRate',
  'typicalResponseHours',
  'createdAt',
]

function employer(email?: string, emailVerified = true) {
  return UserFactory.apply('employer')
    .merge({ ...(email ? { email } : {}), emailVerified })
    .create()
}

async function storedFiles() {
  return filesOnDisk(env.get('UPLOADS_DIR')!)
}

/** A file on the upload disk recorded as `owner`'s upload, as POST /api/upload leaves it. */
async function placeUpload(owner: User, body: Buffer, extension = 'png') {
  const key = `public/${randomBytes(16).toString('hex')}.${extension}`
  await mkdir(`${env.get('UPLOADS_DIR')!}/public`, { recursive: true })
  await writeFile(`${env.get('UPLOADS_DIR')!}/${key}`, body)
  await db.table('uploads').insert({ key, user_id: owner.id })
  return `/uploads/${key}`
}

test.group('company identity: who creates, who reads what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an employer names the company with its details; admins (403) and candidates (403) cannot create one', async ({
    client,
    assert,
  }) => {
    const owner = await employer('jane@gridline.com')
    const created = await client
      .post('/api/companies')
      .json({
        name: 'Gridline Power',
        description: 'We keep the grid reliable.\n\nThree offices.',
        website: 'https://www.gridline.com',
        size: '51-200',
        industry: 'Technology',
        headquarters: 'Austin, Texas',
      })
      .withCsrfToken()
      .loginAs(owner)
    created.assertStatus(201)
    assert.include(created.body(), {
      name: 'Gridline Power',
      description: 'We keep the grid reliable.\n\nThree offices.',
      website: 'https://www.gridline.com',
      size: '51-200',
      industry: 'Technology',
      headquarters: 'Austin, Texas',
      ownerId: owner.id,
      verified: false,
      domainVerified: true,
      verification: 'domain',
    })

    // The set-up form's fields answer their own messages on creation too, and nothing is created.
    const newcomer = await employer()
    const refusals: [object, string, string][] = [
      [{ name: 'Fine Name', website: 'ftp://x.example' }, 'website', 'Website must be an http(s) link'],
      [{ name: 'Fine Name', headquarters: 'x'.repeat(101) }, 'headquarters', CM.headquartersMax],
      [
        { name: 'Fine Name', industry: 'Mining' },
        'industry',
        'Industry must be one of Retail, Food Service, Healthcare, Technology, Education, Manufacturing, Transportation, Customer Service, Sales, Construction, Hospitality',
      ],
      [
        { name: 'Fine Name', description: 'x'.repeat(2001) },
        'description',
        'Description must be at most 2000 characters',
      ],
    ]
    for (const [json, field, message] of refusals) {
      const refused = await client.post('/api/companies').json(json).withCsrfToken().loginAs(newcomer)
      refused.assertStatus(422)
      assert.deepInclude(refused.body().errors[0], { field, message })
    }
    assert.lengthOf(await db.from('companies').where('owner_id', newcomer.id), 0)

    const admin = await UserFactory.apply('admin').create()
    const denied = await client.post('/api/companies').json({ name: 'Admin Co' }).withCsrfToken().loginAs(admin)
    denied.assertStatus(403)
    assert.deepEqual(denied.body(), { error: CM.adminsNoCompany })
    assert.lengthOf(await db.from('companies').where('owner_id', admin.id), 0)
    const adminRow = await db.from('users').where('id', admin.id).firstOrFail()
    assert.isNull(adminRow.founding_employer_number)

    const candidate = await UserFactory.create()
    const refused = await client.post('/api/companies').json({ name: 'Mine' }).withCsrfToken().loginAs(candidate)
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { error: MESSAGES.candidatesNoCompany })
    ;(await client.post('/api/companies').json({ name: 'Mine' }).withCsrfToken()).assertStatus(401)
  })

  test('GET /api/companies/{id}: public fields for members; the owner and admins also read owner, plan and dates', async ({
    client,
    assert,
  }) => {
    const owner = await employer()
    const company = await createCompany(owner, 'Private Parts Inc')
    const member = await UserFactory.create()
    const otherEmployer = await employer()
    const admin = await UserFactory.apply('admin').create()

    for (const reader of [member, otherEmployer]) {
      const response = await client.get(`/api/companies/${company.id}`).loginAs(reader)
      response.assertStatus(200)
      assert.sameMembers(Object.keys(response.body()), PUBLIC_FIELDS)
      assert.equal(response.body().name, 'Private Parts Inc')
    }
    for (const reader of [owner, admin]) {
      const response = await client.get(`/api/companies/${company.id}`).loginAs(reader)
      response.assertStatus(200)
      assert.sameMembers(Object.keys(response.body()), [...PUBLIC_FIELDS, ...PRIVATE_FIELDS])
      assert.equal(response.body().ownerId, owner.id)
    }
    ;(await client.get(`/api/companies/${company.id}`)).assertStatus(401)
    ;(await client.get(`/api/companies/${UNKNOWN}`).loginAs(member)).assertStatus(404)

    const list = await client.get('/api/companies/public').loginAs(member)
    list.assertStatus(200)
    const listed = list.body().find((item: { id: string }) => item.id === company.id)
    assert.sameMembers(Object.keys(listed), PUBLIC_FIELDS)
    assert.notInclude(JSON.stringify(list.body()), owner.id)
    const adminList = await client.get('/api/companies/public').loginAs(admin)
    const adminListed = adminList.body().find((item: { id: string }) => item.id === company.id)
    assert.equal(adminListed.ownerId, owner.id)
    ;(await client.get('/api/companies/public')).assertStatus(401)
  })
})

test.group('PATCH /api/companies/{id}: owner only, each message, nothing changed when refused', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner edits every field; another employer, a candidate and an admin get 403; 401; 404', async ({
    client,
    assert,
  }) => {
    const owner = await employer()
    const company = await createCompany(owner, 'Before Name')
    const logo = await placeUpload(owner, PNG)
    const changes = {
      name: 'After Name',
      description: 'Paragraph one.\n\nParagraph two.',
      website: 'http://after.example.org',
      size: '11-50',
      industry: 'Healthcare',
      headquarters: 'Denver, Colorado',
      logo,
    }
    const updated = await client.patch(`/api/companies/${company.id}`).json(changes).withCsrfToken().loginAs(owner)
    updated.assertStatus(200)
    assert.include(updated.body(), changes)
    const row = await db.from('companies').where('id', company.id).firstOrFail()
    assert.include(row, { name: 'After Name', headquarters: 'Denver, Colorado', logo, industry: 'Healthcare' })

    // The logo it already has may be sent back unchanged; null removes it.
    const same = await client.patch(`/api/companies/${company.id}`).json({ logo }).withCsrfToken().loginAs(owner)
    same.assertStatus(200)
    const removed = await client
      .patch(`/api/companies/${company.id}`)
      .json({ logo: null, headquarters: null })
      .withCsrfToken()
      .loginAs(owner)
    assert.include(removed.body(), { logo: null, headquarters: null })

    const admin = await UserFactory.apply('admin').create()
    for (const reader of [await employer(), await UserFactory.create(), admin]) {
      const denied = await client
        .patch(`/api/companies/${company.id}`)
        .json({ name: 'Taken over' })
        .withCsrfToken()
        .loginAs(reader)
      denied.assertStatus(403)
      assert.deepEqual(denied.body(), { error: MESSAGES.notCompanyOwner })
    }
    ;(await client.patch(`/api/companies/${company.id}`).json({ name: 'Anon' }).withCsrfToken()).assertStatus(401)
    ;(
      await client.patch(`/api/companies/${UNKNOWN}`).json({ name: 'Nobody' }).withCsrfToken().loginAs(owner)
    ).assertStatus(404)
    assert.equal((await db.from('companies').where('id', company.id).firstOrFail()).name, 'After Name')
  })

  test('each refused field answers its message and changes nothing', async ({ client, assert }) => {
    const owner = await employer()
    const stranger = await employer()
    const company = await createCompany(owner, 'Steady Co')
    const before = await db.from('companies').where('id', company.id).firstOrFail()

    const strangersLogo = await placeUpload(stranger, PNG)
    const textAsPng = await placeUpload(owner, Buffer.from('#!/bin/sh\necho not a picture\n'))
    const huge = await placeUpload(owner, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]))
    const cases: [object, string, string, string][] = [
      [{ website: 'ftp://files.example.com' }, 'website', 'Website must be an http(s) link', 'websiteUrl'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Website must be an http(s) link', 'websiteUrl'],
      [{ description: 'x'.repeat(2001) }, 'description', 'Description must be at most 2000 characters', 'maxLength'],
      [{ headquarters: 'A' }, 'headquarters', CM.headquartersMin, 'minLength'],
      [{ headquarters: 'x'.repeat(101) }, 'headquarters', CM.headquartersMax, 'maxLength'],
      [{ name: 'A' }, 'name', MESSAGES.companyMin, 'minLength'],
      [{ size: 'huge' }, 'size', 'Company size must be one of 1-10, 11-50, 51-200, 201-500, 501-1000, 1000+', 'enum'],
      [{ logo: strangersLogo }, 'logo', CM.logoInvalid, 'logoUpload'],
      [{ logo: '/uploads/public/0123456789abcdef0123456789abcdef.png' }, 'logo', CM.logoInvalid, 'logoUpload'],
      [{ logo: 'https://cdn.example.com/logo.png' }, 'logo', CM.logoInvalid, 'logoUpload'],
      [{ logo: textAsPng }, 'logo', CM.logoNotImage, 'logoImage'],
      [{ logo: huge }, 'logo', CM.logoTooLarge, 'logoSize'],
    ]
    for (const [json, field, message, rule] of cases) {
      const response = await client.patch(`/api/companies/${company.id}`).json(json).withCsrfToken().loginAs(owner)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [{ field, message, rule }], JSON.stringify(json).slice(0, 80))
    }
    const after = await db.from('companies').where('id', company.id).firstOrFail()
    assert.deepEqual(after, before)
  })

  test('a logo upload that is not an image (by its bytes) or is over the image limit is refused; no file is kept', async ({
    client,
    assert,
  }) => {
    const owner = await employer()
    const before = await storedFiles()
    const text = await client
      .post('/api/upload')
      .file('files', Buffer.from('#!/bin/sh\necho hi\n'), { filename: 'logo.png', contentType: 'image/png' })
      .field('folder', 'public')
      .withCsrfToken()
      .loginAs(owner)
    text.assertStatus(422)
    assert.equal(text.body().errors[0].message, 'Invalid file type')
    const big = await client
      .post('/api/upload')
      .file('files', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]), { filename: 'logo.png' })
      .field('folder', 'public')
      .withCsrfToken()
      .loginAs(owner)
    big.assertStatus(422)
    assert.equal(big.body().errors[0].message, 'File too large')
    assert.deepEqual(await storedFiles(), before)
    assert.lengthOf(await db.from('uploads').where('user_id', owner.id), 0)

    const ok = await client
      .post('/api/upload')
      .file('files', PNG, { filename: 'logo.png' })
      .field('folder', 'public')
      .withCsrfToken()
      .loginAs(owner)
    ok.assertStatus(201)
    const company = await createCompany(owner, 'Logo Works')
    const url = ok.body().files[0].url
    const patched = await client
      .patch(`/api/companies/${company.id}`)
      .json({ logo: url })
      .withCsrfToken()
      .loginAs(owner)
    patched.assertStatus(200)
    assert.equal(patched.body().logo, url)
  })
})

test.group('verified domain', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the rule: same registrable domain, sub-domains on either side; foreign and look-alike domains do not count', ({
    assert,
  }) => {
    const verified = (email: string, website: string | null, emailVerified = true) =>
      isDomainVerified({ email, emailVerified }, website)
    assert.isTrue(verified('jane@gridline.com', 'https://gridline.com'))
    assert.isTrue(verified('jane@gridline.com', 'https://careers.gridline.com/jobs'))
    assert.isTrue(verified('jane@mail.gridline.co.uk', 'http://www.gridline.co.uk'))
    assert.isTrue(verified('Jane@GRIDLINE.com', 'https://WWW.Gridline.com'))
    assert.isFalse(verified('jane@gridline.com', 'https://gridline.net'))
    assert.isFalse(verified('jane@gridline.com', 'https://gridline.com.evil.io'))
    assert.isFalse(verified('jane@evil-gridline.com', 'https://gridline.com'))
    // Two companies under one public suffix are different domains.
    assert.isFalse(verified('jane@acme.co.uk', 'https://other.co.uk'))
    assert.isFalse(verified('jane@gridline.com', 'https://gridline.com', false))
    assert.isFalse(verified('jane@gridline.com', null))
  })

  test('shown automatically, re-checked when the website changes; the admin mark is a different kind', async ({
    client,
    assert,
  }) => {
    const owner = await employer('hr@mail.voltworks.co.uk')
    const company = await createCompany(owner, 'Voltworks')
    const member = await UserFactory.create()
    const job = await createJob(company)

    const patch = (json: object) =>
      client.patch(`/api/companies/${company.id}`).json(json).withCsrfToken().loginAs(owner)
    const sub = await patch({ website: 'https://careers.voltworks.co.uk' })
    assert.include(sub.body(), { domainVerified: true, verified: false, verification: 'domain' })
    const read = await client.get(`/api/companies/${company.id}`).loginAs(member)
    assert.include(read.body(), { domainVerified: true, verification: 'domain' })
    // The job card's Verified badge follows.
    assert.isTrue((await client.get(`/api/jobs/${job.id}`).loginAs(member)).body().company.verified)

    const foreign = await patch({ website: 'https://voltworks-careers.com' })
    assert.include(foreign.body(), { domainVerified: false, verification: null })
    assert.isFalse((await db.from('companies').where('id', company.id).firstOrFail()).domain_verified)
    assert.isFalse((await client.get(`/api/jobs/${job.id}`).loginAs(member)).body().company.verified)

    await patch({ website: 'https://voltworks.co.uk' })
    const admin = await UserFactory.apply('admin').create()
    const marked = await client
      .patch(`/api/companies/${company.id}/verification`)
      .json({ verified: true })
      .withCsrfToken()
      .loginAs(admin)
    assert.include(marked.body(), { verified: true, domainVerified: true, verification: 'admin' })

    // An unverified e-mail proves nothing.
    const unverified = await employer('boss@gridhub.com', false)
    const other = await createCompany(unverified, 'Gridhub')
    const attempt = await client
      .patch(`/api/companies/${other.id}`)
      .json({ website: 'https://gridhub.com' })
      .withCsrfToken()
      .loginAs(unverified)
    assert.include(attempt.body(), { domainVerified: false, verification: null })

    // Once the owner verifies the e-mail, their next read of their company shows it.
    await db.from('users').where('id', unverified.id).update({ email_verified: true })
    const mine = await client.get('/api/companies').loginAs(unverified)
    assert.include(mine.body()[0], { id: other.id, domainVerified: true, verification: 'domain' })
    assert.isTrue((await db.from('companies').where('id', other.id).firstOrFail()).domain_verified)
  })
})

test.group('two companies of one name', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the search's Companies group gives each one's headquarters and verified mark", async ({ client, assert }) => {
    const name = `Quillfeather Grid ${Date.now()}`
    const boulder = await createCompany(await employer('hr@quillfeather.example'), name)
    const austin = await createCompany(await employer(), name)
    await db
      .from('companies')
      .where('id', boulder.id)
      .update({ headquarters: 'Boulder, Colorado', domain_verified: true })
    await db.from('companies').where('id', austin.id).update({ headquarters: 'Austin, Texas' })
    const reader = await UserFactory.create()
    const response = await client.get(`/api/search?q=${encodeURIComponent(name)}`).loginAs(reader)
    response.assertStatus(200)
    const found = response.body().companies.filter((company: { name: string }) => company.name === name)
    assert.sameDeepMembers(
      found.map(({ id, headquarters, verified }: { id: string; headquarters: string; verified: boolean }) => ({
        id,
        headquarters,
        verified,
      })),
      [
        { id: boulder.id, headquarters: 'Boulder, Colorado', verified: true },
        { id: austin.id, headquarters: 'Austin, Texas', verified: false },
      ]
    )
  })
})

test.group('filters that can match', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('company size, industry and company id filter real companies', async ({ client, assert }) => {
    const member = await UserFactory.create()
    const a = await createCompany(await employer(), 'Size Filter Alpha')
    const b = await createCompany(await employer(), 'Size Filter Beta')
    await db.from('companies').where('id', a.id).update({ size: '1-10', industry: 'Construction' })
    await db.from('companies').where('id', b.id).update({ size: '1000+', industry: 'Hospitality' })
    const jobA = await createJob(a, { title: 'Alpha Role' })
    const jobB = await createJob(b, { title: 'Beta Role' })
    const ids = async (query: string) =>
      (await client.get(`/api/jobs?${query}&limit=50`).loginAs(member)).body().jobs.map((job: { id: string }) => job.id)

    assert.include(await ids('companySize=1-10'), jobA.id)
    assert.notInclude(await ids('companySize=1-10'), jobB.id)
    assert.include(await ids('industry=Hospitality'), jobB.id)
    assert.notInclude(await ids('industry=Hospitality'), jobA.id)
    assert.deepEqual(await ids(`companyId=${a.id}`), [jobA.id])
    const bad = await client.get('/api/jobs?companyId=nope').loginAs(member)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].message, 'companyId must be a company id')
  })

  test('every experience level can match: the employer states it, or it is inferred', async ({ client, assert }) => {
    const owner = await employer()
    const company = await createCompany(owner, 'Levels Inc')
    const member = await UserFactory.create()
    const post = (json: object) =>
      client
        .post('/api/jobs')
        .json({ companyId: company.id, ...JSON.parse(JSON.stringify(JOB)), ...json })
        .withCsrfToken()
        .loginAs(owner)
    const posted: Record<string, string> = {}
    for (const level of ['Entry Level', 'Mid Level', 'Senior Level', 'Executive', 'No Experience Required']) {
      const response = await post({ title: `Level ${level}`, experienceLevel: level })
      response.assertStatus(201)
      assert.equal(response.body().experienceLevel, level)
      posted[level] = response.body().id
    }
    for (const [level, id] of Object.entries(posted)) {
      const page = await client
        .get(`/api/jobs?experienceLevel=${encodeURIComponent(level)}&companyId=${company.id}`)
        .loginAs(member)
      assert.deepEqual(
        page.body().jobs.map((job: { id: string }) => job.id),
        [id],
        level
      )
      // With a keyword the same filter runs on the search index's terms.
      const searched = await client
        .get(`/api/jobs?keyword=Level&experienceLevel=${encodeURIComponent(level)}&companyId=${company.id}`)
        .loginAs(member)
      assert.deepEqual(
        searched.body().jobs.map((job: { id: string }) => job.id),
        [id],
        `${level} with a keyword`
      )
    }

    const inferred = await post({ requirements: '5 years of experience in NERC CIP' })
    assert.equal(inferred.body().experienceLevel, 'Senior Level')
    const stated = posted['Executive']
    const edited = await client
      .patch(`/api/jobs/${stated}`)
      .json({ requirements: 'No experience needed' })
      .withCsrfToken()
      .loginAs(owner)
    assert.equal(edited.body().experienceLevel, 'Executive')
    const unset = await client
      .patch(`/api/jobs/${stated}`)
      .json({ experienceLevel: null })
      .withCsrfToken()
      .loginAs(owner)
    assert.equal(unset.body().experienceLevel, 'Entry Level')
    // Whether the employer chose the level travels with it (the edit form leaves an inferred one to the requirements).
    assert.isFalse(inferred.body().experienceLevelStated)
    assert.isTrue(edited.body().experienceLevelStated)
    assert.isFalse(unset.body().experienceLevelStated)
    const listed = await client.get(`/api/jobs?companyId=${company.id}&limit=50`).loginAs(owner)
    const statedById = new Map(
      listed
        .body()
        .jobs.map((job: { id: string; experienceLevelStated: boolean }) => [job.id, job.experienceLevelStated])
    )
    assert.isTrue(statedById.get(posted['Senior Level']))
    assert.isFalse(statedById.get(inferred.body().id))
    assert.isFalse(statedById.get(stated))
    const read = await client.get(`/api/jobs/${posted['Mid Level']}`).loginAs(owner)
    assert.isTrue(read.body().experienceLevelStated)

    const bad = await post({ experienceLevel: 'Wizard' })
    bad.assertStatus(422)
    assert.deepEqual(bad.body().errors, [
      {
        field: 'experienceLevel',
        message:
          'Experience level must be one of Entry Level, Mid Level, Senior Level, Executive, No Experience Required',
        rule: 'enum',
      },
    ])
  })
})

const JOB = {
  title: 'Grid Analyst',
  category: 'Specialist & Support Roles',
  payRate: 30,
  payUnit: 'hr',
  schedule: 'Full-time',
  location: 'Austin',
  state: 'Texas',
  country: 'United States',
  zipcode: '73301',
  description: 'Keep our reliability standards evidence in order.',
}
