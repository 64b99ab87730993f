/*
| Growth benchmark: how the cost of the busiest reads grows with the data. Not part of `npm test`.
|
|   cd backend && node --import=@poppinss/ts-exec benchmarks/growth.ts            # 100,000 rows
|   cd backend && node --import=@poppinss/ts-exec benchmarks/growth.ts --large    # 100,000, then 1,000,000
|
| Seeds a PostgreSQL database of its own (BENCH_GROWTH_DATABASE_URL, default
| postgres://postgres@127.0.0.1:5432/hireloop_growth, dropped and created
| afresh; BENCH_KEEP=1 keeps it afterwards) with SQL generate_series, in
| stages of the same shape: N jobs, N posts (with their ranking rows), 10·N
| notifications (100 per member, N/10 members) and N applications. The
| reader is one candidate whose own data does not grow (50 applications, 100
| notifications of which 20 unread), as a member's does not when the network
| grows around them. The small seed is N = 100,000; `--large` grows the same
| database on to N = 1,000,000 (10,000,000 notifications) and measures again.
|
| At each size it prints the EXPLAIN (ANALYZE, BUFFERS) of every statement the
| five reads run (captured at the pg driver of an app booted in this process)
| and flags a sequential scan of a seeded table, then loads a separate app
| process from a third process (the harness's load.mjs) with BENCH_CLIENTS
| (10) clients for BENCH_SECONDS (10) per read after a warm-up, and reports
| p50/p95/p99, requests/s and the app's CPU per request (from /proc). The
| table of both sizes, side by side with the growth ratio of p95, is printed
| and, with `--large`, written to results/<date>-growth.md.
|
| BENCH_REUSE=1 measures a database kept by an earlier run (BENCH_KEEP=1) at
| the size it holds, without seeding: for trying a change against the same rows.
| BENCH_BASELINE_ENV='NAME=value …' starts a second app process with those
| variables and loads the two alternately (harness/alternate.ts), BENCH_ROUNDS
| (3) rounds per read, reporting the medians and their ratios (for example
| BENCH_BASELINE_ENV=DB_PREPARED_STATEMENTS=false).
|
| Sessions live in a cookie and limits in memory (what the reads cost, without
| the per-request Redis calls the deployment adds; the capacity model in
| docs/scaling.md adds them from the Redis figures).
*/
import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import {
  alternate,
  bootInProcess,
  captureRequests,
  ensureBenchDatabase,
  freePort,
  load,
  NO_SWEEPS,
  reportRatios,
  signIn,
  startAppProcess,
  waitForReady,
} from './harness/index.js'

const env = process.env
const LARGE = process.argv.includes('--large')
const REUSE = env.BENCH_REUSE === '1'
/** BENCH_BASELINE_ENV='DB_PREPARED_STATEMENTS=false' loads a process with those variables alternately with the app. */
const BASELINE_ENV = env.BENCH_BASELINE_ENV
  ? Object.fromEntries(env.BENCH_BASELINE_ENV.split(' ').map((pair) => pair.split('=') as [string, string]))
  : null
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3)
const DATABASE_URL = env.BENCH_GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hireloop_growth'
/** BENCH_SIZES=2000,20000 tries the run on small data. */
const SIZES = env.BENCH_SIZES ? env.BENCH_SIZES.split(',').map(Number) : LARGE ? [100_000, 1_000_000] : [100_000]
const CLIENTS = Number(env.BENCH_CLIENTS ?? 10)
const SECONDS = Number(env.BENCH_SECONDS ?? 10)
const DOMAIN = 'growth.hireloop.dev'
const READER = `reader@${DOMAIN}`
const PASSWORD = 'Bench#Passw0rd'
/** Tables whose sequential scan means a read grows with the data. */
const SEEDED = ['jobs', 'posts', 'content_rankings', 'notifications', 'applications', 'users', 'companies']

const capture = captureRequests()
/** The 1-minute load average, sampled each second while the reads are loaded. */
const loads: number[] = []

type Row = Record<string, unknown>
let client: pg.Client

