/*
| Feed benchmark: not part of `npm test`.
|
|   npm run bench:feed -w backend
|
| Seeds 10,000 users and 100,000 posts (plus notifications, reactions,
| bookmarks and author affinities for the readers) into a PostgreSQL
| database of its own (BENCH_DATABASE_URL, default hireloop_bench on the
| local server; created when missing, kept for the next run; BENCH_RESEED=1
| starts over), boots the real HTTP server in this process on a loopback
| port, signs the readers in through the public API, then measures p50/p95
| of GET /api/posts (first and deep cursor pages) and of GET
| /api/notifications/unread-count from a worker thread, closed loop (clients
| sending back to back: saturation) and open loop (a fixed arrival rate, as
| many users would send), and counts the SQL statements one request runs.
|
| Knobs: BENCH_USERS (10000), BENCH_POSTS (100000), BENCH_REQUESTS (500),
| BENCH_CONCURRENCY (10; closed-loop clients, a list such as 10,1 gives one
| table each), BENCH_OPEN_SECONDS (10; 0 skips the open-loop table),
| BENCH_FEED_RATE (200/s), BENCH_UNREAD_RATE (1000/s), BENCH_LIST_RATE (100/s),
| BENCH_READERS (10), BENCH_DEEP_POSTS (2000), BENCH_ONLY (measure only the
| endpoints whose line contains this text, e.g. unread), BENCH_LEAN=1 (sessions in a
| cookie and rate-limit counters in memory instead of the database: what
| the feed itself costs, without the per-request platform statements),
| BENCH_REDIS_URL (sessions and rate-limit counters in that Redis, as the
| compose deployment keeps them), BENCH_INSTANCES (1; app processes that
| share the load, as one per core would).
|
| BENCH_COMPARE=1 measures the app against the bare stack instead (#benchmarks/harness/compare): the statements each endpoint runs are captured
| from this process, replayed by a bare node:http + pg + ioredis server, and
| both are loaded alternately from a separate load process (BENCH_CONNECTIONS
| 10, or a list such as 1,5,10 for one table each; BENCH_SECONDS 4 per side and
| round, BENCH_ROUNDS 3); the table gives the app/bare ratio of throughput and
| p50/p95/p99. BENCH_PROFILE_DIR=dir writes a CPU
| profile of the measured app process there.
*/
import { Worker } from 'node:worker_threads'
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { captureRequests, compareWithBareStack, type Endpoint, type Step } from '#benchmarks/harness/compare'
import { bootInProcess, runBenchmark, startAppProcess } from '#benchmarks/harness/app'
import { signIn, type Browser } from '#benchmarks/harness/browser'
import { ensureBenchDatabase } from '#benchmarks/harness/database'
import { memberNameSql } from '#benchmarks/harness/seed'

const env = process.env
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hireloop_bench'
const USERS = Number(env.BENCH_USERS ?? 10_000)
const POSTS = Number(env.BENCH_POSTS ?? 100_000)
const REQUESTS = Number(env.BENCH_REQUESTS ?? 500)
/** One table per level: e.g. BENCH_CONCURRENCY=10,1 */
const CONCURRENCY_LEVELS = (env.BENCH_CONCURRENCY ?? '10').split(',').map(Number)
/*
 * Open-loop arrival rates. 10,000 signed-in users whose header polls the
 * unread count every 10 s (part 1 §9) send 1,000 requests a second; if each
 * also opens a feed page every 50 s, that is 200 feed pages a second; the
 * notification list is fetched only while its dropdown is open.
 */
const FEED_RATE = Number(env.BENCH_FEED_RATE ?? 200)
const UNREAD_RATE = Number(env.BENCH_UNREAD_RATE ?? 1000)
const LIST_RATE = Number(env.BENCH_LIST_RATE ?? 100)
/** Seconds per open-loop line; 0 skips the open-loop table. */
const OPEN_SECONDS = Number(env.BENCH_OPEN_SECONDS ?? 10)
/** App processes behind the load generator (this one plus INSTANCES - 1 children), as a deployment would run per core. */
const INSTANCES = Math.max(1, Number(env.BENCH_INSTANCES ?? 1))
const READERS = Math.min(Number(env.BENCH_READERS ?? 10), USERS)
const DEEP_POSTS = Number(env.BENCH_DEEP_POSTS ?? 2000)
const PASSWORD = 'Bench#Passw0rd'
const DOMAIN = 'bench.hireloop.dev'

