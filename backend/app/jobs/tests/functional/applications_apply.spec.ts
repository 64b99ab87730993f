import { test } from '@japa/runner'
import { readFile, readdir } from 'node:fs/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { UserFactory } from '#shared/database/factories/user_factory'
import { multipartTmpDirectory } from '#shared/middleware/multipart_middleware'
import {
  APPLICATION_AVAILABILITY,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES as M,
  APPLICATION_SKILLS,
} from '#jobs/constants'
import { FAKE_RESUMES, RESUME_FIXTURES, RESUME_MIME } from '#jobs/tests/resume_fixtures'
import {
  UNKNOWN_ID,
  VALID_APPLICATION,
  apply,
  employerJob,
  storedResumes,
  uploadResume,
} from '#jobs/tests/applications_support'

const DAY = 86_400_000

test.group('POST /api/upload/resume', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('keeps a {$self} found by its content on the private disk, with its row')
    .with(['pdf', 'doc', 'docx'] as const)
    .run(async ({ client, assert }, kind) => {
      const candidate = await UserFactory.create()
      const response = await client
        .post('/api/upload/resume')
        .file('file', RESUME_FIXTURES[kind], { filename: `My CV.${kind}`, contentType: 'application/octet-stream' })
        .withCsrfToken()
        .loginAs(candidate)
      response.assertStatus(201)
      const body = response.body()
      assert.deepEqual(body, {
        id: body.id,
        url: `resume:${body.id}`,
        name: `My CV.${kind}`,
        size: RESUME_FIXTURES[kind].length,
        type: RESUME_MIME[kind],
      })
      const row = await db.from('resume_uploads').where('id', body.id).firstOrFail()
      assert.deepInclude(row, {
        user_id: candidate.id,
        key: `${candidate.id}/${body.id}.${kind}`,
        original_name: `My CV.${kind}`,
        mime: RESUME_MIME[kind],
        size: RESUME_FIXTURES[kind].length,
      })
      // Private: on the résumé disk, never under the public uploads folder, and no public URL serves it.
      assert.deepEqual(await readFile(`${env.get('RESUMES_DIR')}/${row.key}`), RESUME_FIXTURES[kind])
      assert.isFalse(env.get('RESUMES_DIR')!.startsWith(env.get('UPLOADS_DIR')!))
      const publicTry = await client.get(`/uploads/${row.key}`)
      publicTry.assertStatus(404)
    })

  test('refuses {$self} whatever its name and declared type, leaving nothing behind')
    .with(Object.keys(FAKE_RESUMES) as (keyof typeof FAKE_RESUMES)[])
    .run(async ({ client, assert }, name) => {
      const candidate = await UserFactory.create()
      const { body, filename, contentType } = FAKE_RESUMES[name]
      const before = await storedResumes()
      const response = await client
        .post('/api/upload/resume')
        .file('file', body, { filename, contentType })
        .withCsrfToken()
        .loginAs(candidate)
      response.assertStatus(422)
      response.assertBody({
        error: M.invalidFileType,
        errors: [{ field: 'file', message: M.invalidFileType, rule: 'fileType' }],
      })
      assert.deepEqual(await storedResumes(), before)
      assert.lengthOf(await db.from('resume_uploads').where('user_id', candidate.id), 0)
      assert.lengthOf(await readdir(multipartTmpDirectory()).catch(() => []), 0)
    })

  test('5 MB is accepted; one byte more is "File too large" and nothing is kept', async ({ client, assert }) => {
    const candidate = await UserFactory.create()
    const exact = Buffer.concat([
      RESUME_FIXTURES.pdf,
      Buffer.alloc(APPLICATION_LIMITS.resumeBytes - RESUME_FIXTURES.pdf.length, 32),
    ])
    const accepted = await client
      .post('/api/upload/resume')
      .file('file', exact, { filename: 'big.pdf' })
      .withCsrfToken()
      .loginAs(candidate)
    accepted.assertStatus(201)
    assert.equal(accepted.body().size, APPLICATION_LIMITS.resumeBytes)

    const before = await storedResumes()
    for (const extra of [1, 3 * 1024 * 1024]) {
      const large = Buffer.concat([exact, Buffer.alloc(extra, 32)])
      const refused = await client
        .post('/api/upload/resume')
        .file('file', large, { filename: 'bigger.pdf' })
        .withCsrfToken()
        .loginAs(candidate)
      refused.assertStatus(422)
      assert.equal(refused.body().error, M.fileTooLarge)
    }
    assert.deepEqual(await storedResumes(), before)
    assert.lengthOf(await db.from('resume_uploads').where('user_id', candidate.id), 1)
    assert.lengthOf(await readdir(multipartTmpDirectory()).catch(() => []), 0)
  })

  test('no file: 422; employers and admins: 403; anonymous: 401', async ({ client, assert }) => {
    const candidate = await UserFactory.create()
    const missing = await client.post('/api/upload/resume').field('other', 'x').withCsrfToken().loginAs(candidate)
    missing.assertStatus(422)
    missing.assertBody({
      error: M.fileRequired,
      errors: [{ field: 'file', message: M.fileRequired, rule: 'required' }],
    })
    for (const user of [await UserFactory.apply('employer').create(), await UserFactory.apply('admin').create()]) {
      const denied = await client
        .post('/api/upload/resume')
        .file('file', RESUME_FIXTURES.pdf, { filename: 'cv.pdf' })
        .withCsrfToken()
        .loginAs(user)
      denied.assertStatus(403)
      denied.assertBody({ error: 'Only candidates can upload a resume' })
    }
    const anonymous = await client
      .post('/api/upload/resume')
      .file('file', RESUME_FIXTURES.pdf, { filename: 'cv.pdf' })
      .withCsrfToken()
    anonymous.assertStatus(401)
    assert.lengthOf(await db.from('resume_uploads'), 0)
  })
})

