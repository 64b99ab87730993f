import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { jobScreeningContext } from '#moderation/job_context'
import { postingOf, scoreJob } from '#moderation/screening/job_model'

/**
 * An admin's decision on a job item, kept as a training label: rejected is a
 * scam, approved is not. The posting is the one the model saw when it
 * screened the job; an item opened by reports alone takes the job as it is
 * now. Called after the decision commits.
 */
export async function recordJobLabel(itemId: string, jobId: string, fraudulent: boolean, adminId: string) {
  const now = new Date()
  const updated = await db
    .from('moderation_job_labels')
    .where('item_id', itemId)
    .update({ fraudulent, decided_by: adminId, decided_at: now, updated_at: now })
  if (Number(Array.isArray(updated) ? updated[0] : updated) > 0) return
  const context = await jobScreeningContext(jobId)
  if (!context) return
  const posting = postingOf(context)
  await db.table('moderation_job_labels').insert({
    id: randomUUID(),
    item_id: itemId,
    job_id: jobId,
    posting: JSON.stringify(posting),
    probability: Math.round(scoreJob(posting).probability * 10000) / 10000,
    job_status: context.status,
    fraudulent,
    decided_by: adminId,
    decided_at: now,
    created_at: now,
    updated_at: now,
  })
}
