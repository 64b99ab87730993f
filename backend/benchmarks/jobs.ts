/*
| Jobs browse benchmark, not part of `npm test`:
|
|   npm run bench:jobs -w backend
|
| Seeds 5,000 employers with a company each (the first 100 founding) and
| 100,000 jobs into a PostgreSQL database of its own (BENCH_JOBS_DATABASE_URL,
| default hireloop_bench_jobs; created when missing, kept for the next run;
| BENCH_RESEED=1 starts over), boots the real HTTP server in this process,
| signs a candidate reader in through the public API, and measures
| GET /api/jobs for three shapes: the first page, a keyword + location + pay +
| two list filters search that matches jobs, and a deep cursor page (after
| BENCH_DEEP rows, default 5000). For each it captures the SQL statements one
| request runs (#benchmarks/harness/compare `captureRequests`), checks the
| first pages' `total` against a plain count (and that a page after a cursor
| carries none), prints the EXPLAIN (ANALYZE, BUFFERS) of each statement
| (flagging a sequential scan of jobs), then loads the
| app and the bare stack replaying those statements alternately
| (`compareWithBareStack`) at BENCH_CONNECTIONS clients (default 1,5,10; one
| table each): p50/p95/p99, throughput and the app/bare ratio. BENCH_SECONDS
| (4) per side and round, BENCH_ROUNDS (3). BENCH_ONLY=text loads only the
| endpoints whose name contains it (e.g. BENCH_ONLY=kw for the search).
|
| BENCH_EXPLAIN_ONLY=1 stops after the plans (no load) and exits 1 when a
| shape runs other than 2 statements (the session's user, the page with its
| total), a total is not exact, or a statement scans jobs sequentially: a
| quick check of the browse's SQL after a change.
|
| Figures: dated files in benchmarks/results/.
|
| Sessions live in a cookie and rate-limit counters in memory (what the browse
| costs, without the per-request platform statements; RATE_LIMIT_SCALE lifts
| the allowances since one client sends everything), or, with
| BENCH_REDIS_URL=redis://…/<db>, in that Redis as the compose deployment keeps
| them: each request then also runs the session's GET and the limit's EVALSHA,
| which the bare server replays too.
*/
import pg from 'pg'
import { captureRequests, compareWithBareStack, type Endpoint, type Step } from '#benchmarks/harness/compare'
import { bootInProcess, runBenchmark } from '#benchmarks/harness/app'
import { signIn } from '#benchmarks/harness/browser'
import { ensureBenchDatabase } from '#benchmarks/harness/database'

const env = process.env
const DATABASE_URL = env.BENCH_JOBS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hireloop_bench_jobs'
const COMPANIES = Number(env.BENCH_COMPANIES ?? 5000)
const JOBS = Number(env.BENCH_JOBS ?? 100_000)
const DEEP = Number(env.BENCH_DEEP ?? 5000)
const CONNECTIONS = (env.BENCH_CONNECTIONS ?? '1,5,10').split(',').map(Number)
const EXPLAIN_ONLY = env.BENCH_EXPLAIN_ONLY === '1'
/** What one browse request runs: the session's user and the page (with its total on a first page). */
const STATEMENTS_PER_REQUEST = 2
const READER = 'reader@bench.hireloop.dev'
const PASSWORD = 'Bench#Passw0rd'

const capture = captureRequests()

/**
 * The app in this process. BENCH_REDIS_URL: sessions and rate-limit counters in that Redis, as the compose
 * deployment keeps them (the bare server then replays the same Redis commands); otherwise a cookie session and
 * in-memory counters. No scheduled sweep in the measured process (its statements would land among the captured ones).
 */
function boot() {
  return bootInProcess({
    databaseUrl: DATABASE_URL,
    redisUrl: env.BENCH_REDIS_URL,
    env: { RESPONSE_SWEEP_SECONDS: '0' },
  })
}

const CITIES = [
  ['Austin', 'Texas', '73301'],
  ['Dallas', 'Texas', '75201'],
  ['Houston', 'Texas', '77001'],
  ['Denver', 'Colorado', '80202'],
  ['Phoenix', 'Arizona', '85001'],
  ['Seattle', 'Washington', '98101'],
  ['Portland', 'Oregon', '97201'],
  ['Atlanta', 'Georgia', '30301'],
  ['Chicago', 'Illinois', '60601'],
  ['Boston', 'Massachusetts', '02101'],
  ['Remote', 'California', '94105'],
  ['Miami', 'Florida', '33101'],
]

