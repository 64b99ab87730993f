import emitter from '@adonisjs/core/services/emitter'
import { alertsMatchingJob, keepForDigest } from '#jobs/repositories/alert_matches_repository'

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
    const matches = await alertsMatchingJob(jobId)
    const digested = matches.filter((row) => row.email && row.frequency !== 'instant')
    await keepForDigest(
      digested.map((row) => row.id),
      jobId,
      new Date()
    )
    for (const row of matches) {
      await emitter.emit('jobs:job_matched', {
        alertId: row.id,
        userId: row.user_id,
        jobId,
        jobTitle: row.title,
        companyName: row.company_name,
        email: row.email && row.frequency === 'instant',
      })
    }
    return matches.length
  }
}
