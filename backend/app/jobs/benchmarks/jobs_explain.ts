/*
| Jobs browse check (issue 10 "Measure"), not part of `npm test`:
|
|   npm run bench:jobs -w backend
|
| Seeds 5,000 employers with a company each (the first 100 founding) and
| 100,000 jobs into a PostgreSQL database of its own (BENCH_JOBS_DATABASE_URL,
| default hireloop_bench_jobs; created when missing, kept for the next run;
| BENCH_RESEED=1 starts over), then calls the app's own browse query
| (#jobs/queries/jobs_query, not HTTP) for three shapes: the first page, a
| keyword + location + pay + two list filters search, and a deep cursor page
| (after BENCH_DEEP rows, default 5000). For each it prints the SQL statements
| one browse sends, p50/p95 over BENCH_RUNS calls (default 200) at 1 caller,
| and the EXPLAIN ANALYZE of every statement, flagging a sequential scan of
| jobs. The HTTP load at 1/5/10 clients and the ratio to the bare stack
| (#shared/benchmarks/compare, as the feed benchmark does) are not measured
| here yet.
*/
import { randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const env = process.env
const DATABASE_URL = env.BENCH_JOBS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hireloop_bench_jobs'
const COMPANIES = Number(env.BENCH_COMPANIES ?? 5000)
const JOBS = Number(env.BENCH_JOBS ?? 100_000)
const RUNS = Number(env.BENCH_RUNS ?? 200)
const DEEP = Number(env.BENCH_DEEP ?? 5000)

async function ensureDatabase() {
  const name = new URL(DATABASE_URL).pathname.slice(1)
  const admin = new URL(DATABASE_URL)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  if (env.BENCH_RESEED === '1') await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (!exists.rowCount) await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
}

/* Every statement this process sends while recording, with its values. */
let recording: { text: string; values: unknown[] }[] | null = null
const originalQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
  if (recording) {
    const config = args[0]
    const text = typeof config === 'string' ? config : config?.text
    const values = typeof config === 'string' ? (Array.isArray(args[1]) ? args[1] : []) : (config?.values ?? [])
    if (text) recording.push({ text, values })
  }
  return (originalQuery as any).apply(this, args)
} as any

async function boot() {
  Object.assign(env, {
    NODE_ENV: 'production',
    APP_KEY: randomBytes(32).toString('base64url'),
    HOST: '127.0.0.1',
    PORT: String(36_000 + Math.floor(Math.random() * 4000)),
    APP_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL,
    SESSION_DRIVER: 'cookie',
    LIMITER_STORE: 'memory',
    SEED_DEMO: 'false',
    SERVE_FRONTEND: 'false',
    MAIL_CATCHER_DIR: await mkdtemp(join(tmpdir(), 'bench-jobs-mail-')),
  })
  delete env.REDIS_URL
  const { ignite } = await import('../../../bin/ignite.js')
  await (await ignite()).httpServer().start()
  const { default: app } = await import('@adonisjs/core/services/app')
  return () => app.terminate()
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
  const companies = (await db
    .from('companies')
    .select('id', 'owner_id', 'name', 'has_lifetime_priority_placement')) as any[]
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

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function main() {
  await ensureDatabase()
  const stop = await boot()
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.rawQuery(`SELECT 1`)
  await seed()
  const { browseJobs } = await import('#jobs/queries/jobs_query')
  const reader = (await db.from('users').where('email', 'employer1@bench.hireloop.dev').first()).id

  // A cursor after DEEP rows of the newest order.
  let cursor: string | null = null
  let seen = 0
  while (seen < DEEP) {
    const page: any = await browseJobs(reader, { limit: 50, cursor: cursor ?? undefined })
    seen += page.jobs.length
    cursor = page.nextCursor
    if (!cursor) break
  }

  const shapes: [string, Record<string, unknown>][] = [
    ['first page', {}],
    [
      'keyword + location + pay + jobType + benefits',
      {
        keyword: 'compliance analy',
        location: 'austin',
        salaryMin: 20,
        salaryMax: 60,
        jobType: ['Full-time', 'Contract'],
        benefits: ['Health Insurance'],
      },
    ],
    [`deep cursor page (after ${seen} rows)`, { cursor }],
  ]
  const explainer = new pg.Client({ connectionString: DATABASE_URL })
  await explainer.connect()
  for (const [name, filters] of shapes) {
    recording = []
    await browseJobs(reader, filters as any)
    const statements = recording
    recording = null
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      await browseJobs(reader, filters as any)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(
      `\n## ${name}: ${statements.length} SQL statements; p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${RUNS} calls, 1 caller, in process)`
    )
    for (const statement of statements) {
      const plan = await explainer.query({
        text: `EXPLAIN (ANALYZE, COSTS OFF) ${statement.text}`,
        values: statement.values as any[],
      })
      const lines = plan.rows.map((row: any) => row['QUERY PLAN'] as string)
      const seq = lines.some((line) => /Seq Scan on jobs/.test(line))
      console.log(
        `-- ${statement.text.replace(/\s+/g, ' ').slice(0, 90)}… ${seq ? 'SEQ SCAN OF JOBS' : 'no seq scan of jobs'}`
      )
      for (const line of lines) console.log(`   ${line}`)
    }
  }
  await explainer.end()
  await stop()
}

await main()