async function step(label: string, sql: string, values: unknown[] = []) {
  const started = performance.now()
  const result = await client.query(sql, values)
  const ms = Math.round(performance.now() - started)
  console.log(
    `seed: ${label.padEnd(44)} ${String(result.rowCount ?? '').padStart(9)} rows ${String(ms).padStart(8)} ms`
  )
}

/**
 * Bulk loading into a table with its indexes and constraints in place updates each index row by row (a random leaf
 * per uuid key, and after every checkpoint a full page written to the WAL for it) and runs a foreign-key check per
 * row: the table's foreign keys (its own and those that name it), its primary key and unique constraints and its
 * other indexes are dropped, the rows added, and the same definitions built again, one pass each; the foreign keys
 * are then checked once per constraint (a join) instead of once per row.
 */
async function withIndexesRebuilt(table: string, load: () => Promise<void>) {
  const { rows: foreignKeys } = await client.query<{ name: string; owner: string; definition: string }>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS owner, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
      WHERE c.contype = 'f' AND (c.conrelid = $1::regclass OR c.confrelid = $1::regclass)`,
    [table]
  )
  const { rows: keys } = await client.query<{ name: string; definition: string }>(
    `SELECT c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c WHERE c.conrelid = $1::regclass AND c.contype IN ('p', 'u')`,
    [table]
  )
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.tablename = $1 AND i.schemaname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table]
  )
  for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.owner} DROP CONSTRAINT "${key.name}"`)
  for (const key of keys) await client.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${key.name}"`)
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`)
  await load()
  const started = performance.now()
  for (const key of keys) await client.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${key.name}" ${key.definition}`)
  for (const index of indexes) await client.query(index.definition)
  for (const key of foreignKeys) {
    await client.query(`ALTER TABLE ${key.owner} ADD CONSTRAINT "${key.name}" ${key.definition}`)
  }
  const rebuilt = `  ${table}: ${keys.length + indexes.length} indexes rebuilt, ${foreignKeys.length} foreign keys checked`
  console.log(`seed: ${rebuilt.padEnd(54)} ${String(Math.round(performance.now() - started)).padStart(8)} ms`)
}