/* ---------------------------------------------------------------- database */

/* Every statement any connection of this process sends, for the per-request count. */
let recording: string[] | null = null
const capture = captureRequests()
const originalQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const config = args[0] as string | { text?: string } | undefined
    recording.push(typeof config === 'string' ? config : (config?.text ?? String(config)))
  }
  return Reflect.apply(originalQuery, this, args)
} as unknown as typeof pg.Client.prototype.query

/* ---------------------------------------------------------------- the app */

/** The app in this process: sessions and limiter counters in Redis (BENCH_REDIS_URL), a cookie and memory (BENCH_LEAN=1) or the database. */
function bootServer() {
  return bootInProcess({
    databaseUrl: DATABASE_URL,
    redisUrl: env.BENCH_REDIS_URL,
    stores: env.BENCH_LEAN === '1' ? 'lean' : 'database',
  })
}

/** More app processes on the same database and stores, each on its own port (the generator spreads requests over them). */
async function startMoreInstances(count: number) {
  const started: { base: string; child: ChildProcess }[] = []
  for (let i = 0; i < count; i++) {
    const port = Number(env.PORT) + 1 + i
    const child = startAppProcess(port)
    const base = `http://127.0.0.1:${port}`
    started.push({ base, child })
    for (let attempt = 0; ; attempt++) {
      const ready = await fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false
      )
      if (ready) break
      if (attempt > 300 || child.exitCode !== null) throw new Error(`instance on port ${port} did not start`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return started
}

/* ---------------------------------------------------------------- seeding */

async function seed() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: hash } = await import('@adonisjs/core/services/hash')
  const { ENGAGEMENT_SQL, finalScoreSql } = await import('#feed/rules/ranking')

  const bench = `%@${DOMAIN}`
  const users = Number((await db.rawQuery(`SELECT count(*) AS n FROM users WHERE email LIKE ?`, [bench])).rows[0].n)
  const posts = Number(
    (
      await db.rawQuery(`SELECT count(*) AS n FROM posts p JOIN users u ON u.id = p.author_id WHERE u.email LIKE ?`, [
        bench,
      ])
    ).rows[0].n
  )
  if (users === USERS && posts === POSTS) {
    console.log(`seed: ${users} users and ${posts} posts already there (BENCH_RESEED=1 to start over)`)
    return
  }
  if (users || posts) {
    console.log('seed: partial data found, removing it')
    await db.rawQuery(`DELETE FROM users WHERE email LIKE ?`, [bench])
  }

  const step = async (label: string, sql: string, bindings: RawQueryBindings = {}) => {
    const started = performance.now()
    const result = await db.rawQuery(sql, bindings)
    console.log(
      `seed: ${label.padEnd(36)} ${String(result.rowCount ?? '').padStart(7)} rows  ${Math.round(performance.now() - started)} ms`
    )
  }
  const hashed = await hash.make(PASSWORD)

  await step(
    'users',
    `INSERT INTO users (id, email, hashed_password, name, user_type, location, headline, skills, badges, availability,
                        email_verified, created_at, updated_at)
     SELECT gen_random_uuid(), 'bench' || i || '@${DOMAIN}', :hashed,
            ${memberNameSql()},
            CASE WHEN i % 10 = 0 THEN 'employer' ELSE 'candidate' END,
            (ARRAY['Austin, TX','Denver, CO','Chicago, IL','Phoenix, AZ','Atlanta, GA','Portland, OR','Boise, ID','Remote'])[1 + i % 8],
            CASE WHEN i % 3 = 0 THEN (ARRAY['NERC CIP compliance analyst','Substation technician','Grid operations lead',
                   'Reliability engineer','Audit and risk manager','Cybersecurity specialist'])[1 + i % 6] END,
            '[]', '[]', '[]', true, now(), now()
       FROM generate_series(1, :users) i`,
    { hashed, users: USERS }
  )
  await step(
    'posts (last 90 days)',
    `WITH authors AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users WHERE email LIKE :bench),
          src AS (
            SELECT i, authors.ids[1 + floor(random() * authors.n)::int] AS author_id,
                   now() - random() * interval '90 days' AS created_at,
                   floor(power(random(), 4) * 300)::int AS likes, floor(power(random(), 4) * 60)::int AS comments,
                   floor(power(random(), 5) * 30)::int AS reposts, floor(power(random(), 5) * 20)::int AS shares
              FROM generate_series(1, :posts) i, authors)
     INSERT INTO posts (id, author_id, blocks, content, hashtags, mentions, media_files, likes_count, comments_count,
                        reposts_count, shares_count, reaction_counts, created_at, updated_at)
     SELECT gen_random_uuid(), author_id,
            jsonb_build_array(jsonb_build_object('id', substr(md5(i::text), 1, 21), 'type', 'paragraph',
              'content', jsonb_build_object('text', 'Benchmark post ' || i || ' about #gridops and compliance work at the substation.'))),
            'Benchmark post ' || i || ' about #gridops and compliance work at the substation.',
            '["gridops"]', '[]', '[]', likes, comments, reposts, shares, jsonb_build_object('like', likes),
            created_at, created_at
       FROM src`,
    { bench, posts: POSTS }
  )
  const benchPosts = `SELECT p.id FROM posts p JOIN users u ON u.id = p.author_id WHERE u.email LIKE :bench`
  await step(
    'post_engagement',
    `INSERT INTO post_engagement (post_id, views, saves, updated_at)
     SELECT id, floor(random() * 2000)::int, floor(power(random(), 4) * 40)::int, now() FROM (${benchPosts}) p`,
    { bench }
  )
  await step(
    'content_quality',
    `INSERT INTO content_quality (post_id, word_count, has_hashtags, quality_score, updated_at)
     SELECT id, 12, true, 30 + floor(random() * 60)::int, now() FROM (${benchPosts}) p`,
    { bench }
  )
  await step(
    'content_rankings',
    `INSERT INTO content_rankings (post_id, author_id, created_at, is_visible, freshness_score, engagement_score,
                                   quality_score, final_score, updated_at)
     SELECT p.id, p.author_id, p.created_at, true, extract(epoch FROM p.created_at) / 3600.0, ${ENGAGEMENT_SQL},
            q.quality_score, 0, now()
       FROM posts p
       JOIN users u ON u.id = p.author_id
       JOIN post_engagement pe ON pe.post_id = p.id
       JOIN content_quality q ON q.post_id = p.id
      WHERE u.email LIKE :bench`,
    { bench }
  )
  await step('final scores', `UPDATE content_rankings r SET final_score = ${finalScoreSql('r.engagement_score')}`)
  await step('archive 1% of the posts', `UPDATE posts SET is_archived = true WHERE random() < 0.01`)
  await step(
    '  (rankings follow)',
    `UPDATE content_rankings r SET is_visible = false FROM posts p WHERE p.id = r.post_id AND p.is_archived`
  )

  const readers = `SELECT id FROM users WHERE email IN (${Array.from(
    { length: READERS },
    (_, i) => `'bench${i + 1}@${DOMAIN}'`
  ).join(', ')})`
  await step(
    'reader affinities (60 authors each)',
    `INSERT INTO feed_affinities (user_id, author_id, interactions, created_at, last_interaction_at)
     SELECT r.id, a.id, 1 + floor(random() * 5)::int, now() - interval '2 days', now() - interval '1 day'
       FROM (${readers}) r
       CROSS JOIN LATERAL (SELECT id FROM users WHERE email LIKE :bench AND id <> r.id
                            ORDER BY md5(id::text || r.id::text) LIMIT 60) a`,
    { bench }
  )
  await step(
    'reader reactions (400 each)',
    `INSERT INTO post_interactions (id, post_id, user_id, type, reaction, created_at, updated_at)
     SELECT gen_random_uuid(), p.id, r.id, 'reaction',
            (ARRAY['like','love','celebrate','insightful','support'])[1 + floor(random() * 5)::int], now(), now()
       FROM (${readers}) r
       CROSS JOIN LATERAL (SELECT post_id AS id FROM content_rankings WHERE is_visible
                            ORDER BY md5(post_id::text || r.id::text) LIMIT 400) p
     ON CONFLICT DO NOTHING`
  )
  await step(
    'reader bookmarks (100 each)',
    `INSERT INTO post_interactions (id, post_id, user_id, type, created_at, updated_at)
     SELECT gen_random_uuid(), p.id, r.id, 'bookmark', now(), now()
       FROM (${readers}) r
       CROSS JOIN LATERAL (SELECT post_id AS id FROM content_rankings WHERE is_visible
                            ORDER BY md5(r.id::text || post_id::text) LIMIT 100) p
     ON CONFLICT DO NOTHING`
  )
  await step(
    'notifications (20 per user)',
    `INSERT INTO notifications (id, user_id, actor_id, type, entity_type, entity_id, message, is_read, created_at)
     SELECT gen_random_uuid(), u.id, NULL, 'comment_on_post', 'post', gen_random_uuid(), 'Someone commented on your post',
            random() > 0.3, now() - random() * interval '30 days'
       FROM users u, generate_series(1, 20) g
      WHERE u.email LIKE :bench`,
    { bench }
  )
  await step(
    'reader notifications (500 each)',
    `INSERT INTO notifications (id, user_id, actor_id, type, entity_type, entity_id, message, is_read, created_at)
     SELECT gen_random_uuid(), r.id, NULL, 'comment_on_post', 'post', gen_random_uuid(), 'Someone commented on your post',
            g > 100, now() - random() * interval '30 days'
       FROM (${readers}) r, generate_series(1, 500) g`
  )
  // What autovacuum does to a table at rest: statistics and the visibility map (index-only scans).
  await step('vacuum analyze', `VACUUM ANALYZE`)
}

