import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'

/**
 * A newly posted job against every active alert of other users: the
 * alert's query (websearch syntax over the job's full text) and location
 * (city or state, trigram-forgiving, or zip prefix) must both match; an
 * empty one matches everything. The radius is stored for later geocoding;
 * locations match by name today. Each match is announced as
 * `jobs:job_matched` (notifications writes the `job_match` row).
 */
export default class MatchAlerts {
  async handle(jobId: string) {
    const result = await db.rawQuery(
      `SELECT a.id, a.user_id, a.email, j.title, j.company_name
         FROM jobs j
         JOIN alerts a ON a.is_active AND a.user_id <> j.owner_id
        WHERE j.id = ? AND j.status = 'active'
          AND (a.query = '' OR j.search_vector @@ websearch_to_tsquery('english', a.query))
          AND (a.location = ''
               OR lower(j.location) % lower(a.location) OR lower(j.state) % lower(a.location)
               OR strpos(lower(j.location), lower(a.location)) > 0 OR strpos(lower(j.state), lower(a.location)) > 0
               OR (a.location ~ '^[0-9]{3,5}$' AND j.zip_code LIKE a.location || '%'))`,
      [jobId]
    )
    for (const row of result.rows) {
      await emitter.emit('jobs:job_matched', {
        alertId: row.id,
        userId: row.user_id,
        jobId,
        jobTitle: row.title,
        companyName: row.company_name,
        email: row.email,
      })
    }
    return result.rows.length
  }
}
