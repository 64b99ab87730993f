/*
| Live streams benchmark: not part of `npm test`.
|
|   npm run bench:live -w backend
|
| Starts the app (bin/server.ts) as a process of its own against PostgreSQL
| (BENCH_DATABASE_URL, default hl_msglive_bench on the local server, created
| when missing) and Redis (BENCH_REDIS_URL, default db 15: sessions there, and
| the transmit transport, as a deployment of several instances runs), signs
| BENCH_USERS users up through the public API, then:
|
| 1. Memory per stream: the server's RSS and heap (after a forced GC, asked
|    through IPC: memory_probe.mjs; after a warm-up that opened and closed as
|    many streams, so the heap grown by the requests themselves is not
|    counted) before and after opening BENCH_STREAMS
|    streams (default 1,000; spread evenly over the users, each subscribed to
|    its user's channel users/{id}, as a browser tab does), divided by their
|    number. Target ≤ 50 KB.
| 2. Send → arrival: BENCH_SENDS times (default 200, one after another), a
|    user comments on another user's post (POST /api/posts/{id}/comments: the
|    notifications module writes a notification and pushes the bell's count
|    to the post author); the time from sending the request to the event's
|    arrival on each of the author's streams, p50/p95/p99 (and the API answer's
|    own time, for comparison). Target p95 ≤ 100 ms.
|
| Knobs: BENCH_USERS (100: 10 streams per user, like open tabs; 1000 gives
| one stream per user, sign-ups then take minutes: two argon2 hashes each),
| BENCH_STREAMS (1000), BENCH_SENDS (200), BENCH_PORT (free port).
*/
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort, startAppProcess, waitForReady } from '#benchmarks/harness/app'
import { Browser } from '#benchmarks/harness/browser'
import { ensureBenchDatabase } from '#benchmarks/harness/database'
import { openStream, subscribe, type OpenStream } from '#tests/live_stream'

const env = process.env
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hl_msglive_bench'
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15'
const USERS = Number(env.BENCH_USERS ?? 100)
const STREAMS = Number(env.BENCH_STREAMS ?? 1000)
const SENDS = Number(env.BENCH_SENDS ?? 200)
const PASSWORD = 'Bench#Passw0rd1'
const RUN = Date.now().toString(36)

type Memory = NodeJS.MemoryUsage

async function startApp(port: number) {
  const child = startAppProcess(port, {
    nodeFlags: ['--expose-gc', `--import=${fileURLToPath(new URL('./harness/memory_probe.mjs', import.meta.url))}`],
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL,
      REDIS_URL,
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'memory',
      RATE_LIMIT_SCALE: '100000',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitForReady(`${base}/health`, child)
  return { child, base }
}

/** The app's own IPC messages (AdonisJS announces when it is ready) are skipped. */
function serverMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (message: { memory?: Memory }) => {
      if (!message?.memory) return
      child.off('message', onMessage)
      resolve(message.memory)
    }
    child.on('message', onMessage)
    child.send('memory')
  })
}

async function signUp(base: string, index: number) {
  const browser = new Browser(base)
  await browser.request('GET', '/api/remotes')
  const email = `live-${RUN}-${index}@bench.hireloop.dev`
  const deviceFingerprint = `hireloop-live-benchmark-${index}`
  const registered = await browser.request('POST', '/api/users', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userType: 'candidate',
    name: `Live Reader ${index}`,
    deviceFingerprint,
  })
  if (registered.status !== 201)
    throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.body)}`)
  const login = await browser.request('POST', '/api/auth/login', {
    email,
    password: PASSWORD,
    deviceFingerprint,
    behaviorMetrics: { mouseEvents: 12, keyEvents: 30, formFillTime: 5400, scrollEvents: 2, focusEvents: 3 },
  })
  if (!login.body?.user?.id) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.body)}`)
  return { browser, id: login.body.user.id as string }
}

