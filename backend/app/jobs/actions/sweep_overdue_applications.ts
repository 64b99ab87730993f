import emitter from '@adonisjs/core/services/emitter'
import RefreshResponseFigures from '#jobs/actions/refresh_response_figures'
import { SWEEP_BATCH, deadlineCutoff, responseDeadlineDays } from '#jobs/rules/response_deadline'
import { claimOverdueApplications } from '#jobs/repositories/applications_repository'

/**
 * The response sweep, run on a schedule by every web process
 * (#jobs/scheduler) and by tests with a chosen `now`:
 * 1. Applications still `applied`, never answered, never reported overdue
 *    and made at least RESPONSE_DEADLINE_DAYS before `now` are claimed in
 *    one autocommitted statement per batch (overdue_notified_at set; rows
 *    another instance is claiming are skipped, rows it has just claimed no
 *    longer qualify when re-checked), then announced as
 *    `jobs:application_overdue`: each candidate is told once, however many
 *    instances sweep at the same moment.
 * 2. Companies' response figures are refreshed (RefreshResponseFigures).
 */
export default class SweepOverdueApplications {
  /** `batch`: applications claimed per statement (tests use a small one to walk several batches). */
  constructor(private batch = SWEEP_BATCH) {}

  async handle(now = new Date()) {
    const days = responseDeadlineDays()
    const cutoff = deadlineCutoff(now, days)
    let notified = 0
    for (;;) {
      const rows = await claimOverdueApplications(now, cutoff, this.batch)
      for (const row of rows) {
        await emitter.emit('jobs:application_overdue', {
          applicationId: row.id,
          jobId: row.job_id,
          jobTitle: row.title,
          companyName: row.company_name,
          candidateId: row.user_id,
          days,
        })
      }
      notified += rows.length
      if (rows.length < this.batch) break
    }
    const figures = await new RefreshResponseFigures().handle(now)
    return { notified, figures }
  }
}
