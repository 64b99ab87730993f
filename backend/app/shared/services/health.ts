import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { limiterStore } from '#config/limiter'
import env from '#start/env'

type Check = { status: 'ok' | 'error'; latencyMs?: number; error?: string }

export interface HealthReport {
  /** `draining`: the process is stopping; a load balancer takes it out of rotation before it stops listening. */
  status: 'ok' | 'error' | 'draining'
  uptimeSeconds: number
  database: Check & { engine: 'pglite' | 'postgresql' }
  /** Present when sessions or rate limits live in Redis: every request needs it then. */
  redis?: Check
}

/** A probe that has not answered within this long counts as down (a probe must not hang). */
const PROBE_TIMEOUT_MS = 1000

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)
  })
  try {
    await Promise.race([probe(), timeout])
    return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10 }
  } catch (error) {
    return { status: 'error', error: (error as Error).message }
  } finally {
    clearTimeout(timer)
  }
}

function usesRedis() {
  return env.get('SESSION_DRIVER') === 'redis' || limiterStore === 'redis'
}

let draining = false

/** From the stop signal on, /health answers `draining` (HTTP 404) so the balancer stops sending new requests. */
export function markDraining() {
  draining = true
}

/** The HTTP status of a report: 200 healthy, 503 a store out of reach, 404 draining (HAProxy's disable-on-404). */
export function healthStatusCode(report: HealthReport) {
  if (report.status === 'ok') return 200
  return report.status === 'draining' ? 404 : 503
}

export async function health(): Promise<HealthReport> {
  const engine = env.get('DB_EMBEDDED', false) ? 'pglite' : 'postgresql'
  const [database, redisCheck] = await Promise.all([
    timed(() => db.rawQuery('select 1')),
    usesRedis() ? timed(() => redis.ping()) : undefined,
  ])
  const failed = database.status === 'error' || redisCheck?.status === 'error'
  return {
    status: draining ? 'draining' : failed ? 'error' : 'ok',
    uptimeSeconds: Math.round(process.uptime()),
    database: { ...database, engine },
    ...(redisCheck ? { redis: redisCheck } : {}),
  }
}
