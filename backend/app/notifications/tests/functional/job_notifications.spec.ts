import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'

const JOB_ID = '3f1d2c4b-0000-4000-8000-00000000a001'

test.group('notifications about a job carry the job (part 1 §3)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a job alert match: the job { id, title, company } and a link that opens the job', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await emitter.emit('jobs:job_matched', {
      alertId: crypto.randomUUID(),
      userId: user.id,
      jobId: JOB_ID,
      jobTitle: 'NERC Compliance Analyst',
      companyName: 'Grid Co',
      email: false,
    })
    const response = await client.get('/api/notifications').loginAs(user)
    response.assertStatus(200)
    const row = await db.from('notifications').where('user_id', user.id).firstOrFail()
    assert.deepEqual(response.body().notifications, [
      {
        id: row.id,
        type: 'job_match',
        message: 'New job matching your alert: NERC Compliance Analyst at Grid Co',
        isRead: false,
        createdAt: row.created_at.toISOString(),
        actor: null,
        entityType: 'job',
        entityId: JOB_ID,
        commentId: null,
        job: { id: JOB_ID, title: 'NERC Compliance Analyst', company: 'Grid Co' },
        link: `/jobs/${JOB_ID}`,
      },
    ])
  })

  test('application, overdue and recommendation notifications name their job; others have none', async ({
    client,
    assert,
  }) => {
    const [candidate, employer, friend] = await UserFactory.createMany(3)
    const applicationId = crypto.randomUUID()
    await emitter.emit('jobs:application_submitted', {
      applicationId,
      jobId: JOB_ID,
      jobTitle: 'Field Technician',
      employerId: employer.id,
      candidateId: candidate.id,
      candidateName: candidate.name,
      referralCode: null,
    })
    await emitter.emit('jobs:application_status_changed', {
      applicationId,
      jobId: JOB_ID,
      jobTitle: 'Field Technician',
      companyName: 'Grid Co',
      candidateId: candidate.id,
      from: 'applied',
      to: 'viewed',
      toLabel: 'Under Review',
      changedBy: employer.id,
    })
    await emitter.emit('jobs:application_overdue', {
      applicationId,
      jobId: JOB_ID,
      jobTitle: 'Field Technician',
      companyName: 'Grid Co',
      candidateId: candidate.id,
      days: 14,
    })
    await emitter.emit('messaging:job_recommended', {
      jobId: JOB_ID,
      jobTitle: 'Field Technician',
      companyName: 'Grid Co',
      senderId: friend.id,
      senderName: friend.name,
      recipientId: candidate.id,
      threadId: crypto.randomUUID(),
    })
    await emitter.emit('messaging:connection_requested', {
      requesterId: friend.id,
      requesterName: friend.name,
      targetId: candidate.id,
      connectionId: crypto.randomUUID(),
    })

    const job = { id: JOB_ID, title: 'Field Technician', company: 'Grid Co' }
    const mine = await client.get('/api/notifications').loginAs(candidate)
    mine.assertStatus(200)
    const byType = Object.fromEntries(
      mine.body().notifications.map((n: { type: string; job: unknown; link: string }) => [n.type, [n.job, n.link]])
    )
    assert.deepEqual(byType, {
      application_status: [job, '/applications'],
      application_overdue: [job, '/applications'],
      job_recommendation: [job, `/jobs/${JOB_ID}`],
      connection_request: [null, '/messages/connections'],
    })
    const theirs = await client.get('/api/notifications').loginAs(employer)
    assert.deepEqual(
      theirs.body().notifications.map((n: { type: string; job: unknown }) => [n.type, n.job]),
      [['candidate_applied', { id: JOB_ID, title: 'Field Technician', company: null }]]
    )
  })
})
