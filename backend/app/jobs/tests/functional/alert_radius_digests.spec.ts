import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import JobDigestMail from '#jobs/mails/job_digest_mail'
import JobMatchMail from '#jobs/mails/job_match_mail'
import SweepAlertDigests from '#jobs/actions/sweep_alert_digests'
import { locate } from '#jobs/queries/places_query'
import { UserFactory } from '#shared/database/factories/user_factory'
import type User from '#shared/models/user'
import type Company from '#jobs/models/company'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'

async function postAlert(client: ApiClient, user: User, json: object) {
  const response = await client.post('/api/alerts').json(json).withCsrfToken().loginAs(user)
  response.assertStatus(201)
  return response.body() as { id: string }
}

const matchedBy = async (jobId: string) =>
  (await db.from('notifications').where({ type: 'job_match', entity_id: jobId }).select('user_id')).map(
    (row) => row.user_id as string
  )

test.group('job alerts: the radius', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('places: by zip, by city and state (centroid), by a city alone (its biggest state)', async ({ assert }) => {
    const zip = await locate({ zip: '78701' })
    assert.closeTo(zip!.latitude, 30.27, 0.05)
    assert.closeTo(zip!.longitude, -97.74, 0.05)
    const portlandMaine = await locate({ city: 'portland', state: 'Maine' })
    assert.closeTo(portlandMaine!.longitude, -70.3, 0.3)
    const austin = await locate({ city: 'Austin' })
    assert.closeTo(austin!.latitude, 30.3, 0.2)
    assert.isNull(await locate({ city: 'Nowhere Special', state: 'TX' }))
    assert.isNull(await locate({ zip: '00000' }))
  })

  test('a placed alert matches the jobs within its radius, not a namesake far away', async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Radius Grid')
    const [austin25, austin5, portlandOr, texas, anywhere] = await UserFactory.createMany(5)
    await postAlert(client, austin25, { query: 'technician', location: 'Austin, TX', radius: 25 })
    await postAlert(client, austin5, { query: 'technician', location: '78701', radius: 5 })
    await postAlert(client, portlandOr, { query: 'technician', location: 'Portland, OR', radius: 50 })
    await postAlert(client, texas, { query: 'technician', location: 'Texas' })
    await postAlert(client, anywhere, { query: 'technician' })
    const placed = await db.from('alerts').where('user_id', austin25.id).firstOrFail()
    assert.closeTo(Number(placed.latitude), 30.3, 0.2)

    // Round Rock is ≈ 18 miles north of downtown Austin: within 25, not within 5; not the name 'Austin'.
    const roundRock = await createJob(company, {
      title: 'Substation Technician',
      location: 'Round Rock',
      state: 'TX',
      zipcode: '78664',
    })
    const jobRow = await db.from('jobs').where('id', roundRock.id).firstOrFail()
    assert.closeTo(Number(jobRow.latitude), 30.5, 0.1)
    assert.sameMembers(await matchedBy(roundRock.id), [austin25.id, texas.id, anywhere.id])

    // Portland, Maine is not Portland, Oregon, whatever the name says.
    const maine = await createJob(company, {
      title: 'Relay Technician',
      location: 'Portland',
      state: 'Maine',
      zipcode: '04101',
    })
    assert.sameMembers(await matchedBy(maine.id), [anywhere.id])

    // A remote job is not placed: the names decide (the zip alert by its zip, the state alert by the state).
    const remote = await createJob(company, {
      title: 'Remote Technician',
      location: 'Remote',
      state: 'TX',
      zipcode: '78701',
    })
    const remoteRow = await db.from('jobs').where('id', remote.id).firstOrFail()
    assert.isNull(remoteRow.latitude)
    const remoteMatches = await matchedBy(remote.id)
    assert.includeMembers(remoteMatches, [austin5.id, texas.id, anywhere.id])
    assert.notInclude(remoteMatches, portlandOr.id)
  })

  test("editing a job's place moves it", async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Moving Grid')
    const job = await createJob(company)
    const response = await client
      .patch(`/api/jobs/${job.id}`)
      .json({ location: 'Seattle', state: 'WA', zipcode: '98101' })
      .withCsrfToken()
      .loginAs(owner)
    response.assertStatus(200)
    const row = await db.from('jobs').where('id', job.id).firstOrFail()
    assert.closeTo(Number(row.latitude), 47.6, 0.1)
    assert.closeTo(Number(row.longitude), -122.3, 0.1)
  })
})

