import emitter from '@adonisjs/core/services/emitter'
import { MESSAGES } from '#jobs/constants'
import { ConflictException } from '#jobs/exceptions'
import { insertJobReport, reportedJob } from '#jobs/repositories/jobs_repository'

/** Files a report for moderation (status 'pending'); the same reporter twice is a 409. After commit: `jobs:job_reported`. */
export default class ReportJob {
  async handle(reporterId: string, jobId: string, reason: string | null) {
    const reportId = await insertJobReport(jobId, reporterId, reason)
    if (!reportId) throw new ConflictException(MESSAGES.alreadyReported)
    const job = await reportedJob(jobId)
    if (job) {
      await emitter.emit('jobs:job_reported', {
        reportId,
        jobId,
        ownerId: job.ownerId,
        reporterId,
        reason,
        content: `${job.title}\n\n${job.description ?? ''}`.trim(),
      })
    }
    return { message: MESSAGES.reported }
  }
}
