import { HOURS_PER_UNIT, type InferredLevel, type PayUnit } from '#jobs/constants'

/*
| Pure rules applied when a job is written and stored with it, so filters
| and sorts run in PostgreSQL (part 2 §5 "Experience inference").
*/

const SENIOR = /years? of experience|\bsenior\b|\blead\b|\bmanager\b|\bsupervisor\b|\bexpert\b|\badvanced\b/i
const MID =
  /experience required|must have experience|\b1\+ years?\b|minimum 1 year|proven experience|demonstrated experience/i

/** Senior words first, then the mid-level phrases, otherwise Entry Level. */
export function inferExperienceLevel(requirements: string | null | undefined): InferredLevel {
  const text = requirements ?? ''
  if (SENIOR.test(text)) return 'Senior Level'
  if (MID.test(text)) return 'Mid Level'
  return 'Entry Level'
}

/** The pay as an hourly amount, to the cent (hour ×1, day 8 h, week 40 h, month 173.33 h, year 2080 h). */
export function hourlyEquivalent(payRate: number, payUnit: PayUnit) {
  return Math.round((payRate / HOURS_PER_UNIT[payUnit]) * 100) / 100
}

/** Remote when the location says so (part 2 §3 "isRemote"). */
export function isRemoteLocation(location: string) {
  return /remote/i.test(location)
}