/* ---------------------------------------------------------------- load */

/*
 * The load generator runs in a worker thread: its event loop never delays the
 * server's. Closed loop: `concurrency` clients send back to back (what the
 * server sustains at saturation). Open loop: requests start on a fixed
 * schedule whether or not earlier ones have answered, and latency counts
 * from the scheduled start, so a stalled server is not hidden.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { bases, targets, total, concurrency, rate, warmup } = workerData
async function send(index) {
  const target = targets[index % targets.length]
  const response = await fetch(bases[index % bases.length] + target.path, { headers: { cookie: target.cookie, accept: 'application/json' } })
  await response.arrayBuffer()
  return response.status
}
async function closed(count, record) {
  const latencies = []
  let next = 0
  let failures = 0
  async function lane() {
    while (true) {
      const index = next++
      if (index >= count) return
      const started = performance.now()
      const status = await send(index)
      if (status !== 200) failures++
      if (record) latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, lane))
  return { latencies, failures, seconds: (performance.now() - started) / 1000 }
}
async function open(count, record) {
  const latencies = []
  const pending = []
  let failures = 0
  const started = performance.now()
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate
    const wait = due - performance.now()
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(send(index).then((status) => {
      if (status !== 200) failures++
      if (record) latencies.push(performance.now() - due)
    }))
  }
  await Promise.all(pending)
  return { latencies, failures, seconds: (performance.now() - started) / 1000 }
}
;(async () => {
  const run = rate ? open : closed
  await run(warmup, false)
  parentPort.postMessage(await run(total, true))
})()
`

interface Target {
  path: string
  cookie: string
}

type Load =
  { concurrency: number; rate?: undefined; total: number } | { rate: number; concurrency?: undefined; total: number }

function runLoad(bases: string[], targets: Target[], load: Load) {
  return new Promise<{ latencies: number[]; failures: number; seconds: number }>((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { bases, targets, ...load, warmup: Math.min(100, load.total) },
    })
    worker.once('message', (result) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/* ---------------------------------------------------------------- main */

