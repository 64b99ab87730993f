import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { VISIBLE_JOB } from '#jobs/queries/jobs_query'

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

/**
 * A newly posted job against every active alert of other users: the
 * alert's query (websearch syntax over the job's full text) must match, and
 * its location: when both the alert and the job are placed (geo_places),
 * the job must lie within the alert's radius; a whole-state alert takes the
 * jobs of that state; otherwise (a remote job, an unknown place) the names
 * must match. An empty query or location
 * matches everything. Each match is announced as `jobs:job_matched`
 * (notifications writes the `job_match` row; an instant e-mail alert is
 * mailed at once); a daily or weekly e-mail alert keeps the match for its
 * digest (SweepAlertDigests).
 */
export default class MatchAlerts {
  async handle(jobId: string) {
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
    const digested = result.rows.filter(
      (row: { email: boolean; frequency: string }) => row.email && row.frequency !== 'instant'
    )
    if (digested.length) {
      const now = new Date()
      await db
        .table('alert_matches')
        .insert(digested.map((row: { id: string }) => ({ alert_id: row.id, job_id: jobId, matched_at: now })))
        .onConflict(['alert_id', 'job_id'])
        .ignore()
    }
    for (const row of result.rows) {
      await emitter.emit('jobs:job_matched', {
        alertId: row.id,
        userId: row.user_id,
        jobId,
        jobTitle: row.title,
        companyName: row.company_name,
        email: row.email && row.frequency === 'instant',
      })
    }
    return result.rows.length
  }
}
