/*
| The app against the bare stack: how much the framework costs over the same
| statements sent by plain node:http + pg + ioredis, for every benchmark to reuse.
|
| 1. `captureRequests` records, inside the process that runs the app, the exact
|    SQL statements (text and bound values, at the pg driver) and Redis commands
|    (at ioredis) that one request runs, in order: nothing is retyped.
| 2. `compareWithBareStack` starts a second app process and a bare server
|    (bare_server.mjs: node:http + pg + ioredis replaying those statements),
|    then loads them alternately (app, bare, app, bare …) from a load process of
|    its own (load.mjs) and prints, per endpoint, throughput and p50/p95/p99 of
|    both and the app/bare ratios; `connectionsList` gives one table per number
|    of clients from the same two processes.
*/
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { Redis, type Command } from 'ioredis'
import { freePort, startAppProcess, waitForReady } from './app.js'
import { median } from './alternate.js'

export type Step = { kind: 'sql'; text: string; values: unknown[] } | { kind: 'redis'; command: string; args: string[] }

export interface Endpoint {
  name: string
  path: string
  /** The signed-in reader's Cookie header (none for public endpoints). */
  cookie?: string
}

let recording: Step[] | null = null

/** Patches the pg and ioredis clients of this process once; `record` then captures one call's statements. */
export function captureRequests() {
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const config = args[0] as string | { text?: string; values?: unknown[] } | undefined
      const text = typeof config === 'string' ? config : config?.text
      const values = ((typeof config === 'string' ? args[1] : (config?.values ?? args[1])) ?? []) as unknown[]
      if (typeof text === 'string') recording.push({ kind: 'sql', text, values: [...values] })
    }
    return Reflect.apply(query, this, args)
  } as unknown as typeof pg.Client.prototype.query
  const sendCommand = Redis.prototype.sendCommand
  Redis.prototype.sendCommand = function (this: Redis, command: Command, ...rest: unknown[]) {
    if (recording && command?.name && !['info', 'client', 'select'].includes(command.name)) {
      recording.push({ kind: 'redis', command: command.name, args: command.args.map((arg: unknown) => String(arg)) })
    }
    return Reflect.apply(sendCommand, this, [command, ...rest])
  } as typeof Redis.prototype.sendCommand
  return {
    async record(send: () => Promise<unknown>) {
      recording = []
      try {
        await send()
        return recording
      } finally {
        recording = null
      }
    },
  }
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

