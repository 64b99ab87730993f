import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { Disk } from '@adonisjs/drive'
import env from '#start/env'
import { UserFactory } from '#shared/database/factories/user_factory'
import { APPLICATION_LIMITS, APPLICATION_MESSAGES as M } from '#jobs/constants'
import PurgeUnattachedResumes from '#jobs/actions/purge_unattached_resumes'
import { ownsResume, insertApplication } from '#jobs/repositories/applications_repository'
import { resumePurgeIntervalSeconds } from '#jobs/scheduler'
import { apply, employerJob, storedResumes, uploadResume, VALID_APPLICATION } from '#jobs/tests/applications_support'

const DAY = 86_400_000
const KEPT_DAYS = APPLICATION_LIMITS.unattachedResumeDays

/** Dates a résumé's upload `days` before now. */
async function uploadedDaysAgo(id: string, days: number) {
  await db
    .from('resume_uploads')
    .where('id', id)
    .update({ created_at: new Date(Date.now() - days * DAY) })
}

async function keyOf(id: string) {
  return (await db.from('resume_uploads').where('id', id).firstOrFail()).key as string
}

test.group('purge of unattached résumés', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('removes the row and file of a résumé no application carries, 30 days after its upload', async ({
    client,
    assert,
  }) => {
    const { job } = await employerJob()
    const withdrawnJob = (await employerJob('Substation Technician')).job
    const candidate = await UserFactory.create()
    const [carried, dropped, withdrawn, young] = [
      await uploadResume(client, candidate),
      await uploadResume(client, candidate),
      await uploadResume(client, candidate),
      await uploadResume(client, candidate),
    ]
    ;(await apply(client, candidate, job.id, { resumeUrl: carried.url })).assertStatus(201)
    const later = await apply(client, candidate, withdrawnJob.id, { resumeUrl: withdrawn.url })
    later.assertStatus(201)
    ;(await client.delete(`/api/applications/${later.body().id}`).withCsrfToken().loginAs(candidate)).assertStatus(200)
    for (const resume of [carried, dropped, withdrawn]) await uploadedDaysAgo(resume.id, KEPT_DAYS + 1)
    await uploadedDaysAgo(young.id, KEPT_DAYS - 1)
    const keys = Object.fromEntries(
      await Promise.all([carried, dropped, withdrawn, young].map(async (r) => [r.id, await keyOf(r.id)] as const))
    )
    const before = await storedResumes()
    assert.includeMembers(before, Object.values(keys))

    assert.deepEqual(await new PurgeUnattachedResumes().handle(), { removed: 2 })

    const left = await db.from('resume_uploads').where('user_id', candidate.id).orderBy('id').select('id')
    assert.sameMembers(
      left.map((row) => row.id),
      [carried.id, young.id]
    )
    assert.deepEqual(
      await storedResumes(),
      before.filter((key) => key !== keys[dropped.id] && key !== keys[withdrawn.id])
    )
    // The application still carries its résumé, which its employer can still download.
    const application = await db.from('applications').where({ user_id: candidate.id, job_id: job.id }).firstOrFail()
    assert.equal(application.resume_upload_id, carried.id)
    assert.deepEqual(await new PurgeUnattachedResumes().handle(), { removed: 0 })
  })

  test('applying with a removed résumé is refused with its message and writes nothing', async ({ client, assert }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    const resume = await uploadResume(client, candidate)
    await uploadedDaysAgo(resume.id, KEPT_DAYS + 1)
    assert.deepEqual(await new PurgeUnattachedResumes().handle(), { removed: 1 })

    const response = await apply(client, candidate, job.id, { resumeUrl: resume.url })
    response.assertStatus(422)
    response.assertBody({
      error: M.resumeNotFound,
      errors: [{ field: 'resumeUrl', message: M.resumeNotFound, rule: 'exists' }],
    })
    assert.lengthOf(await db.from('applications').where('user_id', candidate.id), 0)
  })

  test('walks every batch', async ({ client, assert }) => {
    const candidate = await UserFactory.create()
    const resumes = []
    for (let i = 0; i < 5; i++) resumes.push(await uploadResume(client, candidate))
    for (const resume of resumes) await uploadedDaysAgo(resume.id, KEPT_DAYS + 2)

    assert.deepEqual(await new PurgeUnattachedResumes(drive.use('resumes'), 2).handle(), { removed: 5 })
    assert.lengthOf(await db.from('resume_uploads').where('user_id', candidate.id), 0)
  })

  test('a file the store cannot remove keeps its row; the next run removes both', async ({ client, assert }) => {
    const candidate = await UserFactory.create()
    const resume = await uploadResume(client, candidate)
    await uploadedDaysAgo(resume.id, KEPT_DAYS + 1)
    const key = await keyOf(resume.id)
    const unreachable = {
      delete: async () => {
        throw new Error('connect ECONNREFUSED')
      },
    } as unknown as Disk

    await assert.rejects(() => new PurgeUnattachedResumes(unreachable).handle(), 'connect ECONNREFUSED')
    assert.isNotNull(await db.from('resume_uploads').where('id', resume.id).first())
    assert.include(await storedResumes(), key)

    assert.deepEqual(await new PurgeUnattachedResumes().handle(), { removed: 1 })
    assert.isNull(await db.from('resume_uploads').where('id', resume.id).first())
    assert.notInclude(await storedResumes(), key)
  })

  test('runs every 3600 s unless RESUME_PURGE_SECONDS says otherwise (0: never)', ({ assert, cleanup }) => {
    assert.equal(resumePurgeIntervalSeconds(), 3600)
    const previous = env.get('RESUME_PURGE_SECONDS')
    env.set('RESUME_PURGE_SECONDS', 0)
    cleanup(() => {
      env.set('RESUME_PURGE_SECONDS', previous)
      if (previous === undefined) delete process.env.RESUME_PURGE_SECONDS
    })
    assert.equal(resumePurgeIntervalSeconds(), 0)
    env.set('RESUME_PURGE_SECONDS', 60)
    assert.equal(resumePurgeIntervalSeconds(), 60)
  })
})

