/*
| Messaging benchmark, not part of
| `npm test`:
|
|   DATABASE_URL=postgres://postgres@127.0.0.1:5432/hl_msgbench REDIS_URL=redis://127.0.0.1:6379/9 \
|     npm run bench:messaging -w backend
|
| PostgreSQL only (DATABASE_URL must be a postgres:// address: PGlite is
| refused); sessions and rate-limit counters live in Redis (REDIS_URL), as the
| compose deployment keeps them. The database is created when missing and kept
| for the next run (BENCH_RESEED=1 starts over).
|
| Seeds, in SQL (generate_series, no row-by-row inserts), 20,000 users (every
| tenth an employer with a company and 5 jobs), 100,000 threads (BENCH_HEAVY
| readers, default 10, have BENCH_HEAVY_THREADS = 500 threads each; the rest
| pair people at random, skewed towards the active ones; half of the threads
| with an employer are about one of their jobs) and 1,000,000 messages (every
| thread at least 5, the rest skewed to the busy threads), then derives what
| the app keeps in step: each thread's last message, time and count, and
| each participant's row: read up to the last message (70 %) or to their own
| last message, unread_count = the other side's messages after last_read_at,
| 5 % archived, 2 % deleted (cleared, unread 0), 1 % cleared and back.
|
| Then it boots the real HTTP server in this process, signs a heavy reader in
| through the public API, captures the SQL statements and Redis commands one
| request of GET /api/messages/unread-count and GET /api/threads (first page)
| runs (#benchmarks/harness/compare `captureRequests`), prints them with their
| EXPLAIN ANALYZE (flagging a sequential scan of messages, thread_participants
| or threads) and the statements per request, and loads the app and the bare
| stack (node:http + pg + ioredis replaying exactly those statements and
| commands) alternately at BENCH_CONNECTIONS clients (1,5,10): p50/p95/p99,
| throughput and the app/bare ratio (target ≥ 0.6). BENCH_SECONDS (4) per side
| and round, BENCH_ROUNDS (3); BENCH_PROFILE_DIR=dir writes a CPU profile of
| the measured app process (summarise it with
| `node app/shared/benchmarks/profile_top.mjs <file>`).
|
| BENCH_ONLY=text loads only the endpoints whose name contains it (e.g.
| unread, employer).
|
| BENCH_EXPLAIN_ONLY=1 stops after the plans and exits 1 when a statement
| scans one of those tables sequentially.
*/
import pg from 'pg'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { captureRequests, compareWithBareStack, type Endpoint, type Step } from '#benchmarks/harness/compare'
import { bootInProcess, runBenchmark } from '#benchmarks/harness/app'
import { signIn } from '#benchmarks/harness/browser'
import { ensureBenchDatabase } from '#benchmarks/harness/database'
import { memberNameSql } from '#benchmarks/harness/seed'

const env = process.env
const DATABASE_URL = env.DATABASE_URL ?? ''
const REDIS_URL = env.REDIS_URL ?? ''
const USERS = Number(env.BENCH_USERS ?? 20_000)
const THREADS = Number(env.BENCH_THREADS ?? 100_000)
const MESSAGES = Number(env.BENCH_MESSAGES ?? 1_000_000)
const HEAVY = Number(env.BENCH_HEAVY ?? 10)
const HEAVY_THREADS = Number(env.BENCH_HEAVY_THREADS ?? 500)
/** The heavy reader signed in as an employer (every tenth user is one). */
const EMPLOYER = Math.min(HEAVY, 10)
const JOBS_PER_EMPLOYER = 5
const CONNECTIONS = (env.BENCH_CONNECTIONS ?? '1,5,10').split(',').map(Number)
const EXPLAIN_ONLY = env.BENCH_EXPLAIN_ONLY === '1'
/** Loads only the endpoints whose name contains this text (e.g. unread, employer). */
const ONLY = env.BENCH_ONLY ?? ''
const PASSWORD = 'Bench#Passw0rd'
const DOMAIN = 'msgbench.hireloop.dev'
/** The tables a plan must not scan sequentially at this size. */
const BIG_TABLES = /Seq Scan on (messages|thread_participants|threads)\b/

