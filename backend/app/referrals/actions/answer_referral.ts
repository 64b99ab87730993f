import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { REFERRAL_MESSAGES as M, REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { ReferralConflictException, ReferralNotFoundException } from '#referrals/exceptions'
import type { ApplicationReferred, ReferralAccepted } from '#referrals/events'
import { unlockRewards } from '#referrals/actions/unlock_rewards'
import { applicationOf } from '#referrals/queries/referrals_query'
import { attachApplication } from '#referrals/repositories/referrals_repository'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'

/**
 * The referrer answers a pending request (who may is decided before:
 * ReferralPolicy.answer). The row is locked, so two answers take turns and
 * the second gets the 409. The candidate is told (`referral_accepted` /
 * `referral_declined`). On accept, in the same transaction: the referrer's
 * referral count goes up, the reward tiers it reaches unlock (unlockRewards),
 * and the candidate's application for the job, if any, is marked referred
 * (told to the jobs module after the commit).
 */
export default class AnswerReferral {
  async handle(referrer: { id: string; name: string }, referralId: string, status: 'accepted' | 'declined') {
    const outcome = await db.transaction(async (trx) => {
      const referral = await trx
        .from('referrals')
        .where('id', referralId)
        .select('id', 'job_id', 'referrer_id', 'candidate_id', 'status')
        .forUpdate()
        .first()
      if (!referral || referral.referrer_id !== referrer.id) throw new ReferralNotFoundException()
      if (referral.status !== 'pending') throw new ReferralConflictException(M.alreadyAnswered)
      const now = new Date()
      await trx
        .from('referrals')
        .where('id', referralId)
        .update({ status, responded_at: now, viewed_at: trx.raw('coalesce(viewed_at, ?)', [now]), updated_at: now })
      const job = await trx.from('jobs').where('id', referral.job_id).select('title').firstOrFail()
      const candidateId = referral.candidate_id as string
      await writeReferralNotification(trx, {
        referralId,
        userId: candidateId,
        type: status === 'accepted' ? 'referral_accepted' : 'referral_declined',
        message: REFERRAL_NOTIFICATION_TEXT[status](referrer.name, job.title),
      })
      if (status === 'declined') return { candidateId, accepted: null, referred: null }

      const counted = await trx.rawQuery(
        `UPDATE users SET referral_count = referral_count + 1 WHERE id = ? RETURNING referral_count, user_type`,
        [referrer.id]
      )
      const { referral_count: referralCount, user_type: userType } = counted.rows[0]
      await unlockRewards(trx, { userId: referrer.id, userType, referralCount: Number(referralCount), referralId })

      const accepted: ReferralAccepted = {
        referralId,
        jobId: referral.job_id,
        candidateId,
        referrerId: referrer.id,
        referrerName: referrer.name,
      }
      let referred: ApplicationReferred | null = null
      const application = await applicationOf(trx, candidateId, referral.job_id)
      if (application) {
        await attachApplication(trx, referralId, application)
        referred = { applicationId: application.id, referralId, referrerName: referrer.name }
      }
      return { candidateId, accepted, referred }
    })

    await pushReferralCount(outcome.candidateId)
    // The reward notifications (if any) are the referrer's.
    if (outcome.accepted) await pushReferralCount(referrer.id)
    if (outcome.accepted) await emitter.emit('referrals:referral_accepted', outcome.accepted)
    if (outcome.referred) await emitter.emit('referrals:application_referred', outcome.referred)
  }
}