/** Adds rows until the database holds `size` jobs and posts, `size` / 10 members and 10 notifications per job. */
async function seedTo(size: number, from: number) {
  const { ENGAGEMENT_SQL, finalScoreSql } = await import('#feed/rules/ranking')
  const { WAGE_CATALOGUE } = await import('#jobs/wage_catalogue')
  const titles = WAGE_CATALOGUE.flatMap((entry) => entry.titles.map((title) => title.title))
  const categories = WAGE_CATALOGUE.flatMap((entry) => entry.titles.map(() => entry.category))
  await client.query(`SET maintenance_work_mem = '512MB'`)
  await client.query(`SET synchronous_commit = off`)
  const [members, membersBefore] = [size / 10, from / 10]

  await step(
    `members ${membersBefore + 1}..${members} (1 in 20 employers)`,
    `INSERT INTO users (id, email, hashed_password, name, user_type, location, skills, badges, availability,
                        email_verified, created_at, updated_at)
     SELECT gen_random_uuid(), 'm' || i || '@${DOMAIN}', 'x', 'Member ' || i,
            CASE WHEN i % 20 = 0 THEN 'employer' ELSE 'candidate' END,
            (ARRAY['Austin, TX','Denver, CO','Chicago, IL','Phoenix, AZ','Atlanta, GA','Portland, OR'])[1 + i % 6],
            '[]', '[]', '[]', true, now() - interval '1 year', now()
       FROM generate_series($1::int + 1, $2::int) i`,
    [membersBefore, members]
  )
  await step('  analyze users', 'ANALYZE users')
  await step(
    'companies (one per new employer)',
    `INSERT INTO companies (id, owner_id, name, description, size, industry, is_founding_employer,
                            has_lifetime_priority_placement, subscription_tier, created_at, updated_at)
     SELECT gen_random_uuid(), u.id, 'Company ' || u.name, '', '11-50',
            (ARRAY['Retail','Technology','Healthcare','Manufacturing','Construction','Sales'])[1 + abs(hashtext(u.email)) % 6],
            false, false, 'regular', now(), now()
       FROM users u
      WHERE u.user_type = 'employer' AND u.email LIKE '%@${DOMAIN}'
        AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.owner_id = u.id)`
  )
  await withIndexesRebuilt('jobs', () =>
    step(
      `jobs ${from + 1}..${size} (last 90 days)`,
      `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(owner_id ORDER BY id) AS owners,
                         array_agg(name ORDER BY id) AS names, count(*)::int AS n FROM companies),
            src AS (SELECT i, 1 + (i::bigint * 7919) % c.n AS k, 1 + i % array_length($3::text[], 1) AS t,
                           15 + (i * 31) % 60 AS hourly, c.* FROM generate_series($1::int + 1, $2::int) i, c)
       INSERT INTO jobs (id, company_id, owner_id, company_name, title, description, requirements, category,
                         pay_rate, pay_unit, hourly_rate, schedule, location, state, country, zip_code, is_remote,
                         experience_level, benefits, status, is_priority, created_at, updated_at)
       SELECT gen_random_uuid(), ids[k], owners[k], names[k], ($3::text[])[t],
              'Help us keep ' || lower(($4::text[])[t]) || ' work on track. Role ' || i || '.',
              CASE i % 3 WHEN 0 THEN 'Senior, 5 years of experience' WHEN 1 THEN 'Experience required' ELSE '' END,
              ($4::text[])[t], hourly * 2080, 'year', hourly,
              (ARRAY['Full-time','Part-time','Contract','Seasonal','Temporary'])[1 + i % 5],
              (ARRAY['Austin','Dallas','Houston','Denver','Phoenix','Seattle','Portland','Atlanta','Chicago','Boston','Remote','Miami'])[1 + i % 12],
              (ARRAY['Texas','Texas','Texas','Colorado','Arizona','Washington','Oregon','Georgia','Illinois','Massachusetts','California','Florida'])[1 + i % 12],
              'United States',
              (ARRAY['73301','75201','77001','80202','85001','98101','97201','30301','60601','02101','94105','33101'])[1 + i % 12],
              i % 12 = 10,
              (ARRAY['Senior Level','Mid Level','Entry Level'])[1 + i % 3],
              CASE i % 3 WHEN 0 THEN ARRAY['401k','Paid Time Off'] WHEN 1 THEN ARRAY['Health Insurance','401k']
                         ELSE ARRAY['Dental Insurance','Remote Work'] END,
              CASE WHEN i % 20 = 0 THEN 'paused' ELSE 'active' END, false,
              now() - (random() * interval '90 days'), now()
         FROM src`,
      [from, size, titles, categories]
    )
  )
  await withIndexesRebuilt('posts', async () => {
    await step(
      `posts ${from + 1}..${size} (last 90 days)`,
      `WITH authors AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users WHERE email LIKE '%@${DOMAIN}'),
            src AS (SELECT i, authors.ids[1 + floor(random() * authors.n)::int] AS author_id,
                           now() - random() * interval '90 days' AS created_at,
                           floor(power(random(), 4) * 300)::int AS likes, floor(power(random(), 4) * 60)::int AS comments
                      FROM generate_series($1::int + 1, $2::int) i, authors)
       INSERT INTO posts (id, author_id, blocks, content, hashtags, mentions, media_files, likes_count, comments_count,
                          reaction_counts, created_at, updated_at)
       SELECT gen_random_uuid(), author_id,
              jsonb_build_array(jsonb_build_object('id', substr(md5(i::text), 1, 21), 'type', 'paragraph',
                'content', jsonb_build_object('text', 'Growth post ' || i || ' about #gridops at the substation.'))),
              'Growth post ' || i || ' about #gridops at the substation.', '["gridops"]', '[]', '[]', likes, comments,
              jsonb_build_object('like', likes), created_at, created_at
         FROM src`,
      [from, size]
    )
  })
  await step(
    '  posts without a ranking (this stage)',
    `CREATE TEMP TABLE stage_posts AS
       SELECT p.id FROM posts p WHERE NOT EXISTS (SELECT 1 FROM content_rankings r WHERE r.post_id = p.id)`
  )
  const fresh = `SELECT id FROM stage_posts`
  await withIndexesRebuilt('post_engagement', () =>
    step(
      '  post_engagement',
      `INSERT INTO post_engagement (post_id, views, saves, updated_at)
       SELECT id, floor(random() * 2000)::int, floor(power(random(), 4) * 40)::int, now() FROM (${fresh}) p`
    )
  )
  await withIndexesRebuilt('content_quality', () =>
    step(
      '  content_quality',
      `INSERT INTO content_quality (post_id, word_count, has_hashtags, quality_score, updated_at)
       SELECT id, 9, true, 30 + floor(random() * 60)::int, now() FROM (${fresh}) p`
    )
  )
  // The final score in the same statement (the ranking's own SQL over the row's parts), not an update afterwards.
  await withIndexesRebuilt('content_rankings', () =>
    step(
      '  content_rankings',
      `INSERT INTO content_rankings (post_id, author_id, created_at, is_visible, freshness_score, engagement_score,
                                     quality_score, final_score, updated_at)
       SELECT r.post_id, r.author_id, r.created_at, true, r.freshness_score, r.engagement_score, r.quality_score,
              ${finalScoreSql('r.engagement_score')}, now()
         FROM (SELECT p.id AS post_id, p.author_id, p.created_at, extract(epoch FROM p.created_at) / 3600.0 AS freshness_score,
                      ${ENGAGEMENT_SQL} AS engagement_score, q.quality_score
                 FROM (${fresh}) x
                 JOIN posts p ON p.id = x.id
                 JOIN post_engagement pe ON pe.post_id = p.id
                 JOIN content_quality q ON q.post_id = p.id) r`
    )
  )
  await client.query('DROP TABLE stage_posts')
  await withIndexesRebuilt('notifications', () =>
    step(
      `notifications: 100 for each new member`,
      `INSERT INTO notifications (id, user_id, actor_id, type, entity_type, entity_id, message, is_read, read_at, created_at)
       SELECT gen_random_uuid(), u.id, NULL, 'comment_on_post', 'post', gen_random_uuid(), 'Someone commented on your post',
              g > 20, CASE WHEN g > 20 THEN now() END, now() - (g * interval '7 hours')
         FROM generate_series($1::int + 1, $2::int) i
         JOIN users u ON u.email = 'm' || i || '@${DOMAIN}'
        CROSS JOIN generate_series(1, 100) g`,
      [membersBefore, members]
    )
  )
  // The jobs of this stage, apart: a statement that reads the table it fills would read its own new rows over and over.
  await step(
    'jobs without an application (this stage)',
    `CREATE TEMP TABLE stage_jobs AS
       SELECT j.id, j.created_at FROM jobs j WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id)`
  )
  await withIndexesRebuilt('applications', () =>
    step(
      'applications: one for each new job',
      `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users
                   WHERE user_type = 'candidate' AND email LIKE '%@${DOMAIN}' AND email <> '${READER}')
       INSERT INTO applications (id, job_id, user_id, status, cover_letter, is_eighteen_or_older, is_authorized_to_work,
                                 does_not_require_sponsorship, status_changed_at, created_at, updated_at)
       SELECT gen_random_uuid(), j.id, c.ids[1 + floor(random() * c.n)::int], 'applied', 'I would like to help.',
              true, true, true, j.created_at, j.created_at, j.created_at
         FROM stage_jobs j, c
       ON CONFLICT DO NOTHING`
    )
  )
  await client.query('DROP TABLE stage_jobs')
  // What autovacuum does to tables at rest: statistics, and the visibility map for index-only scans.
  await step('vacuum analyze', 'VACUUM ANALYZE')
}

