import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import JobDigestMail from '#jobs/mails/job_digest_mail'

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
    const claimed = await db.rawQuery(
      `UPDATE alerts a SET last_digest_at = :now
        WHERE a.is_active AND a.email AND a.frequency IN ('daily', 'weekly')
          AND coalesce(a.last_digest_at, a.created_at)
              <= CAST(:now AS timestamptz) - CASE a.frequency WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END
          AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.alert_id = a.id AND m.emailed_at IS NULL)
        RETURNING a.id, a.user_id, a.query, a.frequency`,
      { now }
    )
    let sent = 0
    for (const alert of claimed.rows as {
      id: string
      user_id: string
      query: string
      frequency: 'daily' | 'weekly'
    }[]) {
      const matched = await db.rawQuery(
        `WITH sent AS (
           UPDATE alert_matches SET emailed_at = :now WHERE alert_id = :alertId AND emailed_at IS NULL RETURNING job_id, matched_at
         )
         SELECT j.id, j.title, j.company_name FROM sent JOIN jobs j ON j.id = sent.job_id AND j.status = 'active'
          ORDER BY sent.matched_at, j.id`,
        { now, alertId: alert.id }
      )
      const user = await db.from('users').where('id', alert.user_id).select('email').first()
      if (!user || !matched.rows.length) continue
      const jobs = (matched.rows as { id: string; title: string; company_name: string }[]).map((job) => ({
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