/** Runs `work` over 0..count-1 with at most `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, work: (index: number) => Promise<T>) {
  const results: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++
        results[index] = await work(index)
      }
    })
  )
  return results
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

await ensureBenchDatabase(DATABASE_URL)
const { child, base } = await startApp(Number(env.BENCH_PORT ?? (await freePort())))
const streams: OpenStream[] = []
try {
  let started = performance.now()
  const users = await pool(USERS, 4, (index) => signUp(base, index))
  console.log(`signed up ${USERS} users in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const posts = await pool(USERS, 8, async (index) => {
    const created = await users[index]!.browser.request('POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text: `Live benchmark post ${index}` } }],
    })
    if (created.status !== 201) throw new Error(`post: ${created.status} ${JSON.stringify(created.body)}`)
    return created.body.id as string
  })

  // Warm-up: open (and subscribe) as many streams as will be measured, then close them all. First-use
  // compilation and the heap the 2 × BENCH_STREAMS requests grow are then in "before", not counted per stream.
  const openFor = async (index: number) => {
    const owner = index % USERS
    const user = users[owner]!
    const stream = await openStream(base, user.browser.header())
    if (stream.status !== 200) throw new Error(`stream: ${stream.status}`)
    const subscribed = await subscribe(base, user.browser.cookies, stream.uid, `users/${user.id}`)
    if (subscribed.status !== 204) throw new Error(`subscribe: ${subscribed.status} ${JSON.stringify(subscribed.body)}`)
    return { owner, stream }
  }
  const warm = await pool(STREAMS, 20, openFor)
  for (const { stream } of warm) stream.close()
  await new Promise((resolve) => setTimeout(resolve, 2000))

  const before = await serverMemory(child)
  started = performance.now()
  const streamsOf: OpenStream[][] = users.map(() => [])
  await pool(STREAMS, 20, async (index) => {
    const { owner, stream } = await openFor(index)
    streams.push(stream)
    streamsOf[owner]!.push(stream)
  })
  const openSeconds = (performance.now() - started) / 1000
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const after = await serverMemory(child)

  // Send → arrival: user i+1 comments on user i's post; every stream of user i must hear it.
  const arrivals: number[] = []
  const allArrivals: number[] = []
  const answers: number[] = []
  for (let send = 0; send < SENDS; send++) {
    const author = send % USERS
    const sender = users[(author + 1) % USERS]!
    const targets = streamsOf[author]!
    const seen = targets.map((stream) => stream.messages.length)
    const sentAt = performance.now()
    const waiting = targets.map((stream, index) =>
      stream.waitFor((message) => stream.messages.indexOf(message) >= seen[index]!, 10_000)
    )
    const answer = await sender.browser.request('POST', `/api/posts/${posts[author]}/comments`, {
      content: `Comment ${send}`,
    })
    const answeredAt = performance.now()
    if (answer.status !== 201) throw new Error(`comment: ${answer.status} ${JSON.stringify(answer.body)}`)
    const received = await Promise.all(waiting)
    const times = received.map((message) => message.at - sentAt)
    arrivals.push(Math.min(...times))
    allArrivals.push(...times)
    answers.push(answeredAt - sentAt)
  }

  const row = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const fmt = (value: number) => `${value.toFixed(1)} ms`.padStart(10)
    return `${label.padEnd(44)}${fmt(percentile(sorted, 50))}${fmt(percentile(sorted, 95))}${fmt(percentile(sorted, 99))}${fmt(sorted[sorted.length - 1]!)}`
  }
  const perStream = (key: keyof Memory) => (after[key] - before[key]) / STREAMS
  console.log(`
Live streams: ${STREAMS} open streams on one process (${USERS} users, ${STREAMS / USERS} per user), PostgreSQL + Redis
opened and subscribed in ${openSeconds.toFixed(1)} s

Server memory (after GC)        before        after    per stream
  rss                      ${mb(before.rss).padStart(12)} ${mb(after.rss).padStart(12)} ${kb(perStream('rss')).padStart(12)}
  heapTotal                ${mb(before.heapTotal).padStart(12)} ${mb(after.heapTotal).padStart(12)} ${kb(perStream('heapTotal')).padStart(12)}
  heapUsed                 ${mb(before.heapUsed).padStart(12)} ${mb(after.heapUsed).padStart(12)} ${kb(perStream('heapUsed')).padStart(12)}
  external + arrayBuffers  ${mb(before.external + before.arrayBuffers).padStart(12)} ${mb(after.external + after.arrayBuffers).padStart(12)} ${kb((after.external + after.arrayBuffers - before.external - before.arrayBuffers) / STREAMS).padStart(12)}
  (target: ≤ 50 KB per stream)

Send → arrival, ${SENDS} sends one after another          p50       p95       p99       max
${row('arrival on the recipient (first stream)', arrivals)}
${row(`arrival on each of its ${STREAMS / USERS} streams`, allArrivals)}
${row('the API answer (for comparison)', answers)}
  (target: p95 ≤ 100 ms)
`)
} finally {
  for (const stream of streams) stream.close()
  child.kill('SIGTERM')
}