/** The reader: a candidate with 50 applications and 100 notifications (20 unread), the same at every size. */
async function ensureReader() {
  const { default: hash } = await import('@adonisjs/core/services/hash')
  await client.query(
    `INSERT INTO users (id, email, hashed_password, name, user_type, email_verified, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, 'Growth Reader', 'candidate', true, now(), now())`,
    [READER, await hash.make(PASSWORD)]
  )
  await step(
    'reader: 50 applications',
    `INSERT INTO applications (id, job_id, user_id, status, cover_letter, is_eighteen_or_older, is_authorized_to_work,
                               does_not_require_sponsorship, status_changed_at, created_at, updated_at)
     SELECT gen_random_uuid(), j.id, u.id, 'applied', 'I would like to help.', true, true, true, now(), now(), now()
       FROM users u, (SELECT id FROM jobs ORDER BY md5(id::text) LIMIT 50) j
      WHERE u.email = $1`,
    [READER]
  )
  await step(
    'reader: 100 notifications, 20 unread',
    `INSERT INTO notifications (id, user_id, type, entity_type, entity_id, message, is_read, read_at, created_at)
     SELECT gen_random_uuid(), u.id, 'comment_on_post', 'post', gen_random_uuid(), 'Someone commented on your post',
            g > 20, CASE WHEN g > 20 THEN now() END, now() - (g * interval '7 hours')
       FROM users u, generate_series(1, 100) g WHERE u.email = $1`,
    [READER]
  )
}

