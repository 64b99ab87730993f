import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { RESPONSE_FIGURES_MIN_APPLICATIONS } from '#jobs/rules/response_deadline'

/** Any value, the same in every app instance: only one instance refreshes every company at a time. */
const REFRESH_LOCK = 'hireloop:jobs:response_figures'

/** True when this transaction holds the refresh-every-company lock (released at its end); false: another has it. */
export async function tryResponseFiguresLock(trx: TransactionClientContract) {
  const lock = await trx.rawQuery(`SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked`, [REFRESH_LOCK])
  return Boolean(lock.rows[0].locked)
}

/**
 * Writes the response figures of one company (`companyId`) or of every
 * company, from their applications' history; only the companies whose
 * figures changed are written. Answers how many were.
 * - response_rate: round(100 × answered / counted), where counted are the
 *   applications answered or made before `cutoff`; null under
 *   RESPONSE_FIGURES_MIN_APPLICATIONS counted.
 * - typical_response_hours: the median of (first response − applied) in
 *   hours, one decimal; null when nothing was answered.
 */
export async function writeResponseFigures(
  client: TransactionClientContract | typeof db,
  figures: { now: Date; cutoff: Date; companyId?: string }
) {
  const { now, cutoff, companyId } = figures
  const result = await client.rawQuery(
    `WITH figures AS (
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
     RETURNING c.id`,
    { cutoff, now, min: RESPONSE_FIGURES_MIN_APPLICATIONS, ...(companyId ? { companyId } : {}) }
  )
  return result.rows.length as number
}
