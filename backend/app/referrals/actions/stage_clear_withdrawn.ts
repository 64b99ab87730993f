import db from '@adonisjs/lucid/services/db'
import type { ApplicationWithdrawn } from '#jobs/contract'

/**
 * The candidate withdrew (the application is deleted, which already cleared
 * `application_id` through its foreign key): the referrals for that job and
 * candidate show no stage until they apply again.
 */
export default class ClearWithdrawnStage {
  async handle(event: ApplicationWithdrawn) {
    await db
      .from('referrals')
      .where({ job_id: event.jobId, candidate_id: event.candidateId })
      .where((query) => query.whereNull('application_id').orWhere('application_id', event.applicationId))
      .update({ application_stage: null, application_id: null, updated_at: new Date() })
  }
}
