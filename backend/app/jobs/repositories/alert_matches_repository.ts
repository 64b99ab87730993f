import db from '@adonisjs/lucid/services/db'
import { VISIBLE_JOB } from '#jobs/queries/jobs_query'

/*
| Matching a new job against the alerts, and the digests' claim on their
| matches. Each statement is one autocommitted step: several processes may
| match and sweep at once.
*/

/** Miles between the alert's point and the job's (haversine, mean Earth radius 3958.8 miles). */
const DISTANCE_MILES = `3958.8 * 2 * asin(least(1, sqrt(
    power(sin(radians(j.latitude - a.latitude) / 2), 2)
    + cos(radians(a.latitude)) * cos(radians(j.latitude)) * power(sin(radians(j.longitude - a.longitude) / 2), 2))))`

/** A whole-state alert: the job's state in either spelling ('TX', 'Texas'). */
const IN_STATE = `EXISTS (SELECT 1 FROM geo_states s
    WHERE s.code = a.state_code AND (upper(trim(j.state)) = s.code OR upper(trim(j.state)) = s.name))`

/** The alert's location as a name: city or state (trigram-forgiving), or a zip prefix. */
const NAME_MATCH = `(lower(j.location) % lower(a.location) OR lower(j.state) % lower(a.location)
    OR strpos(lower(j.location), lower(a.location)) > 0 OR strpos(lower(j.state), lower(a.location)) > 0
    OR (a.location ~ '^[0-9]{3,5}$' AND j.zip_code LIKE a.location || '%'))`

export interface MatchingAlert {
  id: string
  user_id: string
  email: boolean
  frequency: string
  title: string
  company_name: string
}

/**
 * The active alerts of other users a visible job matches: the alert's query
 * (websearch syntax over the job's full text), and its location: when both
 * are placed (geo_places) within the alert's radius; a whole-state alert
 * takes the jobs of that state; otherwise (a remote job, an unknown place)
 * the names must match. An empty query or location matches everything.
 */
export async function alertsMatchingJob(jobId: string) {
  const result = await db.rawQuery(
    `SELECT a.id, a.user_id, a.email, a.frequency, j.title, j.company_name
       FROM jobs j
       JOIN alerts a ON a.is_active AND a.user_id <> j.owner_id
      WHERE j.id = ? AND ${VISIBLE_JOB}
        AND (a.query = '' OR j.search_vector @@ websearch_to_tsquery('english', a.query))
        AND (a.location = ''
             OR (a.latitude IS NOT NULL AND j.latitude IS NOT NULL AND ${DISTANCE_MILES} <= a.radius)
             OR (a.state_code IS NOT NULL AND ${IN_STATE})
             OR ((a.latitude IS NULL OR j.latitude IS NULL) AND ${NAME_MATCH}))`,
    [jobId]
  )
  return result.rows as MatchingAlert[]
}

/** Keeps the job for the next digest of each alert (once per alert and job). */
export async function keepForDigest(alertIds: string[], jobId: string, now: Date) {
  if (!alertIds.length) return
  await db
    .table('alert_matches')
    .insert(alertIds.map((alertId) => ({ alert_id: alertId, job_id: jobId, matched_at: now })))
    .onConflict(['alert_id', 'job_id'])
    .ignore()
}

export interface DueDigestAlert {
  id: string
  user_id: string
  query: string
  frequency: 'daily' | 'weekly'
}

/**
 * Claims the daily and weekly e-mail alerts whose period has passed since
 * their last digest (or their creation) and that have unsent matches, by
 * moving `last_digest_at` in one UPDATE: the row lock lets one process
 * claim each.
 */
export async function claimDueDigests(now: Date) {
  const claimed = await db.rawQuery(
    `UPDATE alerts a SET last_digest_at = :now
      WHERE a.is_active AND a.email AND a.frequency IN ('daily', 'weekly')
        AND coalesce(a.last_digest_at, a.created_at)
            <= CAST(:now AS timestamptz) - CASE a.frequency WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END
        AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.alert_id = a.id AND m.emailed_at IS NULL)
      RETURNING a.id, a.user_id, a.query, a.frequency`,
    { now }
  )
  return claimed.rows as DueDigestAlert[]
}

/** Marks an alert's unsent matches sent; answers the still-active jobs among them, in the order they matched. */
export async function takeDigestJobs(alertId: string, now: Date) {
  const matched = await db.rawQuery(
    `WITH sent AS (
       UPDATE alert_matches SET emailed_at = :now WHERE alert_id = :alertId AND emailed_at IS NULL RETURNING job_id, matched_at
     )
     SELECT j.id, j.title, j.company_name FROM sent JOIN jobs j ON j.id = sent.job_id AND j.status = 'active'
      ORDER BY sent.matched_at, j.id`,
    { now, alertId }
  )
  return matched.rows as { id: string; title: string; company_name: string }[]
}
