import db from '@adonisjs/lucid/services/db'

/** Deletes a job with its interactions and reports (and later its applications) in one transaction. */
export default class DeleteJob {
  async handle(jobId: string) {
    await db.transaction(async (trx) => {
      await trx.from('job_interactions').where('job_id', jobId).delete()
      await trx.from('job_reports').where('job_id', jobId).delete()
      await trx.from('jobs').where('id', jobId).delete()
    })
    return { message: 'Job deleted' }
  }
}