/** Loads `url` from a process of its own (load.mjs): closed loop, `connections` clients for `seconds`. */
export function load(url: string, connections: number, seconds: number, cookie?: string) {
  return new Promise<{
    requests: number
    seconds: number
    failures: number
    p50: number
    p95: number
    p99: number
    bytes: number
  }>((resolve, reject) => {
    const args = [here('./load.mjs'), url, String(connections), String(seconds), ...(cookie ? [cookie] : [])]
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load exited ${code}`))))
  })
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 elsewhere. */
function cpuSeconds(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/**
 * BENCH_STRACE=1: counts the system calls of the server process (all its threads) during each window with
 * `strace -c` and prints them per answered request (diagnostic: strace slows the server, so its rates and
 * times are not comparable; the counts per request are).
 */
async function syscallsDuring(pid: number | undefined, label: string, run: () => ReturnType<typeof load>) {
  const file = join(tmpdir(), `hireloop-strace-${pid}-${Date.now()}.txt`)
  const tracer = spawn('strace', ['-c', '-f', '-p', String(pid), '-o', file], { stdio: 'ignore' })
  await new Promise((resolve) => setTimeout(resolve, 300))
  const result = await run()
  const exited = new Promise((resolve) => tracer.on('close', resolve))
  tracer.kill('SIGINT')
  await exited
  const counts = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 5 && /^\d+$/.test(fields[3]))
    .map((fields) => [fields.at(-1)!, Number(fields[3])] as const)
    .filter(([name]) => !['futex', 'total'].includes(name))
  await rm(file, { force: true })
  const perRequest = counts
    .map(([name, calls]) => `${name} ${(calls / Math.max(1, result.requests)).toFixed(2)}`)
    .join(', ')
  console.log(`  syscalls per request, ${label}: ${perRequest}`)
  return result
}

/** Runs one load window and adds the server process's CPU time it cost. */
async function measured(pid: number | undefined, run: () => ReturnType<typeof load>, label = '') {
  const before = cpuSeconds(pid)
  const result = process.env.BENCH_STRACE ? await syscallsDuring(pid, label, run) : await run()
  return { ...result, cpu: cpuSeconds(pid) - before }
}

export interface CompareOptions {
  endpoints: Endpoint[]
  /** Captured statements per endpoint name (from `captureRequests().record`). */
  steps: Map<string, Step[]>
  /** Starts the app as a process of its own on the given port; default `startAppProcess` (this process's env). */
  startApp?: (port: number) => ChildProcess
  databaseUrl: string
  redisUrl?: string
  connections?: number
  /** Several client counts (e.g. [1, 5, 10]): one table each, same processes; overrides `connections`. */
  connectionsList?: number[]
  /** Seconds per side, endpoint and round (default BENCH_SECONDS, else 4). */
  seconds?: number
  /** Alternating rounds (default BENCH_ROUNDS, else 3). */
  rounds?: number
  /** Loads only the endpoints whose name contains this text (default BENCH_ONLY). */
  only?: string
}

/** Loads app and bare stack alternately and prints the ratio table; returns the rows. */
export async function compareWithBareStack(options: CompareOptions) {
  const env = process.env
  const { steps, connections = 10 } = options
  const seconds = options.seconds ?? Number(env.BENCH_SECONDS ?? 4)
  const rounds = options.rounds ?? Number(env.BENCH_ROUNDS ?? 3)
  const only = options.only ?? env.BENCH_ONLY ?? ''
  const endpoints = options.endpoints.filter((endpoint) => endpoint.name.includes(only))
  const startApp = options.startApp ?? ((port: number) => startAppProcess(port))
  const levels = options.connectionsList?.length ? options.connectionsList : [connections]
  const folder = await mkdtemp(join(tmpdir(), 'hireloop-bare-'))
  const routes: Record<string, Step[]> = {}
  endpoints.forEach((endpoint, index) => (routes[`/bare/${index}`] = steps.get(endpoint.name)!))
  await writeFile(join(folder, 'routes.json'), JSON.stringify(routes))

  const appPort = await freePort()
  const barePort = await freePort()
  const app = startApp(appPort)
  // BENCH_PROFILE_DIR: the bare server's CPU profile too (file name `bare-…`), to compare where each side spends.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`, '--cpu-prof-name=bare-${pid}.cpuprofile']
    : []
  const bare = spawn(process.execPath, [...profile, here('./bare_server.mjs'), join(folder, 'routes.json')], {
    env: {
      ...process.env,
      BARE_PORT: String(barePort),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const appBase = `http://127.0.0.1:${appPort}`
  const bareBase = `http://127.0.0.1:${barePort}`
  try {
    await Promise.all([
      waitForReady(`${appBase}/health`, app, { tries: 300 }),
      waitForReady(`${bareBase}/`, bare, { anyStatus: true, tries: 300 }),
    ])
    type Totals = {
      requests: number
      seconds: number
      cpu: number
      bytes: number
      failures: number
      p50: number[]
      p95: number[]
      p99: number[]
    }
    const empty = (): Totals => ({ requests: 0, seconds: 0, cpu: 0, bytes: 0, failures: 0, p50: [], p95: [], p99: [] })
    const add = (totals: Totals, result: Awaited<ReturnType<typeof measured>>) => {
      totals.requests += result.requests
      totals.cpu += result.cpu
      totals.bytes = result.bytes
      totals.seconds += result.seconds
      totals.failures += result.failures
      totals.p50.push(result.p50)
      totals.p95.push(result.p95)
      totals.p99.push(result.p99)
    }
    const tables = []
    for (const connections of levels) {
      const rows = endpoints.map((endpoint) => ({ endpoint, app: empty(), bare: empty() }))
      // Warm both (JIT, pools, caches) before anything counts.
      for (const [index, row] of rows.entries()) {
        await load(`${appBase}${row.endpoint.path}`, connections, 1, row.endpoint.cookie)
        await load(`${bareBase}/bare/${index}`, connections, 1)
      }
      for (let round = 0; round < rounds; round++) {
        for (const [index, row] of rows.entries()) {
          add(
            row.app,
            await measured(
              app.pid,
              () => load(`${appBase}${row.endpoint.path}`, connections, seconds, row.endpoint.cookie),
              `app ${row.endpoint.name}`
            )
          )
          add(
            row.bare,
            await measured(
              bare.pid,
              () => load(`${bareBase}/bare/${index}`, connections, seconds),
              `bare ${row.endpoint.name}`
            )
          )
        }
      }
      console.log(
        `app against the bare stack: ${connections} connections, ${rounds} alternating rounds of ${seconds} s per side and endpoint`
      )
      console.log(
        `${'endpoint'.padEnd(44)} ${'app req/s'.padStart(9)} ${'bare req/s'.padStart(10)} ${'ratio'.padStart(6)}` +
          ` ${'p50 app/bare ms'.padStart(16)} ${'p95 app/bare ms'.padStart(16)} ${'p99 app/bare ms'.padStart(16)}` +
          ` ${'stmts'.padStart(5)}` +
          ` ${'CPU µs/req app/bare'.padStart(20)} ${'bytes app/bare'.padStart(16)}`
      )
      const table = rows.map((row) => {
        const appRate = row.app.requests / row.app.seconds
        const bareRate = row.bare.requests / row.bare.seconds
        const result = {
          name: row.endpoint.name,
          connections,
          appRate,
          bareRate,
          ratio: appRate / bareRate,
          p50: [median(row.app.p50), median(row.bare.p50)],
          p95: [median(row.app.p95), median(row.bare.p95)],
          p99: [median(row.app.p99), median(row.bare.p99)],
          failures: row.app.failures + row.bare.failures,
          /** Server CPU per answered request, each side's own process (less sensitive to a busy machine than req/s). */
          cpuPerRequest: [(row.app.cpu / row.app.requests) * 1e6, (row.bare.cpu / row.bare.requests) * 1e6],
          bytes: [row.app.bytes, row.bare.bytes],
        }
        const pair = (values: number[]) => `${values[0].toFixed(2)}/${values[1].toFixed(2)}`.padStart(16)
        console.log(
          `${result.name.padEnd(44)} ${appRate.toFixed(0).padStart(9)} ${bareRate.toFixed(0).padStart(10)} ${result.ratio.toFixed(2).padStart(6)}` +
            ` ${pair(result.p50)} ${pair(result.p95)} ${pair(result.p99)} ${String(steps.get(row.endpoint.name)!.length).padStart(5)}` +
            ` ${`${result.cpuPerRequest[0].toFixed(0)}/${result.cpuPerRequest[1].toFixed(0)}`.padStart(20)}` +
            ` ${`${result.bytes[0]}/${result.bytes[1]}`.padStart(16)}` +
            (result.failures ? `  (${result.failures} non-200!)` : '')
        )
        return result
      })
      tables.push(...table)
      console.log('')
    }
    return tables
  } finally {
    app.kill()
    bare.kill()
    await rm(folder, { recursive: true, force: true })
  }
}
