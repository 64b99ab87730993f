// The local cluster: its own PostgreSQL and Redis servers (their own ports and data folders under one temporary
// folder), N app instances (backend/bin/server.ts) sharing them and one uploads folder, and HAProxy in front of the
// instances. The shared servers on 5432/6379 are never touched, so the fault suite may kill and restart these.
//
//   npm run cluster                 starts it and prints where (Ctrl-C stops it)
//   CLUSTER_INSTANCES=3 npm run cluster
//
// startCluster() returns handles the suites drive faults with (stop, kill -9, restart an instance; stop and start
// PostgreSQL or Redis).
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

export const ROOT = new URL('../../', import.meta.url).pathname
const BACKEND = join(ROOT, 'backend')
const NODE = join(ROOT, 'node_modules/.bin/node')
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'
const REDIS = process.env.REDIS_SERVER_BIN ?? 'redis-server'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The machine's programs the cluster runs (HAProxy, PostgreSQL's initdb, Node 24). */
export function clusterTools() {
  return [HAPROXY, join(PG_BIN, 'initdb'), NODE]
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
const asRoot = process.getuid?.() === 0
function pgCommand(command, args) {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]] : [join(PG_BIN, command), args]
}

function runChecked(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`)
  }
  return result.stdout
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return
    await sleep(100)
  }
  throw new Error(`${what}: not ready within ${timeoutMs} ms`)
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

/** The cluster's PostgreSQL: a data folder owned by the user it runs as, trust auth on 127.0.0.1 only. */
async function startPostgres(dir, log) {
  const data = join(dir, 'postgres')
  mkdirSync(data, { recursive: true })
  if (asRoot) {
    const uid = Number(runChecked('id', ['-u', 'postgres']).trim())
    const gid = Number(runChecked('id', ['-g', 'postgres']).trim())
    chownSync(dir, uid, gid)
    chownSync(data, uid, gid)
  }
  const port = await freePort()
  runChecked(...pgCommand('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']))
  const logFile = join(dir, 'postgres.log')
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=127.0.0.1`,
    // A throw-away server: durability across a machine crash is not what it shows (a restart loses nothing).
    `-c fsync=off`,
    `-c max_connections=100`,
  ].join(' ')
  const pg = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/hireloop`,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      runChecked(...pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '30', 'start']))
    },
    /** `fast`: connections are ended at once (what a restart or failover does to them). */
    stop(mode = 'fast') {
      runChecked(...pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']))
    },
    running() {
      return spawnSync(...pgCommand('pg_ctl', ['-D', data, 'status'])).status === 0
    },
  }
  pg.start()
  runChecked(...pgCommand('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'hireloop']))
  log(`postgresql on 127.0.0.1:${port} (${data})`)
  return pg
}

/** The cluster's Redis: append-only file on, so a restart keeps the sessions. */
async function startRedis(dir, log) {
  const data = join(dir, 'redis')
  mkdirSync(data, { recursive: true })
  const port = await freePort()
  const redis = {
    port,
    url: `redis://127.0.0.1:${port}/0`,
    child: null,
    async start() {
      const child = spawn(
        REDIS,
        ['--port', String(port), '--bind', '127.0.0.1', '--dir', data, '--appendonly', 'yes', '--save', ''],
        { stdio: ['ignore', 'ignore', 'inherit'] }
      )
      redis.child = child
      await waitFor(
        'redis',
        () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG',
        10_000
      )
    },
    /** SIGTERM: Redis writes its append-only file and exits. */
    async stop() {
      const child = redis.child
      if (!child || child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
  await redis.start()
  log(`redis on 127.0.0.1:${port} (${data}, appendonly)`)
  return redis
}

function haproxyConfig(dir, port, instances) {
  const servers = (withCookie) =>
    instances
      .map((i) => `  server ${i.name} 127.0.0.1:${i.port} check${withCookie ? ` cookie ${i.name}` : ''}`)
      .join('\n')
  return readFileSync(new URL('./haproxy.cfg.template', import.meta.url), 'utf8')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{PORT}}', String(port))
    .replace('{{SERVERS}}', servers(false))
    .replace('{{STREAM_SERVERS}}', servers(true))
}

/** The last lines of a log, without colours. */
function tail(file, lines = 20) {
  if (!existsSync(file)) return '(no output)'
  // eslint-disable-next-line no-control-regex -- strips the ANSI colour codes (ESC [ … m)
  const plain = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '')
  return plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(-lines)
    .map((line) => line.slice(0, 500))
    .join('\n')
}

/**
 * One app instance: bin/server.ts on its own port with the cluster's shared settings. start() resolves once its
 * /health answers 200.
 */
