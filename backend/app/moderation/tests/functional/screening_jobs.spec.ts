import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { MODERATION_MESSAGES } from '#moderation/constants'
import { postingOf, scoreJob } from '#moderation/screening/job_model'
import { readPostings, type LabelledPosting } from '#moderation/screening/job_model/evaluation'
import { SHARED_DATA_PATH } from '#moderation/screening/job_model/model_file'
import ExportJobLabels from '#moderation/commands/export_job_labels'

/*
| Jobs through the API, screened by the rules and the job-scam model with
| their company's description: a posting the model is sure of is held and
| its employer told why; an honest one is left alone; an approval gives a
| held job back the status it had; every decision is kept as a label and
| exported in the shared file's format.
*/

const FEE_SCAM = 'Send a $50 processing fee by wire transfer to apply.'
const postings = readPostings(SHARED_DATA_PATH)
const fits = (p: LabelledPosting) =>
  p.title.length <= 100 &&
  p.description.length <= 2000 &&
  p.requirements.length <= 1000 &&
  p.companyProfile.length <= 2000
const asJob = (p: LabelledPosting) =>
  postingOf({
    title: p.title,
    description: p.description,
    requirements: p.requirements,
    benefits: [],
    hourlyRate: 20,
    companyDescription: p.companyProfile,
    companyHasLogo: false,
    status: 'active',
  })
/** A real scam the model holds as the API would post it (no logo, $20 an hour), and an honest ad it leaves alone. */
const heldScam = postings.find((p) => p.fraudulent && fits(p) && scoreJob(asJob(p)).hold)!
const honestAd = postings.find((p) => !p.fraudulent && fits(p) && p.companyProfile && !scoreJob(asJob(p)).queue)!

interface Ad {
  title: string
  description: string
  requirements: string
  companyProfile: string
}

/** The owner's company (one per owner), describing itself as the ad's company does. */
async function companyFor(client: ApiClient, owner: User, profile: string) {
  const company = await client
    .post('/api/companies')
    .json({ name: `Company of ${owner.name}`, description: profile })
    .withCsrfToken()
    .loginAs(owner)
  company.assertStatus(201)
  return company.body().id as string
}

async function postJob(client: ApiClient, owner: User, ad: Ad, companyId?: string) {
  const job = await client
    .post('/api/jobs')
    .json({
      companyId: companyId ?? (await companyFor(client, owner, ad.companyProfile)),
      title: ad.title,
      category: 'Specialist & Support Roles',
      payRate: 20,
      payUnit: 'hr',
      schedule: 'Full-time',
      location: 'Austin',
      state: 'Texas',
      country: 'United States',
      zipcode: '73301',
      description: ad.description,
      requirements: ad.requirements,
      isUrgent: false,
      isHiringNow: true,
      benefits: [],
    })
    .withCsrfToken()
    .loginAs(owner)
  job.assertStatus(201)
  return job.body().id as string
}

const ORDINARY = {
  title: 'NERC Compliance Analyst',
  description: 'Keep our reliability standards evidence in order, prepare audits and train the operations team.',
  requirements: 'Two years in utility compliance.',
  companyProfile: 'We keep the grid reliable across three states, with engineers and analysts in four offices.',
}

async function decide(client: ApiClient, admin: User, itemId: string, action: 'approve' | 'reject') {
  const response = await client
    .post(`/api/moderation/queue/${itemId}/action`)
    .json({ action })
    .withCsrfToken()
    .loginAs(admin)
  response.assertStatus(200)
}

const jobRow = (id: string) => db.from('jobs').where('id', id).select('status', 'moderation_hidden').firstOrFail()
const itemOf = (jobId: string) => db.from('moderation_items').where({ content_type: 'job', content_id: jobId })

