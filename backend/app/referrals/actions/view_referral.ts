import db from '@adonisjs/lucid/services/db'
import { REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { referralJob, type ReferralRef } from '#referrals/queries/referrals_query'
import { markInvitationViewedOnce, markViewedOnce } from '#referrals/repositories/referrals_repository'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'

/**
 * A party opens a referral; the one it waits on marks it viewed the first
 * time (the conditional updates decide between two tabs opening it at once):
 * - the referrer, a request asked of them: the candidate is told
 *   (`referral_viewed`), once;
 * - the invited member, an invitation to them: nobody is told (its sender
 *   sees an offer, whatever the invited person did with it).
 */
export default class ViewReferral {
  async handle(
    reader: { id: string; name: string },
    referral: Pick<ReferralRef, 'id' | 'origin' | 'referrerId' | 'candidateId'>
  ) {
    if (referral.origin === 'link') {
      if (reader.id !== referral.candidateId) return
      await db.transaction((trx) =>
        markInvitationViewedOnce(trx, { referralId: referral.id, candidateId: reader.id, now: new Date() })
      )
      return
    }
    if (reader.id !== referral.referrerId) return
    const told = await db.transaction(async (trx) => {
      const row = await markViewedOnce(trx, { referralId: referral.id, referrerId: reader.id, now: new Date() })
      if (!row) return null
      const job = await referralJob(row.job_id, trx)
      await writeReferralNotification(trx, {
        referralId: referral.id,
        userId: row.candidate_id,
        type: 'referral_viewed',
        message: REFERRAL_NOTIFICATION_TEXT.viewed(reader.name, job.title),
      })
      return row.candidate_id
    })
    if (told) await pushReferralCount(told)
  }
}
