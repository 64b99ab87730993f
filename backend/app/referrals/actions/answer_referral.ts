import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { REFERRAL_MESSAGES as M, REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { ReferralConflictException, ReferralForbiddenException, ReferralNotFoundException } from '#referrals/exceptions'
import type { ApplicationReferred, ReferralAccepted, ReferralAnswered } from '#referrals/contract'
import { unlockRewards } from '#referrals/actions/unlock_rewards'
import { blockedEitherWay } from '#referrals/blocks'
import { applicationOf, referralJob } from '#referrals/queries/referrals_query'
import {
  attachApplication,
  lockReferralToAnswer,
  recordAnswer,
  recountReferrals,
} from '#referrals/repositories/referrals_repository'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'

/**
 * A pending referral is answered (who may is decided before:
 * ReferralPolicy.answer): a request ('ask') by the referrer asked, an
 * invitation ('link') by the person invited. The row is locked, so two
 * answers take turns and the second gets the 409.
 *
 * A request's candidate is told either answer; an invitation's sender is
 * told only an acceptance (a decline stays the invited person's). A pair
 * that blocked either way since may only decline, and nobody is told. On accept,
 * in the same transaction: the referrer's count of successful referrals is
 * recounted (distinct people: recountReferrals), the reward tiers it reaches
 * unlock (unlockRewards), and the candidate's application for the job, if
 * any, is marked referred (told to the jobs module after the commit).
 */
export default class AnswerReferral {
  async handle(reader: { id: string; name: string }, referralId: string, status: 'accepted' | 'declined') {
    const outcome = await db.transaction(async (trx) => {
      const referral = await lockReferralToAnswer(trx, referralId)
      const answerer = referral?.origin === 'link' ? referral?.candidate_id : referral?.referrer_id
      if (!referral || answerer !== reader.id) throw new ReferralNotFoundException()
      if (referral.status !== 'pending') throw new ReferralConflictException(M.alreadyAnswered)
      // A pair blocked since the request was made: it may be declined, which tells nobody, but never accepted.
      const blocked =
        referral.candidate_id !== null &&
        (await blockedEitherWay(referral.referrer_id as string, referral.candidate_id as string, trx))
      if (blocked && status === 'accepted') throw new ReferralForbiddenException(M.cannotReferUser)
      const now = new Date()
      await recordAnswer(trx, referralId, status, now)
      const job = await referralJob(referral.job_id, trx)
      const candidateId = referral.candidate_id as string
      const referrerId = referral.referrer_id as string
      const referrerName = referral.referrer_name as string
      let told: string | null = null
      let answered: ReferralAnswered | null = null
      if (blocked) {
        // Declined between a blocked pair: recorded, and nobody told.
      } else if (referral.origin === 'ask') {
        told = candidateId
        const message = REFERRAL_NOTIFICATION_TEXT[status](referrerName, job.title)
        await writeReferralNotification(trx, {
          referralId,
          userId: candidateId,
          type: status === 'accepted' ? 'referral_accepted' : 'referral_declined',
          message,
        })
        answered = { referralId, status, toldId: told, answererId: reader.id, jobId: referral.job_id, message }
      } else if (status === 'accepted') {
        told = referrerId
        const message = REFERRAL_NOTIFICATION_TEXT.inviteAccepted(reader.name, job.title)
        await writeReferralNotification(trx, {
          referralId,
          userId: referrerId,
          type: 'referral_accepted',
          message,
        })
        answered = { referralId, status, toldId: told, answererId: reader.id, jobId: referral.job_id, message }
      }
      if (status === 'declined') return { told, answered, referrerId, accepted: null, referred: null }

      const progress = await recountReferrals(trx, referrerId)
      await unlockRewards(trx, { userId: referrerId, ...progress, referralId })

      const accepted: ReferralAccepted = { referralId, jobId: referral.job_id, candidateId, referrerId, referrerName }
      let referred: ApplicationReferred | null = null
      const application = await applicationOf(trx, candidateId, referral.job_id)
      if (application) {
        await attachApplication(trx, referralId, application)
        referred = { applicationId: application.id, referralId, referrerName }
      }
      return { told, answered, referrerId, accepted, referred }
    })

    if (outcome.told) await pushReferralCount(outcome.told)
    // The reward notifications (if any) are the referrer's.
    if (outcome.accepted && outcome.told !== outcome.referrerId) await pushReferralCount(outcome.referrerId)
    if (outcome.answered) await emitter.emit('referrals:referral_answered', outcome.answered)
    if (outcome.accepted) await emitter.emit('referrals:referral_accepted', outcome.accepted)
    if (outcome.referred) await emitter.emit('referrals:application_referred', outcome.referred)
  }
}