test.group('screening jobs with the job-scam model', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a real scam the model is sure of is held (paused, hidden) and its employer told why', async ({
    client,
    assert,
  }) => {
    assert.exists(heldScam, 'the shared file has a scam the model holds')
    const owner = await UserFactory.apply('employer').create()
    const jobId = await postJob(client, owner, heldScam)
    const items = await itemOf(jobId)
    assert.lengthOf(items, 1)
    assert.include(items[0], { source: 'screening', severity: 'high', hidden: true, status: 'pending' })
    assert.deepEqual(items[0].categories, ['job_scam'])
    assert.match(items[0].reason, /^Job-scam model: \d+ % likely a scam \(.+\)$/)
    assert.deepEqual(await jobRow(jobId), { status: 'paused', moderation_hidden: true })
    const notices = await db.from('notifications').where({ user_id: owner.id, entity_id: jobId })
    assert.deepEqual(
      notices.map((n) => n.message),
      [MODERATION_MESSAGES.jobHeld(items[0].reason)]
    )
    const seen = await db.from('moderation_job_labels').where('item_id', items[0].id).firstOrFail()
    assert.include(seen, { job_id: jobId, job_status: 'active', fraudulent: null })
    assert.equal(seen.posting.companyProfile, heldScam.companyProfile)
  })

  test('an honest real ad is published and not queued', async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const jobId = await postJob(client, owner, honestAd)
    assert.lengthOf(await itemOf(jobId), 0)
    assert.deepEqual(await jobRow(jobId), { status: 'active', moderation_hidden: false })
  })

  test('approving a held job gives back the status it had: paused by its owner stays paused', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    const admin = await UserFactory.apply('admin').create()
    const companyId = await companyFor(client, owner, ORDINARY.companyProfile)
    const paused = await postJob(client, owner, ORDINARY, companyId)
    const active = await postJob(client, owner, { ...ORDINARY, title: 'Compliance Coordinator' }, companyId)
    ;(await client.patch(`/api/jobs/${paused}`).json({ status: 'paused' }).withCsrfToken().loginAs(owner)).assertStatus(
      200
    )
    for (const jobId of [paused, active]) {
      const edited = await client
        .patch(`/api/jobs/${jobId}`)
        .json({ description: `${ORDINARY.description} ${FEE_SCAM}` })
        .withCsrfToken()
        .loginAs(owner)
      edited.assertStatus(200)
      assert.deepEqual(await jobRow(jobId), { status: 'paused', moderation_hidden: true })
    }
    const pausedItem = (await itemOf(paused))[0]
    const activeItem = (await itemOf(active))[0]
    await decide(client, admin, pausedItem.id, 'approve')
    await decide(client, admin, activeItem.id, 'approve')
    assert.deepEqual(await jobRow(paused), { status: 'paused', moderation_hidden: false })
    assert.deepEqual(await jobRow(active), { status: 'active', moderation_hidden: false })
    const labels = await db.from('moderation_job_labels').whereIn('job_id', [paused, active]).orderBy('job_status')
    assert.deepEqual(
      labels.map((l) => [l.job_id, l.job_status, l.fraudulent, l.decided_by]),
      [
        [active, 'active', false, admin.id],
        [paused, 'paused', false, admin.id],
      ]
    )
  })

  test('decisions become labels; the export command writes them in the shared file’s format', async ({
    client,
    assert,
    cleanup,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    const reporter = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    const companyId = await companyFor(client, owner, ORDINARY.companyProfile)
    const scamJob = await postJob(
      client,
      owner,
      { ...ORDINARY, description: `${ORDINARY.description} ${FEE_SCAM}` },
      companyId
    )
    const reportedJob = await postJob(client, owner, { ...ORDINARY, title: 'Reliability Auditor' }, companyId)
    ;(
      await client
        .post(`/api/jobs/${reportedJob}/report`)
        .json({ reason: 'Looks fake' })
        .withCsrfToken()
        .loginAs(reporter)
    ).assertStatus(200)
    await decide(client, admin, (await itemOf(scamJob))[0].id, 'reject')
    await decide(client, admin, (await itemOf(reportedJob))[0].id, 'approve')

    const dir = await mkdtemp(join(tmpdir(), 'job-labels-'))
    cleanup(() => rm(dir, { recursive: true, force: true }))
    const out = join(dir, 'labels.jsonl')
    const ace = await app.container.make('ace')
    const command = await ace.create(ExportJobLabels, ['--out', out])
    await command.exec()
    command.assertSucceeded()

    const lines = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    const common = {
      salary: String(20 * 2080),
      employmentType: '',
      companyProfile: ORDINARY.companyProfile,
      requirements: ORDINARY.requirements,
      benefits: '',
      hasCompanyLogo: false,
    }
    assert.deepEqual(
      lines.map(({ id: _id, ...line }) => line),
      [
        { ...common, title: ORDINARY.title, description: `${ORDINARY.description} ${FEE_SCAM}`, fraudulent: true },
        { ...common, title: 'Reliability Auditor', description: ORDINARY.description, fraudulent: false },
      ]
    )
    // The lines read back as the training script reads the shared file.
    const back = readPostings(out)
    assert.deepEqual(
      back.map((p) => p.fraudulent),
      [true, false]
    )
    assert.isAbove(scoreJob(back[0]).probability, 0)
  })
})
