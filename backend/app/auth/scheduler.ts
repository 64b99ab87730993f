/*
| The auth module's schedule, started by start/schedules.ts in web server
| processes only (never in tests or ace commands): the purge of unused
| uploads (PurgeUnusedUploads) every UPLOAD_PURGE_SECONDS (default 3600; 0
| turns it off).
*/
import logger from '@adonisjs/core/services/logger'
import { intervalSeconds, scheduleSweeps, startSweep, type SweepTimer } from '#shared/services/sweeps'
import PurgeUnusedUploads from '#auth/actions/purge_unused_uploads'

/** UPLOAD_PURGE_SECONDS (default 3600); 0 or less: unused uploads are never removed on their own. */
export function uploadPurgeIntervalSeconds(): number {
  return intervalSeconds('UPLOAD_PURGE_SECONDS', 3600)
}

export function startUploadPurge(seconds = uploadPurgeIntervalSeconds(), firstDelayMs?: number): SweepTimer | null {
  return startSweep(
    'upload purge',
    async () => {
      const result = await new PurgeUnusedUploads().handle()
      if (result.removed) logger.info('upload purge: %d unused upload(s) removed', result.removed)
    },
    seconds,
    firstDelayMs
  )
}

/** Called once through start/schedules.ts: the timer lives as long as the server. */
export function scheduleAuth() {
  scheduleSweeps([[startUploadPurge, uploadPurgeIntervalSeconds(), 'upload purge']])
}
