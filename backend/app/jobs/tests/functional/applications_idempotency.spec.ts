import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { IDEMPOTENCY_MESSAGES } from '#shared/middleware/idempotency_middleware'
import { VALID_APPLICATION, employerJob } from '#jobs/tests/applications_support'

const KEY = 'apply-2f1c9e4a-6b0d-4d8e-9a51-3c7f0e2b8d14'

function applyWithKey(client: ApiClient, user: User, jobId: string, body: Record<string, unknown>) {
  return client.post(`/api/jobs/${jobId}/apply`).json(body).header('Idempotency-Key', KEY).withCsrfToken().loginAs(user)
}

test.group('POST /api/jobs/{id}/apply with an Idempotency-Key', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a retry replays the first answer: one application, one applicant counted', async ({ client, assert }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    const first = await applyWithKey(client, candidate, job.id, VALID_APPLICATION)
    first.assertStatus(201)
    const retry = await applyWithKey(client, candidate, job.id, VALID_APPLICATION)
    retry.assertStatus(201)
    assert.deepEqual(retry.body(), first.body())
    assert.equal(retry.header('idempotent-replayed'), 'true')

    const rows = await db.from('applications').where({ job_id: job.id, user_id: candidate.id }).select('id')
    assert.deepEqual(rows, [{ id: first.body().id }])
    const { applicant_count: applicants } = await db.from('jobs').where('id', job.id).firstOrFail()
    assert.equal(applicants, 1)
  })

  test('the same key with another form is refused (422); the application stays as first sent', async ({
    client,
    assert,
  }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    ;(await applyWithKey(client, candidate, job.id, VALID_APPLICATION)).assertStatus(201)
    const changed = await applyWithKey(client, candidate, job.id, {
      ...VALID_APPLICATION,
      coverLetter: `${VALID_APPLICATION.coverLetter} Also available on weekends.`,
    })
    changed.assertStatus(422)
    changed.assertBody({
      error: IDEMPOTENCY_MESSAGES.reused,
      errors: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused, rule: 'idempotencyKeyReused' }],
    })
    const rows = await db.from('applications').where({ job_id: job.id }).select('cover_letter')
    assert.deepEqual(rows, [{ cover_letter: VALID_APPLICATION.coverLetter }])
  })

  test('while the first is in flight a retry answers 409 and applies nothing more', async ({ client, assert }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    ;(await applyWithKey(client, candidate, job.id, VALID_APPLICATION)).assertStatus(201)
    // The key's row as it is while the first request runs.
    await db
      .from('idempotency_keys')
      .where({ user_id: candidate.id, key: KEY })
      .update({ status_code: null, response_body: null, locked_at: new Date() })
    const retry = await applyWithKey(client, candidate, job.id, VALID_APPLICATION)
    retry.assertStatus(409)
    retry.assertBody({ error: IDEMPOTENCY_MESSAGES.inFlight })
    assert.lengthOf(await db.from('applications').where({ job_id: job.id }), 1)
  })
})