const READS = [
  { name: 'jobs browse', path: '/api/jobs' },
  {
    name: 'keyword + location search',
    path: `/api/jobs?${new URLSearchParams({ keyword: 'compliance analyst', location: 'austin' })}`,
  },
  { name: 'feed first page', path: '/api/posts' },
  { name: 'unread count', path: '/api/notifications/unread-count' },
  { name: 'applications page', path: '/api/applications/my' },
]

interface Figures {
  p50: number
  p95: number
  p99: number
  rps: number
  cpuMs: number
  postgresCpuMs: number
  /** The same read on the BENCH_BASELINE_ENV process, when there is one. */
  baseline?: LoadFigures
  failures: number
  sqlMs: number
  plansOnIndexes: boolean
}

function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** CPU seconds of every PostgreSQL process on the machine (the app's connections among them), from /proc. */
function postgresCpuSeconds() {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue
      total += cpuSeconds(Number(entry))
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total
}

type LoadFigures = Omit<Figures, 'sqlMs' | 'plansOnIndexes' | 'baseline'>

/** One measured load of a read on an app process: latency, throughput, and the app's and PostgreSQL's CPU. */
async function loadOnce(pid: number, url: string, cookie: string): Promise<LoadFigures> {
  const before = cpuSeconds(pid)
  const postgresBefore = postgresCpuSeconds()
  // The machine's load average while the read is measured (the 1-minute figure, every second).
  const sampler = setInterval(() => loads.push(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0])), 1000)
  const run = await load(url, CLIENTS, SECONDS, cookie).finally(() => clearInterval(sampler))
  const requests = Math.max(1, run.requests)
  return {
    p50: run.p50,
    p95: run.p95,
    p99: run.p99,
    rps: run.requests / run.seconds,
    cpuMs: ((cpuSeconds(pid) - before) * 1000) / requests,
    postgresCpuMs: ((postgresCpuSeconds() - postgresBefore) * 1000) / requests,
    failures: run.failures,
  }
}

