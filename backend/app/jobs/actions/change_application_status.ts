import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#jobs/constants'
import { ApplicationNotFoundException, ConflictException } from '#jobs/exceptions'
import { canMove, refusedMoveMessage } from '#jobs/rules/application_rules'

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
      const row = await trx
        .from('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .where('a.id', applicationId)
        .forUpdate('a')
        .select('a.status', 'a.user_id', 'a.job_id', 'j.title', 'j.company_name')
        .first()
      if (!row) throw new ApplicationNotFoundException()
      const from = row.status as ApplicationStatus
      if (from === to) return null
      if (!canMove(from, to)) throw new ConflictException(refusedMoveMessage(from, to))
      const now = new Date()
      await trx
        .from('applications')
        .where('id', applicationId)
        .update({
          status: to,
          status_changed_at: now,
          updated_at: now,
          // Only the first move out of applied (it never comes back) is the first response.
          first_response_at: trx.raw('coalesce(first_response_at, ?)', [now]),
        })
      await trx.table('application_status_changes').insert({
        id: randomUUID(),
        application_id: applicationId,
        from_status: from,
        to_status: to,
        changed_by: actorId,
        created_at: now,
      })
      return {
        applicationId,
        jobId: row.job_id as string,
        jobTitle: row.title as string,
        companyName: row.company_name as string,
        candidateId: row.user_id as string,
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