test.group('POST /api/jobs/{id}/apply', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('applies with a résumé: the application, its first history entry, the count and the employer told', async ({
    client,
    assert,
  }) => {
    const { owner, company, job } = await employerJob()
    const candidate = await UserFactory.merge({ name: 'Dana Reyes' }).create()
    const resume = await uploadResume(client, candidate, 'pdf', 'Dana Reyes CV.pdf')
    const response = await apply(client, candidate, job.id, {
      coverLetter: `   ${VALID_APPLICATION.coverLetter}   `,
      selectedSkills: ['Communication', 'Attention to Detail', 'Communication'],
      resumeUrl: resume.url,
    })
    response.assertStatus(201)
    const body = response.body()
    const row = await db.from('applications').where('id', body.id).firstOrFail()
    const appliedAt = new Date(row.created_at).toISOString()
    const { job: answeredJob, ...application } = body
    assert.deepEqual(application, {
      id: row.id,
      jobId: job.id,
      status: 'applied',
      statusLabel: 'Applied',
      appliedAt,
      updatedAt: appliedAt,
      coverLetter: VALID_APPLICATION.coverLetter,
      selectedSkills: ['Communication', 'Attention to Detail'],
      selectedAvailability: VALID_APPLICATION.selectedAvailability,
      resume: {
        name: 'Dana Reyes CV.pdf',
        size: RESUME_FIXTURES.pdf.length,
        type: 'application/pdf',
        url: `/api/applications/${row.id}/resume`,
      },
      history: [{ from: null, to: 'applied', label: 'Applied', at: appliedAt }],
      respondBy: new Date(new Date(appliedAt).getTime() + 14 * DAY).toISOString(),
    })
    // The job as the jobs module reads it for this candidate.
    const read = await client.get(`/api/jobs/${job.id}`).loginAs(candidate)
    assert.deepEqual(answeredJob, read.body())
    assert.equal(answeredJob.company.name, company.name)

    assert.deepInclude(row, {
      job_id: job.id,
      user_id: candidate.id,
      status: 'applied',
      cover_letter: VALID_APPLICATION.coverLetter,
      is_eighteen_or_older: true,
      is_authorized_to_work: true,
      does_not_require_sponsorship: true,
      resume_upload_id: resume.id,
      score: 0,
      first_response_at: null,
      overdue_notified_at: null,
    })
    assert.deepEqual(row.selected_skills, ['Communication', 'Attention to Detail'])
    assert.equal(new Date(row.status_changed_at).toISOString(), appliedAt)
    const history = await db.from('application_status_changes').where('application_id', row.id)
    assert.deepEqual(
      history.map((entry) => [entry.from_status, entry.to_status, entry.changed_by]),
      [[null, 'applied', candidate.id]]
    )
    const counted = await db.from('jobs').where('id', job.id).select('applicant_count').firstOrFail()
    assert.equal(counted.applicant_count, 1)
    const notes = await db.from('notifications').where({ user_id: owner.id, type: 'candidate_applied' })
    assert.deepEqual(
      notes.map((note) => [note.actor_id, note.entity_type, note.entity_id, note.message, note.is_read]),
      [[candidate.id, 'job', job.id, `Dana Reyes applied to ${job.title}`, false]]
    )
    // The employer opens it on their dashboard.
    const listed = await client.get('/api/notifications').loginAs(owner)
    assert.deepInclude(listed.body().notifications[0], {
      type: 'candidate_applied',
      message: `Dana Reyes applied to ${job.title}`,
      link: '/dashboard?view=applications',
    })
  })

  test('every rule of the application form with its message', async ({ client, assert }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    const stranger = await UserFactory.create()
    const theirs = await uploadResume(client, stranger)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ coverLetter: undefined }, 'coverLetter', M.coverLetterMin],
      [{ coverLetter: '' }, 'coverLetter', M.coverLetterMin],
      [{ coverLetter: 42 }, 'coverLetter', M.coverLetterMin],
      [{ coverLetter: 'Too short to say anything.' }, 'coverLetter', M.coverLetterMin],
      [{ coverLetter: `   ${'x'.repeat(49)}    ` }, 'coverLetter', M.coverLetterMin],
      [{ coverLetter: 'x'.repeat(1001) }, 'coverLetter', M.coverLetterMax],
      [{ selectedSkills: undefined }, 'selectedSkills', M.skillsRequired],
      [{ selectedSkills: [] }, 'selectedSkills', M.skillsRequired],
      [{ selectedSkills: 'Sales' }, 'selectedSkills', M.skillsRequired],
      [{ selectedSkills: ['Juggling'] }, 'selectedSkills.0', `Skills must be among ${APPLICATION_SKILLS.join(', ')}`],
      [{ selectedAvailability: undefined }, 'selectedAvailability', M.availabilityRequired],
      [{ selectedAvailability: [] }, 'selectedAvailability', M.availabilityRequired],
      [
        { selectedAvailability: ['Nights'] },
        'selectedAvailability.0',
        `Availability must be among ${APPLICATION_AVAILABILITY.join(', ')}`,
      ],
      [{ isEighteenOrOlder: false }, 'isEighteenOrOlder', M.eighteen],
      [{ isEighteenOrOlder: undefined }, 'isEighteenOrOlder', M.eighteen],
      [{ isAuthorizedToWork: false }, 'isAuthorizedToWork', M.authorized],
      [{ isAuthorizedToWork: undefined }, 'isAuthorizedToWork', M.authorized],
      [{ doesNotRequireSponsorship: false }, 'doesNotRequireSponsorship', M.sponsorship],
      [{ doesNotRequireSponsorship: undefined }, 'doesNotRequireSponsorship', M.sponsorship],
      [{ resumeUrl: 'https://evil.example/cv.pdf' }, 'resumeUrl', M.resumeNotFound],
      [{ resumeUrl: `resume:${UNKNOWN_ID}` }, 'resumeUrl', M.resumeNotFound],
      [{ resumeUrl: theirs.url }, 'resumeUrl', M.resumeNotFound],
    ]
    for (const [changes, field, message] of cases) {
      const response = await apply(client, candidate, job.id, changes)
      response.assertStatus(422)
      assert.equal(response.body().error, message, JSON.stringify(changes).slice(0, 80))
      assert.deepEqual(
        response.body().errors.map((error: { field: string }) => error.field),
        [field],
        JSON.stringify(changes).slice(0, 80)
      )
    }
    assert.lengthOf(await db.from('applications').where('user_id', candidate.id), 0)
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 0)

    // Exactly the limits pass; no résumé (null or absent) is fine.
    const ok = await apply(client, candidate, job.id, {
      coverLetter: 'x'.repeat(1000),
      selectedSkills: [...APPLICATION_SKILLS],
      selectedAvailability: [...APPLICATION_AVAILABILITY],
      resumeUrl: null,
    })
    ok.assertStatus(201)
    assert.isNull(ok.body().resume)
    const other = await employerJob('Substation Technician')
    const shortest = await apply(client, candidate, other.job.id, { coverLetter: 'y'.repeat(50) })
    shortest.assertStatus(201)
  })

  test('candidates only (403), unknown job 404, paused job 409, once per job (409); anonymous 401', async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    for (const user of [owner, admin]) {
      const denied = await apply(client, user, job.id)
      denied.assertStatus(403)
      denied.assertBody({ error: M.onlyCandidatesApply })
    }
    ;(await client.post(`/api/jobs/${job.id}/apply`).json(VALID_APPLICATION).withCsrfToken()).assertStatus(401)
    const unknown = await apply(client, candidate, UNKNOWN_ID)
    unknown.assertStatus(404)
    unknown.assertBody({ error: 'Job not found' })
    ;(await apply(client, candidate, 'not-a-uuid')).assertStatus(404)

    await db.from('jobs').where('id', job.id).update({ status: 'paused' })
    const paused = await apply(client, candidate, job.id)
    paused.assertStatus(409)
    paused.assertBody({ error: M.jobNotActive })
    await db.from('jobs').where('id', job.id).update({ status: 'active' })

    ;(await apply(client, candidate, job.id)).assertStatus(201)
    const again = await apply(client, candidate, job.id)
    again.assertStatus(409)
    again.assertBody({ error: M.alreadyApplied })
    assert.lengthOf(await db.from('applications').where('job_id', job.id), 1)
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 1)
    assert.lengthOf(await db.from('notifications').where({ user_id: owner.id, type: 'candidate_applied' }), 1)
  })
})

