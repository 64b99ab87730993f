import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import type Company from '#jobs/models/company'
import { LIMITS } from '#jobs/constants'
import { keywordQuery } from '#jobs/queries/jobs_query'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/*
| A seeded set with known answers for every filter of part 2 §3 "Search
| filters". Answers are compared on the seeded ids (other committed rows
| of a shared test database cannot change them).
*/
async function seed() {
  const [ownerA, ownerB, ownerC] = await UserFactory.apply('employer').createMany(3)
  const a = await createCompany(ownerA, 'Apex Grid')
  const b = await createCompany(ownerB, 'Bluewater Utilities')
  const c = await createCompany(ownerC, 'Cedar Retail')
  await db.from('companies').where('id', a.id).update({ size: '1-10', industry: 'Technology' })
  await db.from('companies').where('id', b.id).update({ size: '51-200', industry: 'Healthcare' })
  // C is no founding employer: its jobs are not priority placed.
  await db.from('companies').where('id', c.id).update({
    size: '1000+',
    industry: 'Retail',
    founding_employer_number: null,
    is_founding_employer: false,
    has_lifetime_priority_placement: false,
  })
  c.hasLifetimePriorityPlacement = false

  const at = async (job: { id: string }, ageMs: number) =>
    db
      .from('jobs')
      .where('id', job.id)
      .update({ created_at: new Date(Date.now() - ageMs) })
  const j1 = await createJob(a, {
    title: 'CIP Cybersecurity Analyst',
    description: 'Guard the firewall and CIP evidence every day.',
    requirements: 'Senior analyst',
    location: 'Austin',
    state: 'Texas',
    zipcode: '73301',
    payRate: 40,
    payUnit: 'hr',
    schedule: 'Full-time',
    benefits: ['Health Insurance', '401k'],
    category: 'Cybersecurity & CIP',
  })
  await at(j1, 60_000)
  const j2 = await createJob(a, {
    title: 'Compliance Assistant',
    location: 'Dallas',
    state: 'Texas',
    zipcode: '75201',
    payRate: 41600,
    payUnit: 'year',
    schedule: 'Part-time',
    benefits: ['Health Insurance'],
    category: 'Entry-Level / Support',
  })
  await at(j2, 2 * DAY)
  const j3 = await createJob(b, {
    title: 'NERC Compliance Manager',
    location: 'Remote',
    state: 'Colorado',
    zipcode: '80202',
    payRate: 8666.5,
    payUnit: 'month',
    schedule: 'Full-time',
    requirements: 'Proven experience with audits',
    benefits: ['401k', 'Paid Time Off'],
    category: 'NERC Program / Compliance Management',
  })
  await at(j3, 5 * DAY)
  const j4 = await createJob(b, {
    title: 'Records Clerk',
    location: 'Houston',
    state: 'Texas',
    zipcode: '77001',
    payRate: 144,
    payUnit: 'day',
    schedule: 'Seasonal',
    category: 'Entry-Level / Support',
  })
  await at(j4, 20 * DAY)
  const j5 = await createJob(c, {
    title: 'Compliance Auditor',
    location: 'Denver',
    state: 'Colorado',
    zipcode: '80203',
    payRate: 1200,
    payUnit: 'week',
    schedule: 'Contract',
    requirements: 'Experience required',
    benefits: ['Health Insurance', 'Dental Insurance', '401k'],
    category: 'Audit & Risk',
  })
  await at(j5, 40 * DAY)
  const j6 = await createJob(c, {
    title: 'Warehouse Associate',
    location: 'Phoenix',
    state: 'Arizona',
    zipcode: '85001',
    payRate: 18,
    payUnit: 'hr',
    schedule: 'Temporary',
    category: 'Specialist & Support Roles',
  })
  await at(j6, HOUR)
  return { jobs: { j1, j2, j3, j4, j5, j6 }, companies: { a, b, c } }
}

type Seeded = Awaited<ReturnType<typeof seed>>

