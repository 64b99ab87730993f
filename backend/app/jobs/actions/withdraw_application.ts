import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { APPLICATION_MESSAGES as M } from '#jobs/constants'
import { ApplicationNotFoundException, ConflictException } from '#jobs/exceptions'
import { deleteApplication, lockApplicationWithJob } from '#jobs/repositories/applications_repository'
import { changeApplicantCount } from '#jobs/repositories/jobs_repository'

/**
 * The applicant withdraws an application still `applied` (part 2 §4):
 * it is deleted (its history cascades) and the job's applicant count goes
 * down in the same transaction; the employer's notification about it goes.
 */
export default class WithdrawApplication {
  async handle(applicationId: string) {
    const withdrawn = await db.transaction(async (trx) => {
      const row = await lockApplicationWithJob(trx, applicationId)
      if (!row) throw new ApplicationNotFoundException()
      if (row.status !== 'applied') throw new ConflictException(M.withdrawOnlyApplied)
      await deleteApplication(trx, applicationId)
      await changeApplicantCount(trx, row.job_id, -1)
      return { jobId: row.job_id, candidateId: row.user_id, employerId: row.owner_id }
    })
    await emitter.emit('jobs:application_withdrawn', { applicationId, ...withdrawn })
    return { message: 'Application withdrawn' }
  }
}
