/*
| Starting the app for a benchmark: in this process (`bootInProcess`, so the
| benchmark can capture the statements a request runs) or as a process of its
| own (`startAppProcess`, the measured side of a comparison, or more instances
| behind one load generator). Both run bin/ just as the server does.
*/
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The backend's root folder (where bin/ and ace live). */
export const BACKEND_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** A port nothing listens on now, chosen by the system (a random pick could be taken). */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once `url` answers (2xx, or any status with `anyStatus`); rejects when `child` exits first or after
 * `tries` × 100 ms.
 */
export async function waitForReady(url: string, child?: ChildProcess, { anyStatus = false, tries = 600 } = {}) {
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(url).then(
      (response) => anyStatus || response.ok,
      () => false
    )
    if (ok) return
    if (child?.exitCode != null || attempt > tries) throw new Error(`${url} did not answer`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export interface BootOptions {
  databaseUrl: string
  /** Sessions and rate-limit counters in that Redis (as the compose deployment keeps them); none: see `stores`. */
  redisUrl?: string
  /** Where sessions and limiter counters live without Redis: 'lean' (cookie + memory) or 'database'. */
  stores?: 'lean' | 'database'
  /** Further variables for the app (they win over the defaults). */
  env?: Record<string, string>
}

/** Every scheduled sweep off: a sweep's writes would land among a seed's rows and the measured reads. */
export const NO_SWEEPS = {
  RESPONSE_SWEEP_SECONDS: '0',
  ALERT_DIGEST_SWEEP_SECONDS: '0',
  RESUME_PURGE_SECONDS: '0',
  UPLOAD_PURGE_SECONDS: '0',
}

/**
 * The variables every benchmark's app runs with: production mode, loopback, no demo data nor front end,
 * sign-in codes written to a mail folder (read by `signIn`), allowances lifted since one client sends everything.
 */
export function appEnvironment(port: number, mailDir: string, options: BootOptions) {
  const env = process.env
  const redis = options.redisUrl
  const lean = options.stores !== 'database'
  return {
    NODE_ENV: 'production',
    APP_KEY: env.APP_KEY ?? randomBytes(32).toString('base64url'),
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
    DATABASE_URL: options.databaseUrl,
    SESSION_DRIVER: redis ? 'redis' : lean ? 'cookie' : 'database',
    LIMITER_STORE: redis ? 'redis' : lean ? 'memory' : 'database',
    RATE_LIMIT_SCALE: env.RATE_LIMIT_SCALE ?? '10000',
    SEED_DEMO: 'false',
    SERVE_FRONTEND: 'false',
    MAIL_CATCHER_DIR: mailDir,
    ...(redis ? { REDIS_URL: redis } : {}),
    ...options.env,
  }
}

/**
 * Boots the real HTTP server in this process (bin/ignite.ts, the entrypoints' own set-up) on a free port.
 * The process's environment becomes the app's, so child processes started later (`startAppProcess`) share it.
 */
export async function bootInProcess(options: BootOptions) {
  const port = await freePort()
  const mailDir = await mkdtemp(join(tmpdir(), 'hireloop-bench-mail-'))
  delete process.env.SMTP_HOST
  if (!options.redisUrl) delete process.env.REDIS_URL
  Object.assign(process.env, appEnvironment(port, mailDir, options))
  const { ignite } = await import('../../bin/ignite.js')
  await (await ignite()).httpServer().start()
  const { default: app } = await import('@adonisjs/core/services/app')
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    mailDir,
    async stop() {
      await app.terminate()
      await rm(mailDir, { recursive: true, force: true })
    },
  }
}

export interface ProcessOptions {
  /** Extra node flags before the entrypoint (e.g. --expose-gc, --import=<probe>). */
  nodeFlags?: string[]
  /** Variables over this process's environment. */
  env?: Record<string, string>
  stdio?: StdioOptions
}

/**
 * Starts the app (bin/server.ts) as a process of its own on `port`, with this process's environment unless
 * overridden. BENCH_PROFILE_DIR=dir writes its CPU profile there; BENCH_NODE_FLAGS adds node flags;
 * BENCH_APP_STDOUT=1 shows its output (e.g. with BENCH_NODE_FLAGS=--trace-gc-nvp).
 */
export function startAppProcess(port: number, options: ProcessOptions = {}) {
  const env = process.env
  return spawn(
    process.execPath,
    [
      ...(env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE_DIR}`] : []),
      ...(env.BENCH_NODE_FLAGS ? env.BENCH_NODE_FLAGS.split(' ') : []),
      ...(options.nodeFlags ?? []),
      '--import=@poppinss/ts-exec',
      'bin/server.ts',
    ],
    {
      cwd: BACKEND_ROOT,
      env: { ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, ...options.env },
      stdio: options.stdio ?? ['ignore', env.BENCH_APP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    }
  )
}

/** Runs a benchmark's main function and exits with its code (1 on an error, printed), closing pools and servers. */
export function runBenchmark(main: () => Promise<void>) {
  return main()
    .then(() => process.exit(process.exitCode ?? 0))
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
