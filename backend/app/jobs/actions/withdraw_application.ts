import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { APPLICATION_MESSAGES as M } from '#jobs/constants'
import { ApplicationNotFoundException, ConflictException } from '#jobs/exceptions'

/**
 * The applicant withdraws an application still `applied` (part 2 §4):
 * it is deleted (its history cascades) and the job's applicant count goes
 * down in the same transaction; the employer's notification about it goes.
 */
export default class WithdrawApplication {
  async handle(applicationId: string) {
    const withdrawn = await db.transaction(async (trx) => {
      const row = await trx
        .from('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .where('a.id', applicationId)
        .forUpdate('a')
        .select('a.status', 'a.job_id', 'a.user_id', 'j.owner_id')
        .first()
      if (!row) throw new ApplicationNotFoundException()
      if (row.status !== 'applied') throw new ConflictException(M.withdrawOnlyApplied)
      await trx.from('applications').where('id', applicationId).delete()
      await trx.from('jobs').where('id', row.job_id).decrement('applicant_count', 1)
      return { jobId: row.job_id as string, candidateId: row.user_id as string, employerId: row.owner_id as string }
    })
    await emitter.emit('jobs:application_withdrawn', { applicationId, ...withdrawn })
    return { message: 'Application withdrawn' }
  }
}