async function main() {
  await ensureBenchDatabase(DATABASE_URL, { reseed: env.BENCH_RESEED === '1', log: true })
  const server = await bootServer()
  const mailDir = server.mailDir
  let stopMore = () => {}
  try {
    await seed()
    const started = performance.now()
    const readers: Browser[] = []
    for (let i = 1; i <= READERS; i++) readers.push(await signIn(server.base, `bench${i}@${DOMAIN}`, PASSWORD, mailDir))
    console.log(`signed in ${readers.length} readers in ${Math.round(performance.now() - started)} ms\n`)

    // Deep cursors: each reader walks its own feed DEEP_POSTS posts down.
    const deep = async (type: string) => {
      const cursors: string[] = []
      for (const reader of readers) {
        let cursor: string | null = null
        for (let seen = 0; seen < DEEP_POSTS; seen += 50) {
          const page = await reader.request(
            'GET',
            `/api/posts?type=${type}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
          )
          if (page.status !== 200)
            throw new Error(`walking the ${type} feed: ${page.status} ${JSON.stringify(page.body)}`)
          cursor = page.body.nextCursor
          if (!cursor) break
        }
        if (!cursor) throw new Error(`the ${type} feed is shorter than ${DEEP_POSTS} posts`)
        cursors.push(cursor)
      }
      return cursors
    }
    const more = await startMoreInstances(INSTANCES - 1)
    stopMore = () => more.forEach(({ child }) => child.kill())
    const bases = [server.base, ...more.map(({ base }) => base)]
    const intelligentCursors = await deep('intelligent')
    const recentCursors = await deep('recent')
    const each = (path: (index: number) => string) =>
      readers.map((reader, index) => ({ path: path(index), cookie: reader.header() }))

    const scenarios: { name: string; targets: Target[]; rate: number }[] = [
      { name: 'GET /api/posts (intelligent, first page)', targets: each(() => '/api/posts'), rate: FEED_RATE },
      {
        name: `GET /api/posts (intelligent, ${DEEP_POSTS} posts deep)`,
        targets: each((i) => `/api/posts?cursor=${encodeURIComponent(intelligentCursors[i])}`),
        rate: FEED_RATE,
      },
      {
        name: 'GET /api/posts?type=recent (first page)',
        targets: each(() => '/api/posts?type=recent'),
        rate: FEED_RATE,
      },
      {
        name: `GET /api/posts?type=recent (${DEEP_POSTS} posts deep)`,
        targets: each((i) => `/api/posts?type=recent&cursor=${encodeURIComponent(recentCursors[i])}`),
        rate: FEED_RATE,
      },
      { name: 'GET /api/posts?type=trending (24 h)', targets: each(() => '/api/posts?type=trending'), rate: FEED_RATE },
      {
        name: 'GET /api/posts?type=trending&timeWindow=168',
        targets: each(() => '/api/posts?type=trending&timeWindow=168'),
        rate: FEED_RATE,
      },
      {
        name: 'GET /api/notifications/unread-count',
        targets: each(() => '/api/notifications/unread-count'),
        rate: UNREAD_RATE,
      },
      { name: 'GET /api/notifications', targets: each(() => '/api/notifications'), rate: LIST_RATE },
    ]

    const only = env.BENCH_ONLY
    const measured = only ? scenarios.filter((scenario) => scenario.name.includes(only)) : scenarios

    if (env.BENCH_COMPARE === '1') {
      // The app against the bare stack running the very statements it runs (#benchmarks/harness/compare).
      const reader = readers[0]
      const endpoints: Endpoint[] = [
        {
          name: 'GET /api/notifications/unread-count',
          path: '/api/notifications/unread-count',
          cookie: reader.header(),
        },
        { name: 'GET /api/posts (intelligent, first page)', path: '/api/posts', cookie: reader.header() },
        {
          name: `GET /api/posts (intelligent, ${DEEP_POSTS} deep)`,
          path: `/api/posts?cursor=${encodeURIComponent(intelligentCursors[0])}`,
          cookie: reader.header(),
        },
        { name: 'GET /api/posts?type=recent', path: '/api/posts?type=recent', cookie: reader.header() },
        { name: 'GET /api/posts?type=trending', path: '/api/posts?type=trending', cookie: reader.header() },
        { name: 'GET /health', path: '/health' },
      ].filter((endpoint) => !only || endpoint.name.includes(only))
      const steps = new Map<string, Step[]>()
      for (const endpoint of endpoints) {
        const send = () =>
          fetch(`${server.base}${endpoint.path}`, { headers: endpoint.cookie ? { cookie: endpoint.cookie } : {} }).then(
            (response) => response.arrayBuffer()
          )
        await send() // a first request may touch the session: capture a steady one
        steps.set(endpoint.name, await capture.record(send))
      }
      await compareWithBareStack({
        endpoints,
        steps,
        databaseUrl: DATABASE_URL,
        redisUrl: env.BENCH_REDIS_URL,
        connectionsList: (env.BENCH_CONNECTIONS ?? '10').split(',').map(Number),
      })
      console.log('\nthe statements of each endpoint, as captured:')
      for (const [name, list] of steps) {
        console.log(`  ${name}`)
        for (const step of list)
          console.log(
            `    - ${step.kind === 'sql' ? step.text.replace(/\s+/g, ' ').slice(0, 100) : `redis ${step.command}`}`
          )
      }
      return
    }

    const platform =
      env.BENCH_LEAN === '1'
        ? 'lean platform: cookie sessions, memory rate limits'
        : env.BENCH_REDIS_URL
          ? 'sessions and rate limits in Redis'
          : 'sessions and rate limits in PostgreSQL'
    const processes = `${INSTANCES} app process${INSTANCES > 1 ? 'es' : ''}`
    const table = async (title: string, load: (scenario: (typeof scenarios)[number]) => Load) => {
      console.log(`${title}, ${readers.length} signed-in readers, ${processes}, loopback (${platform})`)
      console.log(
        `${'endpoint'.padEnd(48)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'req/s'.padStart(7)}`
      )
      for (const scenario of measured) {
        const result = await runLoad(bases, scenario.targets, load(scenario))
        const sorted = result.latencies.sort((a, b) => a - b)
        const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8)
        console.log(
          `${scenario.name.padEnd(48)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))} ${ms(sorted[sorted.length - 1])} ${String(Math.round(sorted.length / result.seconds)).padStart(7)}` +
            (result.failures ? `  (${result.failures} non-200!)` : '')
        )
      }
      console.log('')
    }

    for (const concurrency of CONCURRENCY_LEVELS) {
      await table(`closed loop: ${REQUESTS} requests per line, ${concurrency} clients sending back to back`, () => ({
        concurrency,
        total: REQUESTS,
      }))
    }
    if (OPEN_SECONDS > 0) {
      await table(
        `open loop: ${OPEN_SECONDS} s per line at a fixed arrival rate (feed pages ${FEED_RATE}/s, unread count ${UNREAD_RATE}/s, ` +
          `notification list ${LIST_RATE}/s)`,
        (scenario) => ({ rate: scenario.rate, total: Math.round(scenario.rate * OPEN_SECONDS) })
      )
    }

    console.log('SQL statements per request (one request at a time):')
    const reader = readers[0]
    const count = async (label: string, path: string) => {
      recording = []
      const response = await reader.request('GET', path)
      const statements = recording
      recording = null
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
      const size = response.body.posts?.length ?? response.body.notifications?.length
      console.log(
        `  ${label.padEnd(46)} ${String(statements.length).padStart(2)} statements${size === undefined ? '' : ` (${size} items)`}`
      )
      return statements
    }
    const perPage = await count('GET /api/posts?limit=20', '/api/posts?limit=20')
    await count('GET /api/posts?limit=50', '/api/posts?limit=50')
    await count(
      'GET /api/posts?limit=50 (deep cursor)',
      `/api/posts?limit=50&cursor=${encodeURIComponent(intelligentCursors[0])}`
    )
    await count('GET /api/posts?type=recent&limit=50', '/api/posts?type=recent&limit=50')
    await count('GET /api/posts?type=trending&limit=50', '/api/posts?type=trending&limit=50')
    await count('GET /api/posts/bookmarks?limit=50', '/api/posts/bookmarks?limit=50')
    const unread = await count('GET /api/notifications/unread-count', '/api/notifications/unread-count')
    const first = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110)
    console.log('\n  the statements of one feed page:')
    for (const sql of perPage) console.log(`    - ${first(sql)}`)
    console.log('\n  the statements of one unread count:')
    for (const sql of unread) console.log(`    - ${first(sql)}`)
  } finally {
    stopMore()
    await server.stop()
  }
}

await runBenchmark(main)
