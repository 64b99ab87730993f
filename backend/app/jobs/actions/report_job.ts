import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { MESSAGES } from '#jobs/constants'
import { ConflictException } from '#jobs/exceptions'

/** Files a report for moderation (status 'pending'); the same reporter twice is a 409. */
export default class ReportJob {
  async handle(reporterId: string, jobId: string, reason: string | null) {
    const result = await db.rawQuery(
      `INSERT INTO job_reports (id, job_id, reporter_id, reason, status, created_at) VALUES (?, ?, ?, ?, 'pending', now())
       ON CONFLICT (job_id, reporter_id) DO NOTHING RETURNING id`,
      [randomUUID(), jobId, reporterId, reason]
    )
    if (!result.rows.length) throw new ConflictException(MESSAGES.alreadyReported)
    return { message: MESSAGES.reported }
  }
}
