/*
| The jobs module's schedule, started by start/schedules.ts in web server
| processes only (never in tests or ace commands):
| - the response sweep (SweepOverdueApplications) every
|   RESPONSE_SWEEP_SECONDS (default 300);
| - the alert digests (SweepAlertDigests) every ALERT_DIGEST_SWEEP_SECONDS
|   (default 600);
| - the purge of unattached résumés (PurgeUnattachedResumes) every
|   RESUME_PURGE_SECONDS (default 3600).
| 0 turns one off. Every app instance runs its own timers (#shared/services/sweeps).
*/
import logger from '@adonisjs/core/services/logger'
import { intervalSeconds, scheduleSweeps, startSweep, sweepRunning, type SweepTimer } from '#shared/services/sweeps'
import SweepAlertDigests from '#jobs/actions/sweep_alert_digests'
import PurgeUnattachedResumes from '#jobs/actions/purge_unattached_resumes'
import SweepOverdueApplications from '#jobs/actions/sweep_overdue_applications'
import { sweepIntervalSeconds } from '#jobs/rules/response_deadline'

/** Whether this process runs the response sweep on a timer. */
export function responseSweepRunning() {
  return sweepRunning('response sweep')
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
  return intervalSeconds('ALERT_DIGEST_SWEEP_SECONDS', 600)
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

/** RESUME_PURGE_SECONDS (default 3600); 0 or less: unattached résumés are never removed on their own. */
export function resumePurgeIntervalSeconds(): number {
  return intervalSeconds('RESUME_PURGE_SECONDS', 3600)
}

export function startResumePurge(seconds = resumePurgeIntervalSeconds(), firstDelayMs?: number): SweepTimer | null {
  return startSweep(
    'resume purge',
    async () => {
      const result = await new PurgeUnattachedResumes().handle()
      if (result.removed) logger.info('resume purge: %d unattached résumé(s) removed', result.removed)
    },
    seconds,
    firstDelayMs
  )
}

/** Called once through start/schedules.ts: the timers live as long as the server. */
export function scheduleJobs() {
  scheduleSweeps([
    [startResponseSweep, sweepIntervalSeconds(), 'response sweep'],
    [startDigestSweep, digestIntervalSeconds(), 'alert digests'],
    [startResumePurge, resumePurgeIntervalSeconds(), 'resume purge'],
  ])
}