if (!/^postgres(ql)?:\/\//.test(DATABASE_URL)) {
  console.error(
    'bench:messaging measures PostgreSQL: set DATABASE_URL=postgres://… (PGlite is not measured) and REDIS_URL=redis://…'
  )
  process.exit(2)
}
if (!/^rediss?:\/\//.test(REDIS_URL)) {
  console.error('bench:messaging keeps sessions in Redis as deployed: set REDIS_URL=redis://…/<db>')
  process.exit(2)
}

/* ---------------------------------------------------------------- database */

const capture = captureRequests()

/* ---------------------------------------------------------------- the app */

/** The app in this process; no scheduled sweep there (its statements would land among the captured ones). */
function boot() {
  return bootInProcess({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, env: { RESPONSE_SWEEP_SECONDS: '0' } })
}

/* ---------------------------------------------------------------- seeding */

/*
 * Every seeded row's id is derived from its number (md5 → uuid), so each
 * statement can refer to the rows of the previous ones without lookups:
 * user n = md5('u' || n), thread n = md5('t' || n), job k of employer n =
 * md5('j' || n || '-' || k), message n = md5('m' || n).
 */
const uid = (n: string) => `md5('u' || ${n})::uuid`

async function seed() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: hash } = await import('@adonisjs/core/services/hash')
  const count = async (sql: string) => Number((await db.rawQuery(sql)).rows[0].n)
  const users = await count(`SELECT count(*) AS n FROM users WHERE email LIKE '%@${DOMAIN}'`)
  const messages = await count(`SELECT count(*) AS n FROM messages`)
  const threads = await count(`SELECT count(*) AS n FROM threads`)
  if (users === USERS && threads === THREADS && messages === MESSAGES) {
    console.log(
      `seed: ${users} users, ${threads} threads, ${messages} messages already there (BENCH_RESEED=1 starts over)`
    )
    return
  }
  if (users || threads || messages) {
    console.log('seed: partial data found, removing it')
    await db.rawQuery(`TRUNCATE threads, thread_participants, messages`)
    await db.rawQuery(`DELETE FROM users WHERE email LIKE ?`, [`%@${DOMAIN}`])
  }

  const step = async (label: string, sql: string, bindings: RawQueryBindings = {}) => {
    const started = performance.now()
    const result = await db.rawQuery(sql, bindings)
    console.log(
      `seed: ${label.padEnd(44)} ${String(result.rowCount ?? '').padStart(8)} rows  ${Math.round(performance.now() - started)} ms`
    )
  }

  await step(
    'users (every tenth an employer)',
    `INSERT INTO users (id, email, hashed_password, name, user_type, location, headline, skills, badges, availability,
                        email_verified, created_at, updated_at)
     SELECT ${uid('i')}, 'bench' || i || '@${DOMAIN}', :hashed,
            ${memberNameSql()},
            CASE WHEN i % 10 = 0 THEN 'employer' ELSE 'candidate' END,
            (ARRAY['Austin, TX','Denver, CO','Chicago, IL','Phoenix, AZ','Atlanta, GA','Portland, OR','Remote'])[1 + i % 7],
            NULL, '[]', '[]', '[]', true, now() - interval '1 year', now() - interval '1 year'
       FROM generate_series(1, :users) i`,
    { hashed: await hash.make(PASSWORD), users: USERS }
  )
  await step(
    'companies (one per employer)',
    `INSERT INTO companies (id, owner_id, name, description, size, industry, created_at, updated_at)
     SELECT md5('c' || i)::uuid, ${uid('i')}, 'Company ' || i, '', '11-50',
            (ARRAY['Utilities','Technology','Healthcare','Manufacturing','Construction'])[1 + i % 5], now(), now()
       FROM generate_series(10, :users, 10) i`,
    { users: USERS }
  )
  await step(
    `jobs (${JOBS_PER_EMPLOYER} per employer)`,
    `INSERT INTO jobs (id, company_id, owner_id, company_name, title, description, category, pay_rate, pay_unit,
                       hourly_rate, schedule, location, state, country, zip_code, experience_level, status,
                       created_at, updated_at)
     SELECT md5('j' || i || '-' || k)::uuid, md5('c' || i)::uuid, ${uid('i')}, 'Company ' || i,
            (ARRAY['Substation technician','Grid operations lead','Reliability engineer','Compliance analyst',
                   'Line worker'])[k], 'Benchmark job', 'Energy', 30, 'hr', 30, 'Full-time', 'Austin', 'Texas',
            'United States', '73301', 'Mid Level', 'active', now() - interval '30 days', now()
       FROM generate_series(10, :users, 10) i, generate_series(1, ${JOBS_PER_EMPLOYER}) k`,
    { users: USERS }
  )
  /*
   * Thread pairs: the heavy readers' (each with HEAVY_THREADS people), then
   * random pairs skewed towards low user numbers (active people have more
   * conversations); one thread per pair. Half of the threads with an
   * employer in them are about one of that employer's jobs.
   */
  await step(
    'threads',
    `WITH heavy AS (
            SELECT r AS x, 1 + ((r * 7919 + k * 104729) % :users) AS y, 0 AS pri
              FROM generate_series(1, :heavy) r, generate_series(1, :heavyThreads) k),
          random_pairs AS (
            SELECT 1 + floor(power(random(), 2) * :users)::int AS x, 1 + floor(random() * :users)::int AS y, 1 AS pri
              FROM generate_series(1, :candidates)),
          pairs AS (
            SELECT DISTINCT ON (least(x, y), greatest(x, y)) x, y, pri
              FROM (SELECT * FROM heavy UNION ALL SELECT * FROM random_pairs) p
             WHERE x <> y
             ORDER BY least(x, y), greatest(x, y), pri),
          numbered AS (
            SELECT x, y, row_number() OVER (ORDER BY pri, random()) AS n FROM pairs)
     INSERT INTO threads (id, user_a_id, user_b_id, job_id, started_by, last_message_id, last_message_at, message_count,
                          created_at)
     SELECT md5('t' || n)::uuid, least(${uid('x')}, ${uid('y')}), greatest(${uid('x')}, ${uid('y')}),
            CASE WHEN n % 2 = 0 AND (x % 10 = 0 OR y % 10 = 0)
                 THEN md5('j' || CASE WHEN x % 10 = 0 THEN x ELSE y END || '-' || (1 + n % ${JOBS_PER_EMPLOYER}))::uuid
            END,
            ${uid('x')}, NULL, now(), 0, now() - interval '200 days'
       FROM numbered
      WHERE n <= :threads`,
    {
      users: USERS,
      heavy: HEAVY,
      heavyThreads: HEAVY_THREADS,
      candidates: Math.round(THREADS * 1.3),
      threads: THREADS,
    }
  )
  /* Every thread at least 5 messages (the first one by its starter), the rest skewed to the busy threads. */
  await step(
    'messages',
    `WITH t AS (SELECT id, user_a_id, user_b_id, started_by,
                       row_number() OVER (ORDER BY id) AS n FROM threads),
          placed AS (
            SELECT m, CASE WHEN m <= :floor THEN 1 + (m - 1) % :threads
                           ELSE 1 + floor(power(random(), 2) * :threads)::int END AS n
              FROM generate_series(1, :messages) m)
     INSERT INTO messages (id, thread_id, sender_id, content, created_at)
     SELECT md5('m' || p.m)::uuid, t.id,
            CASE WHEN p.m <= :threads THEN t.started_by
                 WHEN random() < 0.5 THEN t.user_a_id ELSE t.user_b_id END,
            (ARRAY['Hi! Thanks for reaching out about the role.',
                   'Could we talk on Thursday afternoon. I am free after 2 pm.',
                   'I have attached my NERC CIP certificates to my profile; let me know if you need anything else.',
                   'Great, see you then.',
                   'We reviewed your application and would like to schedule an interview for the substation technician position next week.',
                   'Thanks!'])[1 + p.m % 6] || ' (' || p.m || ')',
            now() - interval '180 days' + (p.m::float8 / :messages) * interval '179 days' + random() * interval '1 day'
       FROM placed p JOIN t ON t.n = p.n`,
    { floor: THREADS * 5, threads: THREADS, messages: MESSAGES }
  )
  await step(
    'threads: last message, time, count',
    `UPDATE threads t SET last_message_id = l.id, last_message_at = l.created_at, message_count = l.count,
            created_at = l.first_at
       FROM (SELECT DISTINCT ON (thread_id) thread_id, id, created_at,
                    count(*) OVER (PARTITION BY thread_id) AS count,
                    min(created_at) OVER (PARTITION BY thread_id) AS first_at
               FROM messages ORDER BY thread_id, created_at DESC, id DESC) l
      WHERE l.thread_id = t.id`
  )
  /* Each participant has read up to the last message (70 %) or at least up to their own last message (sending reads). */
  await step(
    'thread_participants (two per thread)',
    `INSERT INTO thread_participants (thread_id, user_id, other_user_id, last_message_at, last_read_at, unread_count)
     SELECT t.id, side.me, side.other, t.last_message_at,
            CASE WHEN random() < 0.7 THEN t.last_message_at
                 ELSE (SELECT max(m.created_at) FROM messages m WHERE m.thread_id = t.id AND m.sender_id = side.me) END,
            0
       FROM threads t
      CROSS JOIN LATERAL (VALUES (t.user_a_id, t.user_b_id), (t.user_b_id, t.user_a_id)) side(me, other)`
  )
  await step(
    '1 % cleared earlier, back with newer messages',
    `UPDATE thread_participants p SET cleared_at = t.created_at + (t.last_message_at - t.created_at) / 2,
            last_read_at = greatest(p.last_read_at, t.created_at + (t.last_message_at - t.created_at) / 2)
       FROM threads t
      WHERE t.id = p.thread_id AND abs(hashtext(p.thread_id::text || p.user_id)) % 100 = 7
        AND t.last_message_at > t.created_at`
  )
  await step(
    'unread counts (the other side after last_read_at)',
    `UPDATE thread_participants p SET unread_count = u.unread
       FROM (SELECT p.thread_id, p.user_id, count(*) AS unread
               FROM thread_participants p
               JOIN messages m ON m.thread_id = p.thread_id AND m.sender_id <> p.user_id
                AND m.created_at > coalesce(p.last_read_at, '-infinity')
              GROUP BY p.thread_id, p.user_id) u
      WHERE u.thread_id = p.thread_id AND u.user_id = p.user_id`
  )
  await step(
    '5 % archived',
    `UPDATE thread_participants SET archived_at = last_message_at WHERE abs(hashtext(thread_id::text || user_id)) % 100 < 5`
  )
  await step(
    '2 % deleted (cleared, read, unread 0)',
    `UPDATE thread_participants SET deleted_at = last_message_at, cleared_at = last_message_at,
            last_read_at = last_message_at, unread_count = 0
      WHERE abs(hashtext(thread_id::text || user_id)) % 100 BETWEEN 5 AND 6`
  )
  for (const table of ['users', 'companies', 'jobs', 'threads', 'messages', 'thread_participants']) {
    await step(`VACUUM ANALYZE ${table}`, `VACUUM ANALYZE ${table}`)
  }
}

