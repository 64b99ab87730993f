import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#jobs/constants'
import { ApplicationNotFoundException, ConflictException } from '#jobs/exceptions'
import { canMove, refusedMoveMessage } from '#jobs/rules/application_rules'
import {
  lockApplicationWithJob,
  recordStatusChange,
  setApplicationStatus,
} from '#jobs/repositories/applications_repository'

/**
 * Moves an application along the pipeline (already authorised). The row
 * is locked while the move is checked and recorded, so two employers
 * clicking at once cannot both move it from the same state. The same
 * status again changes nothing and tells no one. The candidate is told
 * after the commit.
 */
export default class ChangeApplicationStatus {
  async handle(applicationId: string, to: ApplicationStatus, actorId: string) {
    const moved = await db.transaction(async (trx) => {
      const row = await lockApplicationWithJob(trx, applicationId)
      if (!row) throw new ApplicationNotFoundException()
      const from = row.status
      if (from === to) return null
      if (!canMove(from, to)) throw new ConflictException(refusedMoveMessage(from, to))
      const now = new Date()
      await setApplicationStatus(trx, applicationId, to, now)
      await recordStatusChange(trx, { applicationId, from, to, changedBy: actorId }, now)
      return {
        applicationId,
        jobId: row.job_id,
        jobTitle: row.title,
        companyName: row.company_name,
        candidateId: row.user_id,
        from,
        to,
        toLabel: APPLICATION_STATUS_LABELS[to],
        changedBy: actorId,
      }
    })
    if (moved) await emitter.emit('jobs:application_status_changed', moved)
    return { changed: moved !== null }
  }
}