function appInstance(name, port, sharedEnv, dir, log) {
  const logFile = join(dir, `${name}.log`)
  const instance = {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    child: null,
    /** Exit codes and signals of every process this instance ran, in order. */
    exits: [],
    async start() {
      const child = spawn(NODE, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
        cwd: BACKEND,
        env: {
          ...sharedEnv,
          PORT: String(port),
          APP_URL: `http://127.0.0.1:${port}`,
          UPLOADS_TMP_DIR: join(dir, `${name}-tmp`),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      instance.child = child
      const closed = new Promise((resolve) => child.once('close', resolve))
      const append = (chunk) => writeFileSync(logFile, chunk, { flag: 'a' })
      child.stdout.on('data', append)
      child.stderr.on('data', append)
      child.once('exit', (code, signal) => {
        instance.exits.push({ code, signal, at: Date.now() })
        if (!instance.stopping && !instance.killed) log(`${name} exited (${signal ?? code}) on its own; see ${logFile}`)
      })
      instance.stopping = false
      instance.killed = false
      await waitFor(
        `${name} (see ${logFile})`,
        async () => {
          if (child.exitCode !== null) {
            // Its last words are in the log once its output is closed.
            await closed
            throw new Error(`${name} exited (${child.exitCode}):\n${tail(logFile)}`)
          }
          return answers(`${instance.base}/health`)
        },
        120_000
      )
    },
    running() {
      return instance.child && instance.child.exitCode === null && instance.child.signalCode === null
    },
    /** SIGTERM, then the time until the process is gone (ms). */
    async stop() {
      const child = instance.child
      if (!instance.running()) return 0
      instance.stopping = true
      const started = Date.now()
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      return Date.now() - started
    },
    async kill() {
      const child = instance.child
      if (!instance.running()) return
      instance.killed = true
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
    log: logFile,
  }
  return instance
}

/**
 * Starts the whole cluster. `env` adds or overrides the instances' settings (sweep periods, limits…).
 * Resolves with { base, dir, pg, redis, instances, haproxy, stop() }.
 */
export async function startCluster({ instances: count = 2, env = {}, log = console.log } = {}) {
  for (const path of clusterTools()) {
    if (!existsSync(path)) throw new Error(`${path} is missing`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-cluster-'))
  const cleanups = []
  const cluster = { dir, instances: [], cleanups }
  try {
    const pg = await startPostgres(dir, log)
    cleanups.push(() => pg.running() && pg.stop('immediate'))
    const redis = await startRedis(dir, log)
    cleanups.push(() => redis.stop())
    const uploads = join(dir, 'uploads')
    const sharedEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
      SEED_DEMO: 'false',
      SERVE_FRONTEND: 'false',
      DRIVE_DISK: 'fs',
      UPLOADS_DIR: join(uploads, 'public'),
      RESUMES_DIR: join(uploads, 'resumes'),
      MAIL_CATCHER_DIR: join(dir, 'mail'),
      ...env,
    }
    delete sharedEnv.SMTP_HOST
    delete sharedEnv.PGLITE_IN_MEMORY
    for (let index = 1; index <= count; index++) {
      cluster.instances.push(appInstance(`app${index}`, await freePort(), sharedEnv, dir, log))
    }
    cleanups.push(() => Promise.all(cluster.instances.map((instance) => instance.kill())))
    // The first instance brings the schema up to date alone; the others start on a migrated database.
    await cluster.instances[0].start()
    await Promise.all(cluster.instances.slice(1).map((instance) => instance.start()))
    log(`${count} instance(s): ${cluster.instances.map((i) => `${i.name} ${i.base}`).join(', ')}`)

    const port = await freePort()
    const config = join(dir, 'haproxy.cfg')
    writeFileSync(config, haproxyConfig(dir, port, cluster.instances))
    runChecked(HAPROXY, ['-c', '-q', '-f', config])
    const haproxy = spawn(HAPROXY, ['-W', '-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] })
    haproxy.stderr.on('data', (chunk) => writeFileSync(join(dir, 'haproxy.log'), chunk, { flag: 'a' }))
    cleanups.push(async () => {
      if (haproxy.exitCode !== null) return
      const exited = new Promise((resolve) => haproxy.once('exit', resolve))
      haproxy.kill('SIGTERM')
      await exited
    })
    const base = `http://127.0.0.1:${port}`
    await waitFor('haproxy', () => answers(`${base}/health`), 10_000)
    log(`haproxy on ${base} (${config})`)
    Object.assign(cluster, { base, pg, redis, haproxy, env: sharedEnv })
  } catch (error) {
    await stopAll(cleanups)
    throw error
  }
  cluster.stop = async ({ keep = false } = {}) => {
    await stopAll(cleanups)
    if (!keep) rmSync(dir, { recursive: true, force: true })
  }
  return cluster
}

async function stopAll(cleanups) {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup()
    } catch (error) {
      console.error(`cluster stop: ${error.message}`)
    }
  }
  cleanups.length = 0
}

/** What HAProxy thinks of each instance ("UP", "DOWN"…), read from its stats socket. */
export function instanceStates(cluster) {
  return new Promise((resolve, reject) => {
    const socket = connect(join(cluster.dir, 'haproxy.sock'))
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const states = {}
      for (const line of text.split('\n')) {
        const fields = line.split(',')
        if (fields[0] === 'instances' && fields[1] !== 'BACKEND') states[fields[1]] = fields[17]
      }
      resolve(states)
    })
    socket.end('show stat\n')
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster({ instances: Number(process.env.CLUSTER_INSTANCES ?? 2) })
  console.log(`\n  Hireloop cluster: ${cluster.base} (Ctrl-C stops it; files in ${cluster.dir})\n`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await cluster.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