test.group('job alerts: daily and weekly digests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function setUp(client: ApiClient) {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Digest Grid')
    const [daily, weekly, instant] = await UserFactory.createMany(3)
    const dailyAlert = await postAlert(client, daily, { query: 'technician', frequency: 'daily', email: true })
    const weeklyAlert = await postAlert(client, weekly, { query: 'technician', frequency: 'weekly', email: true })
    await postAlert(client, instant, { query: 'technician', email: true })
    return { company, daily, weekly, instant, dailyAlert, weeklyAlert }
  }

  const post = (company: Company, title: string) => createJob(company, { title })

  test('matches wait for the digest: one e-mail per period with every still-active match, then nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const { company, daily, weekly, instant, dailyAlert } = await setUp(client)
      const first = await post(company, 'Substation Technician')
      const second = await post(company, 'Relay Technician')
      const paused = await post(company, 'Meter Technician')
      await db.from('jobs').where('id', paused.id).update({ status: 'paused' })

      // Instant alerts mail each match; every alert gets its in-app notification at once.
      const instantMails = mails.queued((m: unknown) => m instanceof JobMatchMail) as JobMatchMail[]
      assert.deepEqual(
        instantMails.map((m) => m.to),
        [instant.email, instant.email, instant.email]
      )
      assert.includeMembers(await matchedBy(first.id), [daily.id, weekly.id, instant.id])
      assert.lengthOf(await db.from('alert_matches').where('alert_id', dailyAlert.id), 3)

      const created = new Date((await db.from('alerts').where('id', dailyAlert.id).firstOrFail()).created_at)
      const sweep = (hours: number) => new SweepAlertDigests().handle(new Date(created.getTime() + hours * 3_600_000))

      assert.deepEqual(await sweep(23), { sent: 0 })
      assert.deepEqual(await sweep(25), { sent: 1 })
      const digests = mails.queued((m: unknown) => m instanceof JobDigestMail) as JobDigestMail[]
      assert.lengthOf(digests, 1)
      assert.equal(digests[0].to, daily.email)
      assert.equal(digests[0].period, 'daily')
      assert.equal(digests[0].subject, '2 new jobs for your daily alert: technician')
      assert.deepEqual(
        digests[0].jobs.map((job) => [job.title, job.url.endsWith(`/jobs/${job.url.split('/').pop()}`)]),
        [
          ['Substation Technician', true],
          ['Relay Technician', true],
        ]
      )
      assert.isTrue(digests[0].jobs[0].url.endsWith(`/jobs/${first.id}`))
      assert.isTrue(digests[0].jobs[1].url.endsWith(`/jobs/${second.id}`))
      assert.lengthOf(await db.from('alert_matches').where('alert_id', dailyAlert.id).whereNull('emailed_at'), 0)

      // Nothing new: no e-mail; the weekly one waits for its week.
      assert.deepEqual(await sweep(49), { sent: 0 })
      assert.deepEqual(await sweep(24 * 7 + 1), { sent: 1 })
      const weeklyDigest = (mails.queued((m: unknown) => m instanceof JobDigestMail) as JobDigestMail[])[1]
      assert.equal(weeklyDigest.to, weekly.email)
      assert.equal(weeklyDigest.subject, '2 new jobs for your weekly alert: technician')
    } finally {
      mail.restore()
    }
  })

  test('a paused alert, or one without e-mails, gets no digest; two sweeps at once send one', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const { company, weeklyAlert, weekly, daily } = await setUp(client)
      const paused = await client
        .patch(`/api/alerts/${weeklyAlert.id}`)
        .json({ isActive: false })
        .withCsrfToken()
        .loginAs(weekly)
      paused.assertStatus(200)
      const quiet = await UserFactory.create()
      await postAlert(client, quiet, { query: 'technician', frequency: 'daily' })
      await post(company, 'Substation Technician')
      assert.lengthOf(await db.from('alert_matches'), 1) // the daily one's only

      const later = new Date(Date.now() + 30 * 86_400_000)
      const results = await Promise.all([new SweepAlertDigests().handle(later), new SweepAlertDigests().handle(later)])
      assert.equal(results[0].sent + results[1].sent, 1)
      const digests = mails.queued((m: unknown) => m instanceof JobDigestMail) as JobDigestMail[]
      assert.deepEqual(
        digests.map((m) => m.to),
        [daily.email]
      )
    } finally {
      mail.restore()
    }
  })
})