test.group('GET /api/applications/my and GET /api/applications (candidate)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('newest first in keyset pages, with job, history oldest first and the answer deadline', async ({
    client,
    assert,
  }) => {
    const candidate = await UserFactory.create()
    const jobs = []
    for (const title of ['First Analyst', 'Second Analyst', 'Third Analyst']) jobs.push(await employerJob(title))
    const ids: string[] = []
    for (const { job } of jobs) ids.push((await apply(client, candidate, job.id)).body().id)
    // Distinct times, oldest first.
    for (const [index, id] of ids.entries()) {
      await db
        .from('applications')
        .where('id', id)
        .update({ created_at: new Date(Date.UTC(2026, 10, 1 + index)) })
    }
    // The first one was reviewed by its employer.
    const moved = await client
      .patch(`/api/applications/${ids[0]}`)
      .json({ status: 'reviewed' })
      .withCsrfToken()
      .loginAs(jobs[0].owner)
    moved.assertStatus(200)
    const other = await UserFactory.create()
    await apply(client, other, jobs[0].job.id)

    const first = await client.get('/api/applications/my?limit=2').loginAs(candidate)
    first.assertStatus(200)
    assert.deepEqual(
      first.body().applications.map((item: { id: string }) => item.id),
      [ids[2], ids[1]]
    )
    assert.isTrue(first.body().hasMore)
    assert.equal(first.body().total, 3)
    assert.equal(first.body().applications[0].respondBy, new Date(Date.UTC(2026, 10, 3) + 14 * DAY).toISOString())
    assert.equal(first.body().applications[0].job.title, 'Third Analyst')

    const second = await client.get(`/api/applications/my?limit=2&cursor=${first.body().nextCursor}`).loginAs(candidate)
    assert.deepEqual(
      second.body().applications.map((item: { id: string }) => item.id),
      [ids[0]]
    )
    assert.isFalse(second.body().hasMore)
    assert.isNull(second.body().nextCursor)
    assert.equal(second.body().total, 3)
    const reviewed = second.body().applications[0]
    assert.equal(reviewed.status, 'viewed')
    assert.equal(reviewed.statusLabel, 'Under Review')
    assert.isNull(reviewed.respondBy)
    assert.deepEqual(
      reviewed.history.map((entry: { from: string | null; to: string; label: string }) => [
        entry.from,
        entry.to,
        entry.label,
      ]),
      [
        [null, 'applied', 'Applied'],
        ['applied', 'viewed', 'Under Review'],
      ]
    )

    // GET /api/applications answers a candidate with the same page.
    const all = await client.get('/api/applications').loginAs(candidate)
    assert.deepEqual(all.body(), (await client.get('/api/applications/my').loginAs(candidate)).body())
    assert.lengthOf(all.body().applications, 3)

    const bad = await client.get('/api/applications/my?cursor=nonsense').loginAs(candidate)
    bad.assertStatus(422)
    assert.equal(bad.body().error, 'Invalid cursor')
  })

  test('the answer deadline follows RESPONSE_DEADLINE_DAYS', async ({ client, assert, cleanup }) => {
    const { job } = await employerJob()
    const candidate = await UserFactory.create()
    const previous = env.get('RESPONSE_DEADLINE_DAYS')
    env.set('RESPONSE_DEADLINE_DAYS', 3)
    cleanup(() => {
      env.set('RESPONSE_DEADLINE_DAYS', previous as number)
      if (previous === undefined) delete process.env.RESPONSE_DEADLINE_DAYS
    })
    const body = (await apply(client, candidate, job.id)).body()
    assert.equal(body.respondBy, new Date(new Date(body.appliedAt).getTime() + 3 * DAY).toISOString())
  })

  test("only candidates (403 with the page's message); anonymous 401", async ({ client }) => {
    for (const user of [await UserFactory.apply('employer').create(), await UserFactory.apply('admin').create()]) {
      const denied = await client.get('/api/applications/my').loginAs(user)
      denied.assertStatus(403)
      denied.assertBody({ error: M.onlyCandidatesView })
    }
    ;(await client.get('/api/applications/my')).assertStatus(401)
    ;(await client.get('/api/applications')).assertStatus(401)
  })
})

