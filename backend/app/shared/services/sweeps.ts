/*
| Timers for the modules' sweeps, started by each module's scheduler in web
| server processes only (start/schedules.ts; never in tests or ace
| commands). Every app instance runs its own: a sweep claims its rows
| atomically (rows another instance holds are skipped), so concurrent runs
| are safe and no leader, queue server or worker process is needed
| (docs/adr/0009-sweeps-without-a-queue.md).
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { Disk } from '@adonisjs/drive'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'

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
export function startSweep(
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

/** Whether this process runs the sweep called `name` on a timer. */
export function sweepRunning(name: string) {
  return active.has(name)
}

/** An interval in seconds from the environment variable `key`, else `fallback`; 0 or less turns the sweep off. */
export function intervalSeconds(
  key: 'ALERT_DIGEST_SWEEP_SECONDS' | 'RESUME_PURGE_SECONDS' | 'UPLOAD_PURGE_SECONDS',
  fallback: number
): number {
  const seconds = env.get(key)
  return seconds !== undefined && Number.isFinite(Number(seconds)) ? Number(seconds) : fallback
}

/** Starts each sweep once the app is ready (none whose interval is 0) and stops it when the app terminates. */
export function scheduleSweeps(
  sweeps: readonly (readonly [start: (seconds: number) => SweepTimer | null, seconds: number, name: string])[]
) {
  app.ready(() => {
    for (const [start, seconds, name] of sweeps) {
      const timer = start(seconds)
      if (!timer) continue
      logger.info('%s every %d s', name, seconds)
      app.terminating(() => timer.stop())
    }
  })
}

/** One batch of a purge: the rows it looked at (a full batch: another may follow) and the storage keys it deleted. */
export interface PurgedBatch {
  scanned: number
  keys: string[]
}

/**
 * Removes rows and their stored files a batch at a time, each batch in one transaction: `take` deletes up to `batch`
 * rows in it and answers their keys, whose files are removed before the commit, so a file the store cannot remove
 * (unreachable) rolls its batch back and a later run tries again. Answers how many were removed.
 */
export async function purgeWithFiles(
  disk: Disk,
  batch: number,
  take: (trx: TransactionClientContract, batch: number) => Promise<PurgedBatch>
): Promise<number> {
  let removed = 0
  for (;;) {
    const { scanned, keys } = await db.transaction(async (trx) => {
      const taken = await take(trx, batch)
      for (const key of taken.keys) await disk.delete(key)
      return taken
    })
    removed += keys.length
    if (scanned < batch) return removed
  }
}
