import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import JobDigestMail from '#jobs/mails/job_digest_mail'
import { claimDueDigests, takeDigestJobs } from '#jobs/repositories/alert_matches_repository'
import User from '#shared/models/user'

export interface DigestSweepResult {
  /** Digests e-mailed in this run. */
  sent: number
}

/**
 * E-mails each daily or weekly job alert's matches in one digest per period:
 * an active e-mail alert whose period has passed since its last
 * digest (or its creation) and that has unsent matches is claimed by moving
 * its `last_digest_at` in one UPDATE (several processes may sweep at once:
 * the row lock lets one claim it), then its matches are marked sent and the
 * still-active jobs among them mailed. A job paused or deleted since it
 * matched is left out.
 */
export default class SweepAlertDigests {
  async handle(now = new Date()): Promise<DigestSweepResult> {
    let sent = 0
    for (const alert of await claimDueDigests(now)) {
      const matched = await takeDigestJobs(alert.id, now)
      const user = await User.query().where('id', alert.user_id).select('email').first()
      if (!user || !matched.length) continue
      const jobs = matched.map((job) => ({
        title: job.title,
        companyName: job.company_name,
        url: new URL(`/jobs/${job.id}`, env.get('APP_URL')).toString(),
      }))
      const alertsUrl = new URL('/jobs/alerts', env.get('APP_URL')).toString()
      await mail.sendLater(new JobDigestMail(user.email, alert.frequency, alert.query, jobs, alertsUrl))
      sent += 1
    }
    return { sent }
  }
}
