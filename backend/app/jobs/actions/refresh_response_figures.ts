import db from '@adonisjs/lucid/services/db'
import { RESPONSE_FIGURES_MIN_APPLICATIONS, deadlineCutoff } from '#jobs/rules/response_deadline'

/** Any value, the same in every app instance: only one instance refreshes every company at a time. */
const REFRESH_LOCK = 'hireloop:jobs:response_figures'

/**
 * Recomputes companies' response figures from their applications' history
 * (first_response_at is when an application first left `applied`):
 * - responseRate: round(100 × answered / counted), where counted are the
 *   applications answered or made before the deadline's cutoff (a young,
 *   unanswered one is not yet a failure); null under
 *   RESPONSE_FIGURES_MIN_APPLICATIONS counted.
 * - typicalResponseHours: the median of (first response − applied) in
 *   hours, one decimal; null when nothing was answered.
 * Only companies whose figures changed are written. Without `companyId`
 * every company is refreshed under a transaction-scoped advisory lock: a
 * second instance running at the same moment skips (answers null) instead
 * of updating the same rows in another order.
 */
export default class RefreshResponseFigures {
  async handle(now = new Date(), companyId?: string): Promise<{ updated: number } | null> {
    const cutoff = deadlineCutoff(now)
    const sql = `
      WITH figures AS (
        SELECT c.id,
               count(a.id) FILTER (WHERE a.first_response_at IS NOT NULL OR a.created_at <= :cutoff) AS counted,
               count(a.id) FILTER (WHERE a.first_response_at IS NOT NULL) AS answered,
               percentile_cont(0.5) WITHIN GROUP (
                 ORDER BY greatest(0, extract(epoch FROM a.first_response_at - a.created_at))
               ) FILTER (WHERE a.first_response_at IS NOT NULL) AS median_seconds
          FROM companies c
          LEFT JOIN jobs j ON j.company_id = c.id
          LEFT JOIN applications a ON a.job_id = j.id
         ${companyId ? 'WHERE c.id = :companyId' : ''}
         GROUP BY c.id
      ), computed AS (
        SELECT id,
               CASE WHEN counted >= :min THEN round(100.0 * answered / counted)::smallint END AS rate,
               round((median_seconds / 3600)::numeric, 1) AS hours
          FROM figures
      )
      UPDATE companies c
         SET response_rate = computed.rate, typical_response_hours = computed.hours, response_figures_at = :now
        FROM computed
       WHERE c.id = computed.id
         AND (c.response_rate IS DISTINCT FROM computed.rate OR c.typical_response_hours IS DISTINCT FROM computed.hours)
      RETURNING c.id`
    const bindings = { cutoff, now, min: RESPONSE_FIGURES_MIN_APPLICATIONS, ...(companyId ? { companyId } : {}) }

    if (companyId) {
      const result = await db.rawQuery(sql, bindings)
      return { updated: result.rows.length }
    }
    return db.transaction(async (trx) => {
      const lock = await trx.rawQuery(`SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked`, [REFRESH_LOCK])
      if (!lock.rows[0].locked) return null
      const result = await trx.rawQuery(sql, bindings)
      return { updated: result.rows.length }
    })
  }
}