async function seed() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const have = await db.from('jobs').count('* as total').first()
  if (Number(have?.total ?? 0) >= JOBS) {
    await db.rawQuery('VACUUM ANALYZE jobs')
    return
  }
  const { WAGE_CATALOGUE } = await import('#jobs/wage_catalogue')
  const titles = WAGE_CATALOGUE.flatMap((entry) => entry.titles.map((title) => [title.title, entry.category]))
  console.log(`seeding ${COMPANIES} companies and ${JOBS} jobs…`)
  await db.rawQuery(
    `
    INSERT INTO users (id, email, hashed_password, name, user_type, created_at, updated_at)
    SELECT gen_random_uuid(), 'employer' || n || '@bench.hireloop.dev', 'x', 'Employer ' || n, 'employer', now(), now()
      FROM generate_series(1, ?) n ON CONFLICT DO NOTHING`,
    [COMPANIES]
  )
  await db.rawQuery(`
    INSERT INTO companies (id, owner_id, name, description, size, industry, is_founding_employer, founding_employer_number,
                           has_lifetime_priority_placement, subscription_tier, created_at, updated_at)
    SELECT gen_random_uuid(), u.id, 'Company ' || row_number() OVER (ORDER BY u.email), '',
           (ARRAY['1-10','11-50','51-200','201-500','501-1000','1000+'])[1 + (random() * 5)::int],
           (ARRAY['Retail','Technology','Healthcare','Manufacturing','Construction','Sales'])[1 + (random() * 5)::int],
           false, NULL, false, 'regular', now(), now()
      FROM users u WHERE u.email LIKE '%@bench.hireloop.dev' ON CONFLICT DO NOTHING`)
  await db.rawQuery(`
    UPDATE companies c SET is_founding_employer = true, founding_employer_number = f.n, has_lifetime_priority_placement = true,
           subscription_tier = 'founding'
      FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM companies WHERE founding_employer_number IS NULL LIMIT 100) f
     WHERE c.id = f.id AND NOT EXISTS (SELECT 1 FROM companies WHERE founding_employer_number IS NOT NULL)`)
  await db.rawQuery(`UPDATE early_bird_tracking SET total_founding_employers = 100, program_active = false`)
  const companies: { id: string; owner_id: string; name: string; has_lifetime_priority_placement: boolean }[] = await db
    .from('companies')
    .select('id', 'owner_id', 'name', 'has_lifetime_priority_placement')
  const units = [
    ['hr', 1],
    ['day', 8],
    ['week', 40],
    ['month', 173.33],
    ['year', 2080],
  ] as const
  const schedules = ['Full-time', 'Part-time', 'Contract', 'Seasonal', 'Temporary']
  const benefits = ['Health Insurance', 'Dental Insurance', '401k', 'Paid Time Off', 'Remote Work']
  for (let start = 0; start < JOBS; start += 2000) {
    const rows = []
    for (let i = start; i < Math.min(JOBS, start + 2000); i++) {
      const company = companies[i % companies.length]
      const [title, category] = titles[i % titles.length]
      const [city, state, zip] = CITIES[i % CITIES.length]
      const [unit, hours] = units[i % units.length]
      const hourly = 15 + ((i * 7919) % 60)
      rows.push({
        id: crypto.randomUUID(),
        company_id: company.id,
        owner_id: company.owner_id,
        company_name: company.name,
        title,
        description: `Help us keep ${category.toLowerCase()} work on track. Role ${i}.`,
        requirements: i % 3 === 0 ? 'Senior, 5 years of experience' : i % 3 === 1 ? 'Experience required' : '',
        category,
        pay_rate: (hourly * hours).toFixed(2),
        pay_unit: unit,
        hourly_rate: hourly.toFixed(2),
        schedule: schedules[i % schedules.length],
        location: city,
        state,
        country: 'United States',
        zip_code: zip,
        is_remote: city === 'Remote',
        experience_level: i % 3 === 0 ? 'Senior Level' : i % 3 === 1 ? 'Mid Level' : 'Entry Level',
        benefits: benefits.filter((_, b) => (i >> b) & 1),
        status: i % 20 === 0 ? 'paused' : 'active',
        is_priority: company.has_lifetime_priority_placement,
        created_at: new Date(Date.now() - (i % 86_400) * 60_000),
        updated_at: new Date(),
      })
    }
    await db.table('jobs').multiInsert(rows)
  }
  // As autovacuum would have by now: the visibility map lets counts use index-only scans.
  await db.rawQuery('VACUUM ANALYZE jobs')
  await db.rawQuery('VACUUM ANALYZE companies')
}

/** A candidate who can sign in with PASSWORD (the seeded employers cannot). */
async function ensureReader() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: hash } = await import('@adonisjs/core/services/hash')
  await db.rawQuery(`DELETE FROM users WHERE email = ?`, [READER])
  await db.rawQuery(
    `INSERT INTO users (id, email, hashed_password, name, user_type, email_verified, created_at, updated_at)
     VALUES (gen_random_uuid(), ?, ?, 'Bench Reader', 'candidate', true, now(), now())`,
    [READER, await hash.make(PASSWORD)]
  )
}

