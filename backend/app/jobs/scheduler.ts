/*
| The jobs module's schedule, started by start/schedules.ts in web server
| processes only (never in tests or ace commands):
| - the response sweep (SweepOverdueApplications) every
|   RESPONSE_SWEEP_SECONDS (default 300);
| - the alert digests (SweepAlertDigests) every ALERT_DIGEST_SWEEP_SECONDS
|   (default 600).
| 0 turns one off. Every app instance runs its own timers; each sweep claims
| its rows atomically, so concurrent runs are safe and no leader, queue
| server or worker process is needed.
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import SweepAlertDigests from '#jobs/actions/sweep_alert_digests'
import SweepOverdueApplications from '#jobs/actions/sweep_overdue_applications'
import { sweepIntervalSeconds } from '#jobs/rules/response_deadline'

export interface SweepTimer {
  /** Resolves when a run in progress has finished; no run starts afterwards. */
  stop(): Promise<void>
}

const active = new Map<string, SweepTimer>()

/**
 * Runs `sweep` `firstDelayMs` from now, then `seconds` after each run ends
 * (runs never overlap in one process); a failed run is logged and the next
 * one still comes. Null when `seconds` ≤ 0.
 */
function startSweep(
  name: string,
  sweep: () => Promise<void>,
  seconds: number,
  firstDelayMs = Math.min(seconds, 15) * 1000
): SweepTimer | null {
  if (!(seconds > 0)) return null
  let stopped = false
  let running: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  const run = async () => {
    try {
      await sweep()
    } catch (error) {
      logger.error({ err: error }, `${name} failed`)
    }
  }
  const schedule = (delay: number) => {
    if (stopped) return
    // setTimeout fires at once beyond 2^31 - 1 ms (≈ 24.8 days): longer intervals are clamped to that.
    delay = Math.min(delay, 2_147_483_647)
    timer = setTimeout(() => {
      running = run().then(() => schedule(seconds * 1000))
    }, delay)
    timer.unref()
  }
  schedule(firstDelayMs)

  const handle: SweepTimer = {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      if (active.get(name) === handle) active.delete(name)
    },
  }
  active.set(name, handle)
  return handle
}

/** Whether this process runs the response sweep on a timer. */
export function responseSweepRunning() {
  return active.has('response sweep')
}

export function startResponseSweep(seconds = sweepIntervalSeconds(), firstDelayMs?: number): SweepTimer | null {
  return startSweep(
    'response sweep',
    async () => {
      const result = await new SweepOverdueApplications().handle()
      if (result.notified) logger.info('response sweep: %d overdue application(s) announced', result.notified)
    },
    seconds,
    firstDelayMs
  )
}

/** ALERT_DIGEST_SWEEP_SECONDS (default 600); 0 or less: digests are never sent on their own. */
export function digestIntervalSeconds(): number {
  const seconds = env.get('ALERT_DIGEST_SWEEP_SECONDS')
  return seconds !== undefined && Number.isFinite(Number(seconds)) ? Number(seconds) : 600
}

export function startDigestSweep(seconds = digestIntervalSeconds(), firstDelayMs?: number): SweepTimer | null {
  return startSweep(
    'alert digest sweep',
    async () => {
      const result = await new SweepAlertDigests().handle()
      if (result.sent) logger.info('alert digests: %d e-mailed', result.sent)
    },
    seconds,
    firstDelayMs
  )
}

/** Called once through start/schedules.ts: the timers live as long as the server. */
export function scheduleJobs() {
  app.ready(() => {
    for (const [start, seconds, what] of [
      [startResponseSweep, sweepIntervalSeconds(), 'response sweep'],
      [startDigestSweep, digestIntervalSeconds(), 'alert digests'],
    ] as const) {
      const timer = start(seconds)
      if (!timer) continue
      logger.info('%s every %d s', what, seconds)
      app.terminating(() => timer.stop())
    }
  })
}
