import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { MESSAGES } from '#jobs/constants'
import { ConflictException } from '#jobs/exceptions'

/** Files a report for moderation (status 'pending'); the same reporter twice is a 409. After commit: `jobs:job_reported`. */
export default class ReportJob {
  async handle(reporterId: string, jobId: string, reason: string | null) {
    const result = await db.rawQuery(
      `INSERT INTO job_reports (id, job_id, reporter_id, reason, status, created_at) VALUES (?, ?, ?, ?, 'pending', now())
       ON CONFLICT (job_id, reporter_id) DO NOTHING RETURNING id`,
      [randomUUID(), jobId, reporterId, reason]
    )
    if (!result.rows.length) throw new ConflictException(MESSAGES.alreadyReported)
    const job = await db.from('jobs').where('id', jobId).select('owner_id', 'title', 'description').first()
    if (job) {
      await emitter.emit('jobs:job_reported', {
        reportId: result.rows[0].id,
        jobId,
        ownerId: job.owner_id,
        reporterId,
        reason,
        content: `${job.title}\n\n${job.description ?? ''}`.trim(),
      })
    }
    return { message: MESSAGES.reported }
  }
}
