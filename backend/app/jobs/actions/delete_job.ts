import db from '@adonisjs/lucid/services/db'
import { deleteJobWithDependents } from '#jobs/repositories/jobs_repository'

/** Deletes a job with its interactions and reports (and later its applications) in one transaction. */
export default class DeleteJob {
  async handle(jobId: string) {
    await db.transaction((trx) => deleteJobWithDependents(trx, jobId))
    return { message: 'Job deleted' }
  }
}