/* ---------------------------------------------------------------- main */

async function main() {
  await ensureBenchDatabase(DATABASE_URL, { reseed: env.BENCH_RESEED === '1', log: true })
  const server = await boot()
  const mailDir = server.mailDir
  try {
    await seed()
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const facts = (
      await db.rawQuery(
        `SELECT (SELECT count(*) FROM messages) AS messages, (SELECT count(*) FROM threads) AS threads,
                (SELECT count(*) FROM threads WHERE job_id IS NOT NULL) AS job_threads,
                (SELECT count(*) FROM thread_participants WHERE unread_count > 0 AND deleted_at IS NULL) AS unread_rows,
                (SELECT count(*) FROM thread_participants WHERE user_id = md5('u1')::uuid AND deleted_at IS NULL) AS reader_threads,
                (SELECT sum(unread_count) FROM thread_participants WHERE user_id = md5('u1')::uuid AND deleted_at IS NULL) AS reader_unread,
                (SELECT count(*) FROM thread_participants WHERE user_id = md5('u${EMPLOYER}')::uuid AND deleted_at IS NULL) AS employer_threads`
      )
    ).rows[0]
    console.log(
      `data: ${facts.messages} messages in ${facts.threads} threads (${facts.job_threads} about a job), ` +
        `${facts.unread_rows} participant rows with unread messages; the reader has ${facts.reader_threads} threads, ` +
        `${facts.reader_unread} unread messages; the employer (bench${EMPLOYER}) has ${facts.employer_threads} threads`
    )

    // A candidate and an employer (whose threads are often about one of their jobs), both with many threads.
    const reader = await signIn(server.base, `bench1@${DOMAIN}`, PASSWORD, mailDir)
    const employer = await signIn(server.base, `bench${EMPLOYER}@${DOMAIN}`, PASSWORD, mailDir)
    const endpoints: Endpoint[] = [
      { name: 'GET /api/messages/unread-count', path: '/api/messages/unread-count', cookie: reader.header() },
      { name: 'GET /api/threads (first page)', path: '/api/threads', cookie: reader.header() },
      { name: 'GET /api/threads (first page, employer)', path: '/api/threads', cookie: employer.header() },
    ]
    const browsers = [reader, reader, employer]

    const steps = new Map<string, Step[]>()
    const failures: string[] = []
    const explainer = new pg.Client({ connectionString: DATABASE_URL })
    await explainer.connect()
    for (const [index, endpoint] of endpoints.entries()) {
      const answer = await browsers[index].request('GET', endpoint.path)
      if (answer.status !== 200) throw new Error(`${endpoint.path}: ${answer.status} ${JSON.stringify(answer.body)}`)
      const send = () =>
        fetch(`${server.base}${endpoint.path}`, { headers: { cookie: endpoint.cookie! } }).then((r) => r.arrayBuffer())
      await send() // once unrecorded: nothing first-time (a cache filling) among the captured statements
      const captured = await capture.record(send)
      steps.set(endpoint.name, captured)
      const sql = captured.filter((step) => step.kind === 'sql')
      const summary = endpoint.path.startsWith('/api/threads')
        ? `${answer.body.threads.length} threads (${answer.body.threads.filter((t: { job: unknown }) => t.job).length} about a job)`
        : JSON.stringify(answer.body)
      console.log(
        `\n## ${endpoint.name}: ${summary}; per request ${sql.length} SQL statements, ${captured.length - sql.length} Redis commands`
      )
      for (const step of captured) {
        if (step.kind !== 'sql') {
          console.log(`-- redis ${step.command} ${step.args[0] ?? ''}`)
          continue
        }
        const plan = await explainer.query<{ 'QUERY PLAN': string }>({
          text: `EXPLAIN (ANALYZE, COSTS OFF) ${step.text}`,
          values: step.values,
        })
        const lines = plan.rows.map((row) => row['QUERY PLAN'])
        const seq = lines.find((line) => BIG_TABLES.test(line))
        console.log(`-- ${step.text.replace(/\s+/g, ' ').trim()}`)
        console.log(
          `   ${seq ? `SEQUENTIAL SCAN: ${seq.trim()}` : 'no sequential scan of messages/thread_participants/threads'}`
        )
        for (const line of lines) console.log(`   ${line}`)
        if (seq) failures.push(`${endpoint.name}: ${seq.trim()}`)
      }
    }
    await explainer.end()
    console.log(
      failures.length
        ? `\nFAILED:\n${failures.join('\n')}`
        : '\nOK: no statement scans messages, thread_participants or threads sequentially'
    )
    if (failures.length) process.exitCode = 1
    if (EXPLAIN_ONLY) return

    console.log('')
    await compareWithBareStack({
      endpoints,
      only: ONLY,
      steps,
      databaseUrl: DATABASE_URL,
      redisUrl: REDIS_URL,
      connectionsList: CONNECTIONS,
    })
  } finally {
    await server.stop()
  }
}

await runBenchmark(main)
