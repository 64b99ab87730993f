import db from '@adonisjs/lucid/services/db'
import { deadlineCutoff } from '#jobs/rules/response_deadline'
import { tryResponseFiguresLock, writeResponseFigures } from '#jobs/repositories/response_figures_repository'

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
    if (companyId) return { updated: await writeResponseFigures(db, { now, cutoff, companyId }) }
    return db.transaction(async (trx) => {
      if (!(await tryResponseFiguresLock(trx))) return null
      return { updated: await writeResponseFigures(trx, { now, cutoff }) }
    })
  }
}