/** The EXPLAIN of every statement each read runs, then the load of each read on a separate app process. */
async function measure(size: number, base: string, cookie: string) {
  const results = new Map<string, Figures>()
  const sequential: string[] = []
  const plans: string[] = []
  const say = (line: string) => {
    console.log(line)
    plans.push(line)
  }
  for (const read of READS) {
    const statements = await capture.record(() =>
      fetch(`${base}${read.path}`, { headers: { cookie } }).then(async (response) => {
        if (response.status !== 200) throw new Error(`${read.path}: ${response.status} ${await response.text()}`)
        return response.arrayBuffer()
      })
    )
    say(`\n## ${read.name} at ${size.toLocaleString('en-US')}: GET ${read.path}`)
    let onIndexes = true
    let sqlMs = 0
    for (const statement of statements) {
      if (statement.kind !== 'sql') continue
      const plan = await client.query<Row>({
        text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
        values: statement.values,
      })
      const lines = plan.rows.map((row) => String(row['QUERY PLAN']))
      const scans = lines.filter((line) => SEEDED.some((table) => new RegExp(`Seq Scan on ${table}\\b`).test(line)))
      say(`-- ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}…`)
      for (const line of lines) say(`   ${line}`)
      // The database's own time, apart from the app's CPU and the machine's load: the median of 5 executions.
      const times: number[] = []
      for (let run = 0; run < 5; run++) {
        const again = await client.query<Row>({ text: `EXPLAIN (ANALYZE) ${statement.text}`, values: statement.values })
        const last = again.rows.map((row) => String(row['QUERY PLAN'])).find((line) => line.includes('Execution Time'))
        times.push(Number(/([\d.]+) ms/.exec(last ?? '')?.[1] ?? 0))
      }
      sqlMs += times.sort((a, b) => a - b)[2]
      if (scans.length) {
        onIndexes = false
        sequential.push(`${read.name}: ${scans.map((line) => line.trim()).join('; ')}`)
      }
    }
    say(`   SQL time per request (median of 5): ${sqlMs.toFixed(2)} ms`)
    results.set(read.name, { plansOnIndexes: onIndexes, sqlMs } as Figures)
  }

  // With BENCH_BASELINE_ENV, a second app process with those variables is loaded alternately with the first.
  const apps = [{ label: 'app', env: {} as Record<string, string> }]
  if (BASELINE_ENV) apps.unshift({ label: 'baseline', env: BASELINE_ENV })
  const started = await Promise.all(
    apps.map(async (entry) => {
      const port = await freePort()
      return { ...entry, port, process: startAppProcess(port, { env: entry.env }) }
    })
  )
  try {
    for (const app of started) await waitForReady(`http://127.0.0.1:${app.port}/health`, app.process)
    console.log('')
    // A warm-up before each read: 3 s of load, or with a baseline, alternate's unmeasured round of each.
    for (const read of READS) {
      const [first, second] = started.map((app) => ({
        name: app.label,
        measure: () => loadOnce(app.process.pid!, `http://127.0.0.1:${app.port}${read.path}`, cookie),
      }))
      let figures: LoadFigures
      let baseline: LoadFigures | undefined
      if (second) {
        const ratios = await alternate({ baseline: first, candidate: second, rounds: ROUNDS })
        reportRatios(`${size.toLocaleString('en-US')} ${read.name}: baseline ${env.BENCH_BASELINE_ENV}`, ratios, [
          'baseline',
          'app',
        ])
        const pick = (side: 'baseline' | 'candidate') =>
          Object.fromEntries(ratios.map((ratio) => [ratio.figure, ratio[side]])) as LoadFigures
        figures = pick('candidate')
        baseline = pick('baseline')
      } else {
        await load(`http://127.0.0.1:${started[0].port}${read.path}`, CLIENTS, 3, cookie)
        figures = await first.measure()
      }
      console.log(
        `${size.toLocaleString('en-US').padStart(9)} ${read.name.padEnd(28)} p50 ${figures.p50.toFixed(1)} ` +
          `p95 ${figures.p95.toFixed(1)} p99 ${figures.p99.toFixed(1)} ms, ${figures.rps.toFixed(0)} req/s, ` +
          `CPU/request ${figures.cpuMs.toFixed(2)} ms app ${figures.postgresCpuMs.toFixed(2)} ms PostgreSQL, ` +
          `${figures.failures} failures`
      )
      results.set(read.name, { ...results.get(read.name)!, ...figures, ...(baseline ? { baseline } : {}) })
    }
  } finally {
    for (const app of started) {
      const exited = new Promise((resolve) => app.process.once('exit', resolve))
      app.process.kill('SIGTERM')
      await exited
    }
  }
  return { results, sequential, plans }
}

