/*
| Capacity figures for docs/scaling.md: not part of `npm test`.
|
|   cd backend && node --import=@poppinss/ts-exec benchmarks/capacity.ts
|
| Starts one app process as a deployment runs it (PostgreSQL of its own,
| BENCH_CAPACITY_DATABASE_URL, default hireloop_capacity, created afresh and
| dropped at the end; sessions, rate-limit counters and the live-stream
| transport in a Redis server of its own, started on a free port with the
| machine's redis-server, so that its memory is this app's alone), signs
| BENCH_MEMBERS (40) members up through the public API, and measures:
|
| 1. the app's CPU per request (from /proc, user + system) of each read of the
|    request mix, loaded from a process of its own (the harness's load.mjs) at
|    BENCH_CLIENTS (10) clients for BENCH_SECONDS (8) after a warm-up, and of a
|    post created with an Idempotency-Key (sent one after another);
| 2. Redis: the bytes one signed-in session holds (MEMORY USAGE of the keys
|    it added), and per open live stream (used_memory and the keys added
|    while BENCH_STREAMS (400) streams are opened and subscribed to their
|    member's channel, divided by their number), and the connections one
|    instance keeps to Redis;
| 3. PostgreSQL connections the instance holds under that load (pg_stat_activity).
|
| It prints one JSON object with every figure (docs/scaling.md cites them).
*/
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { Redis } from 'ioredis'
import { openStream, subscribe, type OpenStream } from '#tests/live_stream'
import {
  appEnvironment,
  Browser,
  ensureBenchDatabase,
  freePort,
  load,
  startAppProcess,
  waitForReady,
} from './harness/index.js'

const env = process.env
const DATABASE_URL = env.BENCH_CAPACITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hireloop_capacity'
const MEMBERS = Number(env.BENCH_MEMBERS ?? 40)
const STREAMS = Number(env.BENCH_STREAMS ?? 400)
const CLIENTS = Number(env.BENCH_CLIENTS ?? 10)
const SECONDS = Number(env.BENCH_SECONDS ?? 8)
const WRITES = Number(env.BENCH_WRITES ?? 200)
const PASSWORD = 'Str0ng!Passw0rd'

function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function usedMemory(redis: Redis) {
  const info = await redis.info('memory')
  return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0)
}

async function keys(redis: Redis) {
  const found = new Set<string>()
  let cursor = '0'
  do {
    const [next, batch] = await redis.scan(cursor, 'COUNT', 1000)
    for (const key of batch) found.add(key)
    cursor = next
  } while (cursor !== '0')
  return found
}

async function bytesOf(redis: Redis, names: string[]) {
  let total = 0
  for (const name of names) total += Number((await redis.memory('USAGE', name)) ?? 0)
  return total
}