function namer(seeded: Seeded) {
  const byId = new Map(Object.entries(seeded.jobs).map(([name, job]) => [job.id, name]))
  return (ids: string[]) => ids.filter((id) => byId.has(id)).map((id) => byId.get(id)!)
}

async function browse(client: ApiClient, reader: User, query: string) {
  const response = await client.get(`/api/jobs?${query}`).loginAs(reader)
  response.assertStatus(200)
  return response.body()
}

test.group('GET /api/jobs filters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each filter against the seeded set', async ({ client, assert }) => {
    const seeded = await seed()
    const names = namer(seeded)
    const reader = await UserFactory.create()
    await db
      .table('job_interactions')
      .insert({ job_id: seeded.jobs.j4.id, user_id: reader.id, type: 'save', created_at: new Date() })

    const expectations: [string, string[]][] = [
      ['', ['j1', 'j2', 'j3', 'j4', 'j6', 'j5']],
      ['keyword=complian', ['j2', 'j3', 'j5']],
      ['keyword=firewall', ['j1']],
      ['keyword=cybersecurity%20analy', ['j1']],
      ['keyword=compliance', ['j2', 'j3', 'j5']],
      ['keyword=bluewater', ['j3', 'j4']],
      ['location=austin', ['j1']],
      ['location=Dalas', ['j2']],
      ['location=TEXAS', ['j1', 'j2', 'j4']],
      ['location=Denver%2C%20Colorado', ['j5']],
      ['location=802', ['j3', 'j5']],
      ['jobType=Full-time', ['j1', 'j3']],
      ['jobType=Part-time&jobType=Contract', ['j2', 'j5']],
      ['salaryMin=25', ['j1', 'j3', 'j5']],
      ['salaryMax=20', ['j2', 'j4', 'j6']],
      ['salaryMin=19&salaryMax=31', ['j2', 'j5']],
      ['experienceLevel=Mid%20Level', ['j3', 'j5']],
      ['experienceLevel=Senior%20Level', ['j1']],
      ['experienceLevel=any', ['j1', 'j2', 'j3', 'j4', 'j6', 'j5']],
      ['companySize=51-200', ['j3', 'j4']],
      ['industry=Technology&industry=Retail', ['j1', 'j2', 'j6', 'j5']],
      ['remote=true', ['j3']],
      ['benefits=Health%20Insurance&benefits=401k', ['j1', 'j5']],
      ['postedWithin=1d', ['j1', 'j6']],
      ['postedWithin=3d', ['j1', 'j2', 'j6']],
      ['postedWithin=1w', ['j1', 'j2', 'j3', 'j6']],
      ['postedWithin=1m', ['j1', 'j2', 'j3', 'j4', 'j6']],
      ['category=Entry-Level%20%2F%20Support', ['j2', 'j4']],
      ['saved=true', ['j4']],
      ['keyword=compliance&location=texas&salaryMax=25&jobType=Part-time&benefits=Health%20Insurance', ['j2']],
      // With a keyword the vocabulary filters are read from filter_terms (one index with the keyword): the same answers.
      ['keyword=compliance&jobType=Contract', ['j5']],
      ['keyword=compliance&jobType=Part-time&jobType=Full-time', ['j2', 'j3']],
      ['keyword=compliance&experienceLevel=Mid%20Level', ['j3', 'j5']],
      ['keyword=compliance&experienceLevel=any', ['j2', 'j3', 'j5']],
      ['keyword=compliance&remote=true', ['j3']],
      ['keyword=complian&benefits=Health%20Insurance&benefits=401k', ['j5']],
      ['keyword=bluewater&category=Entry-Level%20%2F%20Support', ['j4']],
      ['keyword=compliance&jobType=Contract&experienceLevel=Senior%20Level', []],
      // With a keyword the location is tested on the distinct places and asked of filter_terms (migration 0013):
      // the same forgiving answers as without one.
      ['keyword=analyst&location=AUSTIN', ['j1']],
      ['keyword=complian&location=Dalas', ['j2']],
      ['keyword=complian&location=TEXAS', ['j2']],
      ['keyword=complian&location=colorado', ['j3', 'j5']],
      ['keyword=complian&location=Denver%2C%20Colorado', ['j5']],
      ['keyword=complian&location=remote%2C%20colorado', ['j3']],
      ['keyword=complian&location=802', ['j3', 'j5']],
      ['keyword=complian&location=Atlantis', []],
      ['keyword=complian&location=%2C%20', ['j2', 'j3', 'j5']],
    ]
    for (const [query, expected] of expectations) {
      const body = await browse(client, reader, query)
      const found = names(body.jobs.map((job: { id: string }) => job.id))
      // Without a keyword the order is newest (founding employers first); with one, relevance (tested below).
      if (query.includes('keyword')) assert.sameMembers(found, expected, query)
      else assert.deepEqual(found, expected, query || '(no filter)')
      assert.isAtLeast(body.total, expected.length, query)
    }

    // filter_terms is generated from the columns: an edited job is found under its new values at once.
    await db.from('jobs').where('id', seeded.jobs.j5.id).update({ schedule: 'Full-time', is_remote: true })
    const edited = await browse(client, reader, 'keyword=compliance&jobType=Full-time&remote=true')
    assert.sameMembers(names(edited.jobs.map((job: { id: string }) => job.id)), ['j3', 'j5'])
    assert.equal(edited.total, 2)

    // A job that moves is found under its new place (a place no job named before included) and not its old one.
    await db.from('jobs').where('id', seeded.jobs.j2.id).update({ location: 'El Paso' })
    const moved = await browse(client, reader, 'keyword=complian&location=el%20paso')
    assert.deepEqual(names(moved.jobs.map((job: { id: string }) => job.id)), ['j2'])
    const left = await browse(client, reader, 'keyword=complian&location=dallas')
    assert.deepEqual(names(left.jobs.map((job: { id: string }) => job.id)), [])
  })

  test('sorts: newest and pay with founding employers first; relevance with a keyword', async ({ client, assert }) => {
    const seeded = await seed()
    const names = namer(seeded)
    const reader = await UserFactory.create()
    const pay = await browse(client, reader, 'sort=pay')
    assert.deepEqual(names(pay.jobs.map((job: { id: string }) => job.id)), ['j3', 'j1', 'j2', 'j4', 'j5', 'j6'])
    const flags = Object.fromEntries(
      pay.jobs.map((job: { id: string; priorityPlacement: boolean }) => [job.id, job.priorityPlacement])
    )
    assert.isTrue(flags[seeded.jobs.j1.id])
    assert.isFalse(flags[seeded.jobs.j6.id])
    const relevance = await browse(client, reader, 'keyword=compliance%20manager&sort=relevance')
    assert.deepEqual(names(relevance.jobs.map((job: { id: string }) => job.id)), ['j3'])
    const ranked = await browse(client, reader, 'keyword=compliance')
    assert.deepEqual(names(ranked.jobs.map((job: { id: string }) => job.id)).slice(-1), ['j5'])

    const job = pay.jobs.find((item: { id: string }) => item.id === seeded.jobs.j3.id)
    assert.include(job, {
      payRate: '8666.50',
      payUnit: 'month',
      hourlyRate: 50,
      schedule: 'Full-time',
      location: 'Remote',
      isRemote: true,
      experienceLevel: 'Mid Level',
      isUrgent: false,
      isHiringNow: true,
      applicantCount: 0,
      isSaved: false,
      isLiked: false,
      hasApplied: false,
    })
    assert.include(job.company, {
      name: 'Bluewater Utilities',
      size: '51-200',
      verified: false,
      logo: null,
      responseRate: null,
      typicalResponseHours: null,
    })
    assert.isNumber(job.company.foundingNumber)
  })

  test('the last word as a prefix: looked up among the words jobs use, or asked of the index as a prefix past 64 words', async ({
    client,
    assert,
  }) => {
    const seeded = await seed()
    const names = namer(seeded)
    const reader = await UserFactory.create()
    const found = async (query: string) =>
      names((await browse(client, reader, query)).jobs.map((job: { id: string }) => job.id))

    // Every word of a posted job is known at once (the insert trigger), stemmed ('firewall' → 'firewal').
    const known = await db.from('job_lexemes').whereIn('lexeme', ['firewal', 'cybersecur', 'guard']).select('lexeme')
    assert.sameMembers(
      known.map((row) => row.lexeme),
      ['firewal', 'cybersecur', 'guard']
    )
    assert.deepEqual(await found('keyword=firew'), ['j1'])
    assert.deepEqual(await found('keyword=guard%20firew'), ['j1'])
    assert.deepEqual(await found('keyword=firewx'), [])

    // An edited job's new words are known too (the update trigger): found by the new word's prefix.
    await db.from('jobs').where('id', seeded.jobs.j6.id).update({ title: 'Warehouse Zebrafish Associate' })
    assert.isOk(await db.from('job_lexemes').where('lexeme', 'zebrafish').first())
    assert.deepEqual(await found('keyword=zebraf'), ['j6'])

    // A lexeme with a quote or a backslash in it is quoted into the tsquery, not parsed: no error, same answers.
    await db.table('job_lexemes').multiInsert([{ lexeme: String.raw`zebrafi'sh\x` }, { lexeme: `zebrafi''` }])
    assert.deepEqual(await found('keyword=zebrafi'), ['j6'])

    // A prefix standing for more than 64 words is asked of the index as a prefix: the same answers.
    await db.table('job_lexemes').multiInsert(Array.from({ length: 70 }, (_, index) => ({ lexeme: `zebra${index}` })))
    assert.deepEqual(await found('keyword=zebra'), ['j6'])
    assert.deepEqual(await found('keyword=warehouse%20zebra&location=phoenix'), ['j6'])
  })

  test('total: exact on a first page while jobs are posted, paused, deleted or truncated; null after a cursor', async ({
    client,
    assert,
  }) => {
    const seeded = await seed()
    const reader = await UserFactory.create()
    const active = async () => {
      const row = await db.from('jobs').where('status', 'active').count('* as n').first()
      return Number(row.n)
    }
    // Unfiltered, the total is the job_counts slots the jobs' triggers keep: always the count itself.
    const unfiltered = async (note: string) => {
      const body = await browse(client, reader, 'limit=2')
      assert.equal(body.total, await active(), note)
      return body
    }
    const first = await unfiltered('seeded')
    const after = await browse(client, reader, `limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    assert.isNull(after.total, 'a page after a cursor')
    assert.lengthOf(after.jobs, 2)

    const { j1, j2 } = seeded.jobs
    await db.from('jobs').where('id', j1.id).update({ status: 'paused' })
    await unfiltered('one paused')
    await db.from('jobs').where('id', j1.id).update({ title: 'Retitled' })
    await unfiltered('a paused job edited')
    await db.from('jobs').where('id', j1.id).update({ status: 'active' })
    await unfiltered('reactivated')
    await db.from('jobs').where('company_id', seeded.companies.c.id).update({ status: 'paused' })
    await unfiltered('a company paused (two rows, one statement)')
    await db.from('jobs').where('id', j2.id).delete()
    await unfiltered('one deleted')
    await db.rawQuery(
      `INSERT INTO jobs (id, company_id, owner_id, company_name, title, description, category, pay_rate, pay_unit,
                         hourly_rate, schedule, location, state, country, zip_code, experience_level, status,
                         created_at, updated_at)
       SELECT gen_random_uuid(), company_id, owner_id, company_name, title, description, category, pay_rate, pay_unit,
              hourly_rate, schedule, location, state, country, zip_code, experience_level, status, created_at, updated_at
         FROM jobs WHERE company_id IN (?, ?)`,
      [seeded.companies.b.id, seeded.companies.c.id]
    )
    await unfiltered('a bulk insert of active and paused rows')
    await db.rawQuery('TRUNCATE jobs CASCADE')
    await unfiltered('truncated')
    await createJob(seeded.companies.a, { title: 'After the truncate' })
    await unfiltered('posted after the truncate')

    // A relevance-sorted first page counts with its page; sorted by pay it counts apart: the same total.
    const more = await seed()
    await db.from('jobs').where('id', more.jobs.j5.id).update({ status: 'paused' })
    const ranked = await browse(client, reader, 'keyword=compliance&limit=1')
    const apart = await browse(client, reader, 'keyword=compliance&limit=1&sort=pay')
    assert.equal(ranked.total, apart.total)
    assert.isAtLeast(ranked.total, 2)
    const next = await browse(
      client,
      reader,
      `keyword=compliance&limit=1&cursor=${encodeURIComponent(ranked.nextCursor)}`
    )
    assert.isNull(next.total)
    assert.equal((await browse(client, reader, 'keyword=zyxwvut')).total, 0)
    assert.equal((await browse(client, reader, 'location=Nowhereville&sort=pay')).total, 0)
  })

  test('validation: unknown list values, sort, postedWithin, bad cursor; 401 anonymous', async ({ client, assert }) => {
    const reader = await UserFactory.create()
    const cases: [string, string][] = [
      [
        'jobType=Sometimes',
        'Job type must be among Part-time, Full-time, Seasonal, Weekend, Contract, Temporary, Internship, Freelance',
      ],
      ['sort=random', 'Sort must be relevance, newest or pay'],
      ['postedWithin=2d', 'postedWithin must be 1d, 3d, 1w, 1m or any'],
      ['salaryMin=abc', 'salaryMin must be an hourly amount'],
      ['salaryMin=40&salaryMax=10', 'salaryMax must be at least salaryMin'],
      ['cursor=nonsense', 'Invalid cursor'],
      [
        'benefits=Free%20Lunch',
        'Benefits must be among Health Insurance, Dental Insurance, Vision Insurance, 401k, Paid Time Off, Flexible Schedule, Remote Work, Professional Development, Employee Discounts, Tuition Reimbursement',
      ],
    ]
    for (const [query, message] of cases) {
      const response = await client.get(`/api/jobs?${query}`).loginAs(reader)
      response.assertStatus(422)
      assert.equal(response.body().error, message, query)
    }
    ;(await client.get('/api/jobs')).assertStatus(401)
  })
})

test.group('GET /api/jobs keyset pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function many(company: Company, count: number, prefix: string) {
    const jobs = []
    for (let index = 0; index < count; index++) {
      jobs.push(await createJob(company, { title: `${prefix} ${index}`, payRate: 20 + (index % 3), payUnit: 'hr' }))
    }
    return jobs
  }

  test('pages without duplicates or gaps while jobs are being posted (newest and pay)', async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Paging Co')
    const original = await many(company, 45, 'Pager')
    const ids = new Set(original.map((job) => job.id))
    const reader = await UserFactory.create()
    let late = 0
    for (const sort of ['newest', 'pay']) {
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const query: string = `sort=${sort}&limit=20&keyword=pager${cursor ? `&cursor=${cursor}` : ''}`
        const body = await browse(client, reader, query)
        if (pages === 0) assert.equal(body.total, 45 + late)
        seen.push(...body.jobs.map((job: { id: string }) => job.id))
        cursor = body.nextCursor
        assert.equal(body.hasMore, cursor !== null)
        pages++
        // Posted between pages: newer (and placed before the cursor), never repeated or skipping others.
        late++
        await createJob(company, { title: `Pager late ${sort} ${pages}`, payRate: 10, payUnit: 'hr' })
      } while (cursor && pages < 10)
      const fromOriginal = seen.filter((id) => ids.has(id))
      assert.equal(new Set(seen).size, seen.length, `${sort}: no duplicates`)
      assert.equal(fromOriginal.length, 45, `${sort}: no gaps`)
    }
    const small = await browse(client, reader, 'keyword=pager&limit=0')
    assert.lengthOf(small.jobs, 1)
    const big = await browse(client, reader, 'keyword=pager&limit=500')
    assert.lengthOf(big.jobs, 50)
  })

  test('a keyword ranks at most searchCandidates matches: exact below the cap, capped beyond it', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Candidate Cap Co')
    const base = await createJob(company, { title: 'Zephyrine Relay Analyst', description: 'Relay settings work.' })
    const cap = LIMITS.searchCandidates
    // Copies whose descriptions name the word 1 to 5 times: their ranks differ, and ties fall to the id.
    const copy = (count: number) =>
      db.rawQuery(
        `INSERT INTO jobs (id, company_id, owner_id, company_name, title, description, category, pay_rate, pay_unit,
                           hourly_rate, schedule, location, state, country, zip_code, experience_level, status,
                           is_priority, created_at, updated_at)
         SELECT gen_random_uuid(), company_id, owner_id, company_name, title,
                repeat('Zephyrine ', 1 + g % 5) || 'relay settings work, copy ' || g || '.', category, pay_rate,
                pay_unit, hourly_rate, schedule, location, state, country, zip_code, experience_level, status,
                g % 97 = 0, created_at, updated_at
           FROM jobs, generate_series(1, ?::int) g WHERE id = ?`,
        [count, base.id]
      )
    const reader = await UserFactory.create()
    const keyword = keywordQuery('zephyrine')!
    /** Every active match in the search's order: placement, rank, id. */
    const ranked = async (): Promise<string[]> =>
      (
        await db.rawQuery(
          `SELECT id FROM jobs j WHERE j.status = 'active' AND j.search_vector @@ ${keyword.sql}
            ORDER BY j.is_priority DESC, ts_rank(j.search_vector, ${keyword.sql})::float8 DESC, j.id DESC`,
          [...keyword.bindings, ...keyword.bindings]
        )
      ).rows.map((row: { id: string }) => row.id)
    const walk = async () => {
      const seen: string[] = []
      let cursor: string | null = null
      let first: { total: number | null; totalIsCapped: boolean } | null = null
      do {
        const body = await browse(client, reader, `keyword=zephyrine&limit=50${cursor ? `&cursor=${cursor}` : ''}`)
        if (first) {
          assert.isNull(body.total)
          assert.isFalse(body.totalIsCapped)
        } else first = { total: body.total, totalIsCapped: body.totalIsCapped }
        seen.push(...body.jobs.map((job: { id: string }) => job.id))
        cursor = body.nextCursor && encodeURIComponent(body.nextCursor)
      } while (cursor)
      return { seen, first: first! }
    }

    // Below the cap: every match ranked, the total exact, the order the full ranking's.
    await copy(cap - 2)
    const below = await walk()
    assert.deepEqual(below.first, { total: cap - 1, totalIsCapped: false })
    assert.deepEqual(below.seen, await ranked())

    // At the cap: still exact.
    await copy(1)
    const at = await walk()
    assert.deepEqual(at.first, { total: cap, totalIsCapped: false })
    assert.deepEqual(at.seen, await ranked())

    // Beyond it: the total is the cap, flagged; the pages walk exactly `cap` distinct matches, in the ranking's order:
    // the newest `cap` (priority jobs first), so a job just posted, though written after every copy, is among them.
    await copy(49)
    const fresh = await createJob(company, { title: 'Zephyrine Relay Lead', description: 'Zephyrine relay work.' })
    const beyond = await walk()
    assert.deepEqual(beyond.first, { total: cap, totalIsCapped: true })
    assert.lengthOf(beyond.seen, cap)
    assert.equal(new Set(beyond.seen).size, cap)
    const all = await ranked()
    assert.lengthOf(all, cap + 50)
    const chosen = new Set(beyond.seen)
    assert.deepEqual(
      beyond.seen,
      all.filter((id) => chosen.has(id))
    )
    assert.isTrue(chosen.has(fresh.id))
    const newest = await db
      .from('jobs')
      .whereIn('id', all)
      .orderBy([
        { column: 'is_priority', order: 'desc' },
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(cap)
      .select('id')
    assert.sameMembers(
      beyond.seen,
      newest.map((row: { id: string }) => row.id)
    )

    // Paused matches leave the candidates: back below the cap, exact again.
    await db.from('jobs').whereIn('id', all.slice(0, 60)).update({ status: 'paused' })
    const after = await walk()
    assert.deepEqual(after.first, { total: cap - 10, totalIsCapped: false })
    assert.deepEqual(after.seen, await ranked())

    // Other first pages never cap.
    const unfiltered = await browse(client, reader, 'limit=1')
    assert.isFalse(unfiltered.totalIsCapped)
    const byPay = await browse(client, reader, 'keyword=zephyrine&sort=pay&limit=1')
    assert.deepEqual([byPay.total, byPay.totalIsCapped], [cap - 10, false])
  })
})

test.group('job_counts under concurrency (committed data, separate connections)', () => {
  const COPY = `INSERT INTO jobs (id, company_id, owner_id, company_name, title, description, category, pay_rate, pay_unit,
                     hourly_rate, schedule, location, state, country, zip_code, experience_level, status,
                     created_at, updated_at)
    SELECT gen_random_uuid(), company_id, owner_id, company_name, title, description, category, pay_rate, pay_unit,
           hourly_rate, schedule, location, state, country, zip_code, experience_level, ?, now(), now()
      FROM jobs WHERE id = ? RETURNING id`

  test('20 transactions posting, pausing, reactivating and deleting at once: no deadlock, the total stays exact', async ({
    client,
    assert,
    cleanup,
  }) => {
    const tracking = await db.from('early_bird_tracking').where('id', 1).firstOrFail()
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Counting Co')
    cleanup(async () => {
      // Screening may have queued a job: its queue item goes with it.
      await db
        .from('moderation_items')
        .whereIn('content_id', db.from('jobs').select('id').where('company_id', company.id))
        .delete()
      await db.from('jobs').where('company_id', company.id).delete()
      await db.from('companies').where('id', company.id).delete()
      await db.from('users').where('id', owner.id).delete()
      await db.from('early_bird_tracking').where('id', 1).update({
        total_founding_employers: tracking.total_founding_employers,
        program_active: tracking.program_active,
      })
    })
    const template = await createJob(company, { title: 'Counted job' })
    const sums = async () => {
      const result = await db.rawQuery(
        `SELECT (SELECT coalesce(sum(active), 0) FROM job_counts)::int AS kept,
                (SELECT count(*) FROM jobs WHERE status = 'active')::int AS counted`
      )
      return result.rows[0] as { kept: number; counted: number }
    }
    const before = await sums()
    assert.equal(before.kept, before.counted)

    // Each transaction writes several statements (each moving the count) while the others do the same.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db
          .transaction(async (trx) => {
            const a = (await trx.rawQuery(COPY, ['active', template.id])).rows[0].id
            const b = (await trx.rawQuery(COPY, ['active', template.id])).rows[0].id
            const c = (await trx.rawQuery(COPY, ['paused', template.id])).rows[0].id
            await trx.from('jobs').where('id', a).update({ status: 'paused' })
            await trx.from('jobs').where('id', c).update({ status: 'active' })
            if (index % 2) await trx.from('jobs').where('id', b).delete()
            if (index % 5 === 0) throw new Error('rolled back')
          })
          .catch((error: Error) => {
            if (error.message !== 'rolled back') throw error
          })
      )
    )
    const after = await sums()
    assert.equal(after.kept, after.counted)
    // 16 committed: each keeps c active, and b unless it deleted it (8 of them did).
    assert.equal(after.counted - before.counted, 16 + 8)
    const reader = await UserFactory.create()
    cleanup(() =>
      db
        .from('users')
        .where('id', reader.id)
        .delete()
        .then(() => undefined)
    )
    const body = (await client.get('/api/jobs?limit=1').loginAs(reader)).body()
    assert.equal(body.total, after.counted)
  })
})

/*
| The browse reads its rows as arrays (`readArrayRows`, `jobRowFromValues`): every job of a page must be the job
| as GET /api/jobs/{id} reads it (objects from the driver), field for field. Once inside the test's transaction
| (Lucid's path) and once on committed data (the statement straight on a pooled connection).
*/
async function assertPageIsJobsAsRead(client: ApiClient, assert: import('@japa/assert').Assert, company: Company) {
  const reader = await UserFactory.create()
  const remote = await createJob(company, {
    title: 'Array Row Remote Analyst',
    totalComp: '15',
    zipcode: '80202',
    location: 'Denver',
    state: 'Colorado',
    requirements: 'Five years of NERC CIP audits.',
    benefits: ['Health Insurance', 'Dental Insurance'],
    isUrgent: true,
    isHiringNow: false,
    payRate: 95000,
    payUnit: 'year',
  })
  const plain = await createJob(company, { title: 'Array Row Field Technician', totalComp: undefined })
  const saving = await client
    .post(`/api/jobs/${remote.id}/interactions`)
    .json({ type: 'save' })
    .withCsrfToken()
    .loginAs(reader)
  saving.assertStatus(200)
  const liking = await client
    .post(`/api/jobs/${plain.id}/interactions`)
    .json({ type: 'like' })
    .withCsrfToken()
    .loginAs(reader)
  liking.assertStatus(200)
  for (const query of [
    `companyId=${company.id}`,
    'keyword=array%20row',
    `companyId=${company.id}&sort=pay`,
    // Lists and dates as values of the statement.
    `companyId=${company.id}&jobType=Full-time&jobType=Contract&postedWithin=1d&salaryMin=10`,
  ]) {
    const page = await browse(client, reader, query)
    assert.sameMembers(
      page.jobs.map((job: { id: string }) => job.id),
      [remote.id, plain.id],
      query
    )
    for (const job of page.jobs) {
      const read = await client.get(`/api/jobs/${job.id}`).loginAs(reader)
      read.assertStatus(200)
      assert.deepEqual(job, read.body(), query)
    }
    assert.equal(page.total, 2, query)
  }
  const saved = (await browse(client, reader, `companyId=${company.id}`)).jobs.find(
    (job: { id: string }) => job.id === remote.id
  )
  assert.include(saved, { isSaved: true, isLiked: false, isRemote: false, payUnit: 'year', zipcode: '80202' })
  assert.deepEqual(saved.benefits, ['Health Insurance', 'Dental Insurance'])
  return reader
}

test.group('GET /api/jobs rows read as arrays', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('inside a transaction: each job of a page is the job as read by id', async ({ client, assert }) => {
    const owner = await UserFactory.apply('employer').create()
    await assertPageIsJobsAsRead(client, assert, await createCompany(owner, 'Array Rows Co'))
  })
})

test.group('GET /api/jobs rows read as arrays (committed data, pooled connections)', () => {
  test('on committed data: each job of a page is the job as read by id', async ({ client, assert, cleanup }) => {
    const tracking = await db.from('early_bird_tracking').where('id', 1).firstOrFail()
    const owner = await UserFactory.apply('employer').create()
    const company = await createCompany(owner, 'Array Rows Committed Co')
    const users = [owner.id]
    cleanup(async () => {
      // Screening may have queued a job: its queue item goes with it.
      await db
        .from('moderation_items')
        .whereIn('content_id', db.from('jobs').select('id').where('company_id', company.id))
        .delete()
      await db.from('jobs').where('company_id', company.id).delete()
      await db.from('companies').where('id', company.id).delete()
      await db.from('users').whereIn('id', users).delete()
      await db.from('early_bird_tracking').where('id', 1).update({
        total_founding_employers: tracking.total_founding_employers,
        program_active: tracking.program_active,
      })
    })
    users.push((await assertPageIsJobsAsRead(client, assert, company)).id)
  })
})