function table(sizes: number[], runs: Map<string, Figures>[]) {
  const header = ['read', ...sizes.map((size) => `p95 at ${size.toLocaleString('en-US')} (ms)`)]
  if (sizes.length > 1) header.push('p95 growth')
  header.push(
    ...sizes.map((size) => `SQL at ${size.toLocaleString('en-US')} (ms)`),
    ...(sizes.length > 1 ? ['SQL growth'] : []),
    ...sizes.map((size) => `app CPU/request at ${size.toLocaleString('en-US')} (ms)`),
    ...sizes.map((size) => `PostgreSQL CPU/request at ${size.toLocaleString('en-US')} (ms)`),
    ...sizes.map((size) => `req/s at ${size.toLocaleString('en-US')}`),
    'plans on indexes'
  )
  if (BASELINE_ENV) {
    header.push(
      ...sizes.flatMap((size) => [
        `baseline p95 at ${size.toLocaleString('en-US')} (ms)`,
        `baseline PostgreSQL CPU/request at ${size.toLocaleString('en-US')} (ms)`,
        `baseline app CPU/request at ${size.toLocaleString('en-US')} (ms)`,
      ])
    )
  }
  const rows = READS.map((read) => {
    const figures = runs.map((run) => run.get(read.name)!)
    const cells = [read.name, ...figures.map((f) => f.p95.toFixed(1))]
    if (figures.length > 1) cells.push(`${(figures[1].p95 / figures[0].p95).toFixed(2)}×`)
    cells.push(
      ...figures.map((f) => f.sqlMs.toFixed(2)),
      ...(figures.length > 1 ? [`${(figures[1].sqlMs / figures[0].sqlMs).toFixed(2)}×`] : []),
      ...figures.map((f) => f.cpuMs.toFixed(2)),
      ...figures.map((f) => f.postgresCpuMs.toFixed(2)),
      ...figures.map((f) => f.rps.toFixed(0)),
      figures.every((f) => f.plansOnIndexes) ? 'yes' : 'NO'
    )
    if (BASELINE_ENV) {
      cells.push(
        ...figures.flatMap((f) => [
          f.baseline!.p95.toFixed(1),
          f.baseline!.postgresCpuMs.toFixed(2),
          f.baseline!.cpuMs.toFixed(2),
        ])
      )
    }
    return cells
  })
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

async function main() {
  const started = performance.now()
  await ensureBenchDatabase(DATABASE_URL, { reseed: !REUSE, log: true })
  const server = await bootInProcess({
    databaseUrl: DATABASE_URL,
    env: NO_SWEEPS,
  })
  client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  const runs: Map<string, Figures>[] = []
  const sequential: string[] = []
  const seeding: string[] = []
  let plans: string[] = []
  try {
    let from = 0
    if (REUSE) {
      const held = Number((await client.query<Row>('SELECT count(*) AS n FROM jobs')).rows[0].n)
      SIZES.splice(0, SIZES.length, held)
    }
    for (const [index, size] of SIZES.entries()) {
      const seedStarted = performance.now()
      if (!REUSE) await seedTo(size, from)
      if (index === 0 && !REUSE) {
        await ensureReader()
        await client.query('ANALYZE')
      }
      seeding.push(`${size.toLocaleString('en-US')}: ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`)
      from = size
      const reader = await signIn(server.base, READER, PASSWORD, server.mailDir)
      const measured = await measure(size, server.base, reader.header())
      runs.push(measured.results)
      sequential.push(...measured.sequential.map((line) => `${size}: ${line}`))
      plans = measured.plans
    }
    const counts = await client.query<Row>(
      `SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM posts) AS posts,
              (SELECT count(*) FROM notifications) AS notifications, (SELECT count(*) FROM applications) AS applications,
              (SELECT count(*) FROM users) AS members, pg_size_pretty(pg_database_size(current_database())) AS size`
    )
    const summary = table(SIZES, runs)
    console.log(`\n${summary}\n`)
    console.log(`rows at the end: ${JSON.stringify(counts.rows[0])}`)
    console.log(sequential.length ? `SEQUENTIAL SCANS:\n${sequential.join('\n')}` : 'every plan on an index')
    const worst = runs.at(-1)!
    const over = READS.filter((read) => worst.get(read.name)!.p95 > 50).map((read) => read.name)
    const growth =
      runs.length > 1
        ? READS.filter((read) => runs[1].get(read.name)!.p95 / runs[0].get(read.name)!.p95 > 1.5).map((r) => r.name)
        : []
    const sqlGrowth =
      runs.length > 1
        ? READS.filter((read) => runs[1].get(read.name)!.sqlMs / runs[0].get(read.name)!.sqlMs > 1.5).map((r) => r.name)
        : []
    const loadAverage = loads.length
      ? `between ${Math.min(...loads).toFixed(1)} and ${Math.max(...loads).toFixed(1)} (median ${[...loads].sort((a, b) => a - b)[loads.length >> 1].toFixed(1)})`
      : 'not sampled'
    console.log(`p95 over 50 ms: ${over.join(', ') || 'none'}; growth over 1.5×: ${growth.join(', ') || 'none'}`)
    console.log(`SQL growth over 1.5×: ${sqlGrowth.join(', ') || 'none'}; load average while loaded: ${loadAverage}`)
    if (LARGE && !env.BENCH_SIZES) {
      const day = new Date().toISOString().slice(0, 10)
      const folder = fileURLToPath(new URL('./results/', import.meta.url))
      await mkdir(folder, { recursive: true })
      const file = `${folder}${day}-growth-large.md`
      await writeFile(
        file,
        [
          `# Growth: ${SIZES.map((size) => size.toLocaleString('en-US')).join(' → ')} rows (${day})`,
          '',
          `\`${BASELINE_ENV ? `BENCH_BASELINE_ENV='${env.BENCH_BASELINE_ENV}' ` : ''}node --import=@poppinss/ts-exec ` +
            'benchmarks/growth.ts --large` (backend/benchmarks/growth.ts), on PostgreSQL',
          `${(await client.query<Row>('SHOW server_version')).rows[0].server_version}, 2 cores shared with the load generator; ` +
            `${CLIENTS} clients, ${SECONDS} s per read, one app process (cookie sessions, limits in memory)` +
            (BASELINE_ENV
              ? `, loaded alternately with a baseline process (${env.BENCH_BASELINE_ENV}): a warm-up round of each, ` +
                `then ${ROUNDS} rounds, medians.`
              : ' after a 3 s warm-up.'),
          '',
          summary,
          '',
          `Rows at 1,000,000: ${JSON.stringify(counts.rows[0])}.`,
          `Seeding took ${seeding.join(', ')}; the run ${((performance.now() - started) / 60000).toFixed(0)} min.`,
          '',
          sequential.length
            ? `Sequential scans:\n\n${sequential.map((line) => `- ${line}`).join('\n')}`
            : 'Every plan is on an index (the EXPLAIN of each statement at the largest size below).',
          `p95 over 50 ms at the largest size: ${over.join(', ') || 'none'}. Growth over 1.5×: ${growth.join(', ') || 'none'}` +
            ` (p95), ${sqlGrowth.join(', ') || 'none'} (SQL).`,
          `The machine's 1-minute load average while the reads were loaded: ${loadAverage}.`,
          '',
          `## Plans at ${SIZES.at(-1)!.toLocaleString('en-US')}`,
          '',
          '```',
          plans.join('\n').trim(),
          '```',
          '',
        ].join('\n')
      )
      console.log(`written to ${file}`)
    }
    if (sequential.length || over.length || growth.length) process.exitCode = 1
  } finally {
    await client.end()
    await server.stop()
    if (env.BENCH_KEEP !== '1') {
      const admin = new URL(DATABASE_URL)
      admin.pathname = '/postgres'
      const dropper = new pg.Client({ connectionString: admin.toString() })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS "${new URL(DATABASE_URL).pathname.slice(1)}" WITH (FORCE)`)
      await dropper.end()
    }
  }
}

await main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
