import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import seedDemoJobs, { DEMO_COMPANY, DEMO_JOBS } from '#jobs/database/seeders/demo_content'

async function demoMembers() {
  return {
    candidate: await UserFactory.create(),
    employer: await UserFactory.apply('employer').create(),
    admin: await UserFactory.apply('admin').create(),
  }
}

test.group('demo content: the employer, the company and its jobs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the demo employer's company and six open jobs, none held by screening", async ({ assert }) => {
    const members = await demoMembers()
    await seedDemoJobs(members)

    const company = await db.from('companies').where('owner_id', members.employer.id).firstOrFail()
    assert.deepInclude(company, {
      name: 'Gridline Power',
      size: '201-500',
      headquarters: 'Austin, TX',
      verified: false,
      hidden_at: null,
    })
    assert.equal(company.description, DEMO_COMPANY.description)
    const jobs = await db
      .from('jobs')
      .where('company_id', company.id)
      .orderBy('title')
      .select(
        'title',
        'status',
        'moderation_hidden',
        'owner_id',
        'company_name',
        'location',
        'pay_unit',
        'schedule',
        'experience_level'
      )
    const titles = DEMO_JOBS.map((job) => job.title).sort((a, b) => a.localeCompare(b))
    assert.deepEqual(
      jobs.map((job) => [job.title, job.status, job.moderation_hidden, job.owner_id, job.company_name]),
      titles.map((title) => [title, 'active', false, members.employer.id, 'Gridline Power'])
    )
    assert.deepInclude(
      jobs.find((job) => job.title === 'Compliance Assistant'),
      { location: 'Round Rock', pay_unit: 'hr', schedule: 'Part-time', experience_level: 'No Experience Required' }
    )
    const queued = await db
      .from('moderation_items')
      .whereIn('content_id', db.from('jobs').select('id').where('company_id', company.id))
    assert.deepEqual(queued, [])
  })

  test('a candidate finds them in the list and by keyword and place', async ({ client, assert }) => {
    const members = await demoMembers()
    await seedDemoJobs(members)

    const browse = await client.get('/api/jobs').loginAs(members.candidate)
    browse.assertStatus(200)
    assert.sameMembers(
      browse.body().jobs.map((job: { title: string }) => job.title),
      DEMO_JOBS.map((job) => job.title)
    )
    const search = await client.get('/api/jobs?keyword=compliance&location=austin').loginAs(members.candidate)
    search.assertStatus(200)
    assert.sameMembers(
      search.body().jobs.map((job: { title: string }) => job.title),
      ['Compliance Analyst', 'Compliance Training Coordinator']
    )
  })
})