test.group('purge of unattached résumés beside an application being made (separate connections)', () => {
  test('the résumé of an application not yet committed is skipped, and stays with it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const tracking = await db.from('early_bird_tracking').where('id', 1).firstOrFail()
    const made = await employerJob()
    const candidate = await UserFactory.create()
    cleanup(async () => {
      await db.from('jobs').where('id', made.job.id).delete()
      await db.from('companies').where('id', made.company.id).delete()
      await db.from('users').whereIn('id', [made.owner.id, candidate.id]).delete()
      await db.from('early_bird_tracking').where('id', 1).update({
        total_founding_employers: tracking.total_founding_employers,
        program_active: tracking.program_active,
      })
    })
    const resume = await uploadResume(client, candidate)
    await uploadedDaysAgo(resume.id, KEPT_DAYS + 1)

    // The application's transaction has checked the résumé, as applying does, and has not committed yet.
    const applying = await db.transaction()
    // Before the rows' removal (cleanups run last first): a failed check must not leave its locks behind.
    cleanup(async () => {
      if (!applying.isCompleted) await applying.rollback()
    })
    assert.isTrue(await ownsResume(applying, resume.id, candidate.id))
    const started = Date.now()
    assert.deepEqual(await new PurgeUnattachedResumes().handle(), { removed: 0 })
    assert.isBelow(Date.now() - started, 5000)
    await insertApplication(
      applying,
      { ...VALID_APPLICATION, jobId: made.job.id, userId: candidate.id, resumeUploadId: resume.id },
      new Date()
    )
    await applying.commit()

    assert.deepEqual(await new PurgeUnattachedResumes().handle(), { removed: 0 })
    const application = await db.from('applications').where('user_id', candidate.id).firstOrFail()
    assert.equal(application.resume_upload_id, resume.id)
    assert.include(await storedResumes(), await keyOf(resume.id))
  })
    .skip(Boolean(process.env.DB_EMBEDDED), 'PGlite serves one session: a second one waits for the open transaction')
    .timeout(30_000)
})
