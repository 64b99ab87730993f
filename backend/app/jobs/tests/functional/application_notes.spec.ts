import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { NOTE_LIMITS, NOTE_MESSAGES } from '#jobs/validators/note_validator'
import { UNKNOWN_ID, apply, employerJob } from '#jobs/tests/applications_support'

/** An application of a candidate to a job of `owner`'s company. */
async function applied(client: Parameters<typeof apply>[0]) {
  const { owner, job } = await employerJob()
  const candidate = await UserFactory.create()
  const application = (await apply(client, candidate, job.id)).body() as { id: string }
  return { owner, job, candidate, applicationId: application.id }
}

async function stored(applicationId: string) {
  return db
    .from('applications')
    .where('id', applicationId)
    .select('employer_note', 'employer_note_updated_at')
    .firstOrFail()
}

test.group('GET and PUT /api/applications/{id}/note', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the owner of the job writes a private note, reads it back, replaces and clears it', async ({
    client,
    assert,
  }) => {
    const { owner, applicationId } = await applied(client)
    const empty = await client.get(`/api/applications/${applicationId}/note`).loginAs(owner)
    empty.assertStatus(200)
    empty.assertBody({ note: '', updatedAt: null })

    const saved = await client
      .put(`/api/applications/${applicationId}/note`)
      .json({ note: '  Strong on CIP-007; call back Tuesday.  ' })
      .withCsrfToken()
      .loginAs(owner)
    saved.assertStatus(200)
    assert.equal(saved.body().note, 'Strong on CIP-007; call back Tuesday.')
    assert.isString(saved.body().updatedAt)
    const row = await stored(applicationId)
    assert.equal(row.employer_note, 'Strong on CIP-007; call back Tuesday.')
    assert.isNotNull(row.employer_note_updated_at)

    const read = await client.get(`/api/applications/${applicationId}/note`).loginAs(owner)
    read.assertBody({ note: 'Strong on CIP-007; call back Tuesday.', updatedAt: saved.body().updatedAt })

    const cleared = await client
      .put(`/api/applications/${applicationId}/note`)
      .json({ note: '' })
      .withCsrfToken()
      .loginAs(owner)
    cleared.assertStatus(200)
    cleared.assertBody({ note: '', updatedAt: null })
    assert.deepEqual(await stored(applicationId), { employer_note: null, employer_note_updated_at: null })
  })

  test('validation: a missing note, a note that is not text or too long changes nothing (422)', async ({
    client,
    assert,
  }) => {
    const { owner, applicationId } = await applied(client)
    await client.put(`/api/applications/${applicationId}/note`).json({ note: 'Keep' }).withCsrfToken().loginAs(owner)
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, NOTE_MESSAGES.required, 'required'],
      [{ note: 42 }, NOTE_MESSAGES.text, 'string'],
      [{ note: ['a'] }, NOTE_MESSAGES.text, 'string'],
      [{ note: 'x'.repeat(NOTE_LIMITS.max + 1) }, NOTE_MESSAGES.max, 'maxLength'],
    ]
    for (const [body, message, rule] of cases) {
      const response = await client
        .put(`/api/applications/${applicationId}/note`)
        .json(body)
        .withCsrfToken()
        .loginAs(owner)
      response.assertStatus(422)
      response.assertBody({ error: message, errors: [{ field: 'note', message, rule }] })
    }
    assert.equal((await stored(applicationId)).employer_note, 'Keep')
    const longest = await client
      .put(`/api/applications/${applicationId}/note`)
      .json({ note: 'y'.repeat(NOTE_LIMITS.max) })
      .withCsrfToken()
      .loginAs(owner)
    longest.assertStatus(200)
  })

  test('only the owner of the job: another employer, the candidate and an admin get 403; anonymous 401; unknown 404', async ({
    client,
    assert,
  }) => {
    const { owner, candidate, applicationId } = await applied(client)
    await client.put(`/api/applications/${applicationId}/note`).json({ note: 'Private' }).withCsrfToken().loginAs(owner)
    const otherEmployer = await UserFactory.apply('employer').create()
    await createJob(await createCompany(otherEmployer))
    const admin = await UserFactory.apply('admin').create()
    for (const user of [otherEmployer, candidate, admin]) {
      const read = await client.get(`/api/applications/${applicationId}/note`).loginAs(user)
      read.assertStatus(403)
      assert.equal(read.body().error, NOTE_MESSAGES.notOwner)
      const write = await client
        .put(`/api/applications/${applicationId}/note`)
        .json({ note: 'Overwritten' })
        .withCsrfToken()
        .loginAs(user)
      write.assertStatus(403)
    }
    ;(await client.get(`/api/applications/${applicationId}/note`)).assertStatus(401)
    ;(
      await client.put(`/api/applications/${applicationId}/note`).json({ note: 'Anonymous' }).withCsrfToken()
    ).assertStatus(401)
    ;(await client.get(`/api/applications/${UNKNOWN_ID}/note`).loginAs(owner)).assertStatus(404)
    ;(
      await client.put(`/api/applications/${UNKNOWN_ID}/note`).json({ note: 'x' }).withCsrfToken().loginAs(owner)
    ).assertStatus(404)
    assert.equal((await stored(applicationId)).employer_note, 'Private')
  })
})