async function main() {
  await ensureBenchDatabase(DATABASE_URL, { reseed: env.BENCH_RESEED === '1' })
  const server = await boot()
  const mailDir = server.mailDir
  try {
    await seed()
    await ensureReader()
    const reader = await signIn(server.base, READER, PASSWORD, mailDir)

    // A cursor after DEEP rows of the newest order, walked through the API.
    let cursor: string | null = null
    let seen = 0
    while (seen < DEEP) {
      const page = await reader.request(
        'GET',
        `/api/jobs?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      )
      if (page.status !== 200) throw new Error(`walking the jobs: ${page.status} ${JSON.stringify(page.body)}`)
      seen += page.body.jobs.length
      cursor = page.body.nextCursor
      if (!cursor) break
    }
    if (!cursor) throw new Error(`fewer than ${DEEP} jobs to walk`)

    const search = new URLSearchParams([
      ['keyword', 'compliance analy'],
      ['location', 'austin'],
      ['salaryMin', '50'],
      ['salaryMax', '70'],
      ['jobType', 'Full-time'],
      ['jobType', 'Contract'],
      ['benefits', '401k'],
    ])
    const endpoints: Endpoint[] = [
      { name: 'GET /api/jobs (first page)', path: '/api/jobs', cookie: reader.header() },
      { name: 'GET /api/jobs (kw+loc+pay+jobType+benefits)', path: `/api/jobs?${search}`, cookie: reader.header() },
      {
        name: `GET /api/jobs (after ${seen} rows)`,
        path: `/api/jobs?cursor=${encodeURIComponent(cursor)}`,
        cookie: reader.header(),
      },
    ]

    const steps = new Map<string, Step[]>()
    const failures: string[] = []
    const explainer = new pg.Client({ connectionString: DATABASE_URL })
    await explainer.connect()
    for (const endpoint of endpoints) {
      const answer = await reader.request('GET', endpoint.path)
      if (answer.status !== 200) throw new Error(`${endpoint.path}: ${answer.status} ${JSON.stringify(answer.body)}`)
      if (!answer.body.jobs.length) throw new Error(`${endpoint.name} matches no job`)
      const send = () =>
        fetch(`${server.base}${endpoint.path}`, { headers: { cookie: reader.header() } }).then((r) => r.arrayBuffer())
      // The total must be exact: counted the slow way once (all active jobs; the search sorted by pay counts apart).
      if (endpoint.path.includes('cursor=')) {
        if (answer.body.total !== null) failures.push(`${endpoint.name}: a page after a cursor counted its jobs`)
      } else {
        const exact =
          endpoint.path === '/api/jobs'
            ? (await explainer.query(`SELECT count(*)::int AS n FROM jobs WHERE status = 'active'`)).rows[0].n
            : (await reader.request('GET', `${endpoint.path}&sort=pay`)).body.total
        if (exact !== answer.body.total)
          failures.push(`${endpoint.name}: total ${answer.body.total}, counted apart ${exact}`)
      }
      const captured = await capture.record(send)
      steps.set(endpoint.name, captured)
      console.log(
        `\n## ${endpoint.name}: ${answer.body.jobs.length} of ${answer.body.total} jobs, ${captured.length} SQL statements`
      )
      const statements = captured.filter((step) => step.kind === 'sql').length
      if (statements !== STATEMENTS_PER_REQUEST)
        failures.push(`${endpoint.name}: ${statements} SQL statements, expected ${STATEMENTS_PER_REQUEST}`)
      for (const step of captured) {
        if (step.kind !== 'sql') continue
        const plan = await explainer.query<{ 'QUERY PLAN': string }>({
          text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${step.text}`,
          values: step.values,
        })
        const lines = plan.rows.map((row) => row['QUERY PLAN'])
        const seq = lines.some((line) => /Seq Scan on jobs/.test(line))
        console.log(
          `-- ${step.text.replace(/\s+/g, ' ').slice(0, 90)}… ${seq ? 'SEQ SCAN OF JOBS' : 'no seq scan of jobs'}`
        )
        for (const line of lines) console.log(`   ${line}`)
        if (seq) failures.push(`${endpoint.name}: sequential scan of jobs`)
      }
    }
    await explainer.end()

    console.log(
      failures.length
        ? `\nFAILED:\n${failures.join('\n')}`
        : `\nOK: ${STATEMENTS_PER_REQUEST} statements per request, exact totals, no sequential scan of jobs`
    )
    if (failures.length) process.exitCode = 1
    if (EXPLAIN_ONLY) return

    console.log('')
    await compareWithBareStack({
      endpoints,
      steps,
      databaseUrl: DATABASE_URL,
      redisUrl: env.BENCH_REDIS_URL,
      connectionsList: CONNECTIONS,
    })
  } finally {
    await server.stop()
  }
}

await runBenchmark(main)