test.group('DELETE /api/applications/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the applicant withdraws while applied: gone with its history, count down, employer notification gone', async ({
    client,
    assert,
  }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const stays = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    await apply(client, stays, job.id)
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 2)

    const response = await client.delete(`/api/applications/${id}`).withCsrfToken().loginAs(candidate)
    response.assertStatus(200)
    response.assertBody({ message: 'Application withdrawn' })
    assert.isNull(await db.from('applications').where('id', id).first())
    assert.lengthOf(await db.from('application_status_changes').where('application_id', id), 0)
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 1)
    const notes = await db.from('notifications').where({ user_id: owner.id, type: 'candidate_applied' })
    assert.deepEqual(
      notes.map((note) => note.actor_id),
      [stays.id]
    )
    // Withdrawn, the candidate may apply again.
    ;(await apply(client, candidate, job.id)).assertStatus(201)
  })

  test('only the applicant (403), only while applied (409), unknown 404, anonymous 401', async ({ client, assert }) => {
    const { owner, job } = await employerJob()
    const candidate = await UserFactory.create()
    const id = (await apply(client, candidate, job.id)).body().id
    for (const user of [owner, await UserFactory.create(), await UserFactory.apply('admin').create()]) {
      const denied = await client.delete(`/api/applications/${id}`).withCsrfToken().loginAs(user)
      denied.assertStatus(403)
      denied.assertBody({ error: M.notApplicant })
    }
    ;(await client.delete(`/api/applications/${id}`).withCsrfToken()).assertStatus(401)
    const unknown = await client.delete(`/api/applications/${UNKNOWN_ID}`).withCsrfToken().loginAs(candidate)
    unknown.assertStatus(404)
    unknown.assertBody({ error: M.applicationNotFound })

    await client.patch(`/api/applications/${id}`).json({ status: 'viewed' }).withCsrfToken().loginAs(owner)
    const late = await client.delete(`/api/applications/${id}`).withCsrfToken().loginAs(candidate)
    late.assertStatus(409)
    late.assertBody({ error: M.withdrawOnlyApplied })
    assert.isNotNull(await db.from('applications').where('id', id).first())
    assert.equal((await db.from('jobs').where('id', job.id).firstOrFail()).applicant_count, 1)
  })
})
