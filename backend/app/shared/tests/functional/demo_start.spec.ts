import { test } from '@japa/runner'
import { CookieClient, startServerProcess } from '#tests/helpers'

type Titles = { jobs?: { title: string }[]; posts?: { author: { name: string } }[] }

test.group('the demo: a new database started with SEED_DEMO', () => {
  test("holds the demo employer's company, its six jobs and a post from each demo member", async ({
    assert,
    cleanup,
  }) => {
    const server = await startServerProcess({ SEED_DEMO: 'true' })
    cleanup(server.stop)
    const newcomer = new CookieClient(server.base)
    await newcomer.signUpAndSignIn('Nia Newcomer')

    const jobs = await newcomer.get('/api/jobs')
    assert.equal(jobs.status, 200)
    assert.sameMembers(
      (jobs.body as Titles).jobs!.map((job) => job.title),
      [
        'Compliance Analyst',
        'CIP Evidence Coordinator',
        'Compliance Assistant',
        'Records Clerk (Weekends)',
        'Reliability Risk Analyst',
        'Compliance Training Coordinator',
      ]
    )
    const found = await newcomer.get('/api/search?q=gridline')
    assert.equal(found.status, 200)
    assert.deepEqual(
      (found.body as { companies: { name: string; headquarters: string }[] }).companies.map((company) => [
        company.name,
        company.headquarters,
      ]),
      [['Gridline Power', 'Austin, TX']]
    )
    const posts = await newcomer.get('/api/posts')
    assert.equal(posts.status, 200)
    assert.sameMembers(
      (posts.body as Titles).posts!.map((post) => post.author.name),
      ['Alex Admin', 'Erin Employer', 'Casey Candidate']
    )
  }).timeout(100_000)

  test('a module turned off adds none of its demo content; the others still do', async ({ assert, cleanup }) => {
    const server = await startServerProcess({ SEED_DEMO: 'true', MODULES: 'auth,feed' })
    cleanup(server.stop)
    const newcomer = new CookieClient(server.base)
    await newcomer.signUpAndSignIn('Nia Newcomer')

    assert.equal((await newcomer.get('/api/jobs')).status, 404)
    const posts = await newcomer.get('/api/posts')
    assert.equal(posts.status, 200)
    assert.lengthOf((posts.body as Titles).posts!, 3)
  }).timeout(100_000)
})
