import env from '#start/env'
import { APPLICATION_LIMITS } from '#jobs/constants'

/*
| Response deadlines: an application still `applied`, with no
| first response, this many days after it was made tells the candidate so,
| once; a company's response rate counts only applications that were
| answered or are past that deadline.
*/

/** Fewer counted applications than this: no response rate (too few to say anything fair). */
export const RESPONSE_FIGURES_MIN_APPLICATIONS = 3

/** Applications claimed per statement by the sweep. */
export const SWEEP_BATCH = 500

/** RESPONSE_DEADLINE_DAYS, else APPLICATION_LIMITS.responseDeadlineDays (14). */
export function responseDeadlineDays(): number {
  const days = Number(env.get('RESPONSE_DEADLINE_DAYS'))
  return Number.isFinite(days) && days > 0 ? days : APPLICATION_LIMITS.responseDeadlineDays
}

/** Applications made at or before this time are past the deadline at `now`. */
export function deadlineCutoff(now: Date, days = responseDeadlineDays()): Date {
  return new Date(now.getTime() - days * 86_400_000)
}

/** RESPONSE_SWEEP_SECONDS (default 300); 0 or less: the sweep never runs on its own. */
export function sweepIntervalSeconds(): number {
  const seconds = env.get('RESPONSE_SWEEP_SECONDS')
  return seconds !== undefined && Number.isFinite(Number(seconds)) ? Number(seconds) : 300
}