/** Registers a candidate and signs in from the device the account was made on (no code asked). */
async function member(base: string, index: number) {
  const browser = new Browser(base)
  const email = `capacity${index}-${Date.now()}@bench.hireloop.dev`
  const deviceFingerprint = `Mozilla/5.0 (X11; Linux x86_64) capacity ${index}`
  await browser.request('GET', '/api/remotes')
  const registered = await browser.request('POST', '/api/users', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userType: 'candidate',
    name: `Capacity Member ${index}`,
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
  if (!login.body?.user) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.body)}`)
  return { browser, id: login.body.user.id as string }
}

async function main() {
  await ensureBenchDatabase(DATABASE_URL, { reseed: true })
  const redisPort = await freePort()
  const redisServer = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const REDIS_URL = `redis://127.0.0.1:${redisPort}/0`
  const redis = new Redis(REDIS_URL, { retryStrategy: (times) => (times > 50 ? null : 100) })
  await redis.ping()
  const mailDir = await mkdtemp(join(tmpdir(), 'hireloop-capacity-mail-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const app = startAppProcess(port, {
    env: appEnvironment(port, mailDir, { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }),
  })
  const admin = new pg.Client({ connectionString: DATABASE_URL })
  const streams: OpenStream[] = []
  try {
    await waitForReady(`${base}/health`, app)
    await admin.connect()

    // Redis per signed-in session: the keys one sign-up and sign-in leave (the session; counters expire).
    const before = await keys(redis)
    const members = []
    for (let index = 0; index < MEMBERS; index++) members.push(await member(base, index))
    const added = [...(await keys(redis))].filter((key) => !before.has(key))
    const sessionKeys = added.filter((key) => /session/i.test(key))
    const sessionBytes = (await bytesOf(redis, sessionKeys)) / MEMBERS

    // A few posts so the feed has a page.
    for (const [index, { browser }] of members.entries()) {
      await browser.request('POST', '/api/posts', {
        blocks: [{ type: 'paragraph', content: { text: `Capacity post ${index} about #gridops` } }],
      })
    }

    // CPU per request of each read.
    const reader = members[0].browser
    const reads = [
      ['notifications unread count', '/api/notifications/unread-count'],
      ['messages unread count', '/api/messages/unread-count'],
      ['feed first page', '/api/posts'],
      ['jobs browse', '/api/jobs'],
      ['keyword + location search', '/api/jobs?keyword=compliance%20analyst&location=austin'],
      ['applications page', '/api/applications/my'],
      ['current user', '/api/user/me'],
    ]
    const cpu: Record<string, { cpuMs: number; rps: number; p95: number }> = {}
    let connectionsUnderLoad = 0
    for (const [name, path] of reads) {
      await load(`${base}${path}`, CLIENTS, 2, reader.header())
      const started = cpuSeconds(app.pid!)
      const counting = load(`${base}${path}`, CLIENTS, SECONDS, reader.header())
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2))
      const held = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`
      )
      connectionsUnderLoad = Math.max(connectionsUnderLoad, held.rows[0].n)
      const run = await counting
      if (run.failures) throw new Error(`${path}: ${run.failures} failures`)
      cpu[name] = {
        cpuMs: ((cpuSeconds(app.pid!) - started) * 1000) / run.requests,
        rps: Math.round(run.requests / run.seconds),
        p95: Number(run.p95.toFixed(1)),
      }
    }
    // A write: a post with its Idempotency-Key (one after another, as members submit).
    const writeStarted = cpuSeconds(app.pid!)
    for (let index = 0; index < WRITES; index++) {
      const browser = members[index % members.length].browser
      const headers = { 'idempotency-key': `capacity-${index}` }
      const answer = await fetch(`${base}/api/posts`, {
        method: 'POST',
        headers: {
          ...headers,
          accept: 'application/json',
          'content-type': 'application/json',
          cookie: browser.header(),
          'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
        },
        body: JSON.stringify({ blocks: [{ type: 'paragraph', content: { text: `Write ${index}` } }] }),
      })
      if (answer.status !== 201) throw new Error(`post: ${answer.status} ${await answer.text()}`)
    }
    cpu['create a post (Idempotency-Key)'] = {
      cpuMs: ((cpuSeconds(app.pid!) - writeStarted) * 1000) / WRITES,
      rps: 0,
      p95: 0,
    }

    // Redis per open stream: streams spread over the members, each subscribed to its member's channel.
    const streamKeysBefore = await keys(redis)
    const memoryBefore = await usedMemory(redis)
    for (let index = 0; index < STREAMS; index++) {
      const { browser, id } = members[index % members.length]
      const stream = await openStream(base, browser.header())
      if (stream.status !== 200) throw new Error(`stream: ${stream.status}`)
      streams.push(stream)
      const subscribed = await subscribe(base, browser.cookies, stream.uid, `users/${id}`)
      if (subscribed.status !== 204 && subscribed.status !== 200) throw new Error(`subscribe: ${subscribed.status}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const memoryAfter = await usedMemory(redis)
    const streamKeys = [...(await keys(redis))].filter((key) => !streamKeysBefore.has(key))
    const clients = (await redis.client('LIST')) as string
    const channels = (await redis.pubsub('CHANNELS')) as string[]

    console.log(
      JSON.stringify(
        {
          cpuPerRequestMs: cpu,
          redis: {
            bytesPerSession: Math.round(sessionBytes),
            sessionKeysPerMember: sessionKeys.length / MEMBERS,
            bytesPerStream: Math.round((memoryAfter - memoryBefore) / STREAMS),
            keysAddedByStreams: streamKeys.length,
            pubsubChannels: channels.length,
            connectionsOfOneInstance: clients.trim().split('\n').length - 1,
          },
          postgres: { connectionsOfOneInstanceUnderLoad: connectionsUnderLoad },
          setup: { members: MEMBERS, streams: STREAMS, clients: CLIENTS, seconds: SECONDS, writes: WRITES },
        },
        null,
        2
      )
    )
  } finally {
    for (const stream of streams) stream.close()
    const exited = new Promise((resolve) => app.once('exit', resolve))
    app.kill('SIGTERM')
    await exited
    await admin.end().catch(() => {})
    redis.disconnect()
    redisServer.kill('SIGTERM')
    await rm(mailDir, { recursive: true, force: true })
    const server = new URL(DATABASE_URL)
    server.pathname = '/postgres'
    const dropper = new pg.Client({ connectionString: server.toString() })
    await dropper.connect()
    await dropper.query(`DROP DATABASE IF EXISTS "${new URL(DATABASE_URL).pathname.slice(1)}" WITH (FORCE)`)
    await dropper.end()
  }
}

await main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
