import db from '@adonisjs/lucid/services/db'
import { REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { referralJob } from '#referrals/queries/referrals_query'
import { markViewedOnce } from '#referrals/repositories/referrals_repository'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'

/**
 * The referrer opens a request asked of them: the first time, it is marked
 * viewed and the candidate is told (`referral_viewed`), once (the
 * conditional update decides between two tabs opening it at once).
 */
export default class ViewReferral {
  async handle(referrer: { id: string; name: string }, referralId: string) {
    const told = await db.transaction(async (trx) => {
      const row = await markViewedOnce(trx, { referralId, referrerId: referrer.id, now: new Date() })
      if (!row) return null
      const job = await referralJob(row.job_id, trx)
      await writeReferralNotification(trx, {
        referralId,
        userId: row.candidate_id,
        type: 'referral_viewed',
        message: REFERRAL_NOTIFICATION_TEXT.viewed(referrer.name, job.title),
      })
      return row.candidate_id
    })
    if (told) await pushReferralCount(told)
  }
}
