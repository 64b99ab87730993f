import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import { applicationRow, captureLive, employerJob, referralRow } from '#referrals/tests/reward_fixtures'

/*
| Following the hire end to end: the employer moves the application with the
| jobs module's own endpoint (PATCH /api/applications/{id}), the candidate
| withdraws with DELETE; the referral rows are written directly.
*/

function move(client: ApiClient, employer: User, applicationId: string, status: string) {
  return client.patch(`/api/applications/${applicationId}`).json({ status }).withCsrfToken().loginAs(employer)
}

async function referralState(id: string) {
  return db.from('referrals').where('id', id).select('application_id', 'application_stage').firstOrFail()
}

async function hiredNotes(user: User) {
  return db
    .from('referral_notifications')
    .where({ user_id: user.id, type: 'referral_hired' })
    .select('referral_id', 'message', 'is_read', 'is_archived')
}

test.group('following the hire (jobs:application_status_changed, jobs:application_withdrawn)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the referrer sees each stage in their words, and is told when the candidate is hired', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { owner, job } = await employerJob('Reliability Engineer')
    const candidate = await UserFactory.merge({ name: 'Dana Reyes' }).create()
    const referrer = await UserFactory.create()
    const applicationId = await applicationRow(job.id, candidate)
    const referralId = await referralRow({
      jobId: job.id,
      referrer,
      candidate,
      applicationId,
      applicationStage: 'Applied',
    })
    const live = captureLive()
    cleanup(() => live.stop())

    const stages = []
    for (const status of ['viewed', 'interview', 'offer', 'hired']) {
      ;(await move(client, owner, applicationId, status)).assertStatus(200)
      stages.push(await referralState(referralId))
    }
    assert.deepEqual(stages, [
      { application_id: applicationId, application_stage: 'In review' },
      { application_id: applicationId, application_stage: 'Interviewing' },
      { application_id: applicationId, application_stage: 'Offer' },
      { application_id: applicationId, application_stage: 'Hired' },
    ])
    assert.deepEqual(await hiredNotes(referrer), [
      {
        referral_id: referralId,
        message: 'Dana Reyes was hired for Reliability Engineer',
        is_read: false,
        is_archived: false,
      },
    ])
    assert.deepEqual(live.of(referrer), [{ type: 'referral_notifications', unreadCount: 1 }])
    // The referrer reads it in their panel.
    const panel = (await client.get('/api/notifications/referrals').loginAs(referrer)).body()
    assert.deepEqual(
      panel.map((note: { type: string; referralId: string }) => [note.type, note.referralId]),
      [['referral_hired', referralId]]
    )
  })

  test("'Closed' when not selected, and nobody is told", async ({ client, assert }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const referrer = await UserFactory.create()
    const applicationId = await applicationRow(job.id, candidate)
    const referralId = await referralRow({ jobId: job.id, referrer, candidate, applicationId })
    ;(await move(client, owner, applicationId, 'rejected')).assertStatus(200)
    assert.deepEqual(await referralState(referralId), { application_id: applicationId, application_stage: 'Closed' })
    assert.lengthOf(await db.from('referral_notifications').where('user_id', referrer.id), 0)
  })

  test('an accepted referral not yet attached to the application is attached when it moves', async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const [referrer, asked, declined] = await UserFactory.createMany(3)
    const applicationId = await applicationRow(job.id, candidate)
    const accepted = await referralRow({ jobId: job.id, referrer, candidate })
    const pending = await referralRow({ jobId: job.id, referrer: asked, candidate, status: 'pending' })
    const refused = await referralRow({ jobId: job.id, referrer: declined, candidate, status: 'declined' })
    ;(await move(client, owner, applicationId, 'interview')).assertStatus(200)
    assert.deepEqual(await referralState(accepted), {
      application_id: applicationId,
      application_stage: 'Interviewing',
    })
    // Only an accepted referral stands behind the application: the others show nothing.
    assert.deepEqual(await referralState(pending), { application_id: null, application_stage: null })
    assert.deepEqual(await referralState(refused), { application_id: null, application_stage: null })
  })

  test('only referrers of accepted referrals hear of a hire; other applications are untouched', async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const [candidate, other] = await UserFactory.createMany(2)
    const [referrer, asked, otherReferrer] = await UserFactory.createMany(3)
    const applicationId = await applicationRow(job.id, candidate)
    const otherApplication = await applicationRow(job.id, other)
    await referralRow({ jobId: job.id, referrer, candidate, applicationId })
    const pending = await referralRow({ jobId: job.id, referrer: asked, candidate, status: 'pending', applicationId })
    const untouched = await referralRow({
      jobId: job.id,
      referrer: otherReferrer,
      candidate: other,
      applicationId: otherApplication,
      applicationStage: 'Applied',
    })
    for (const status of ['offer', 'hired']) (await move(client, owner, applicationId, status)).assertStatus(200)
    assert.lengthOf(await hiredNotes(referrer), 1)
    assert.lengthOf(await hiredNotes(asked), 0)
    assert.equal((await referralState(pending)).application_stage, 'Hired')
    assert.deepEqual(await referralState(untouched), {
      application_id: otherApplication,
      application_stage: 'Applied',
    })
  })

  test('a withdrawn application clears the stage of its referrals', async ({ client, assert }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    const referrer = await UserFactory.create()
    const applicationId = await applicationRow(job.id, candidate)
    const referralId = await referralRow({
      jobId: job.id,
      referrer,
      candidate,
      applicationId,
      applicationStage: 'Applied',
    })
    const withdrawn = await client.delete(`/api/applications/${applicationId}`).withCsrfToken().loginAs(candidate)
    withdrawn.assertStatus(200)
    assert.deepEqual(await referralState(referralId), { application_id: null, application_stage: null })
  })
})
