import db from '@adonisjs/lucid/services/db'
import type { ApplicationStatusChanged } from '#jobs/contract'
import { REFERRAL_OUTCOME_TEXT, STAGE_OF_APPLICATION_STATUS } from '#referrals/constants'
import { memberName } from '#referrals/queries/referrals_query'
import { followApplicationStage } from '#referrals/repositories/referrals_repository'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'

/**
 * Following the hire: an application moved, so the referrals
 * behind it show its new stage in the referrer's words (nothing private).
 * The referrals attached to the application follow it; an accepted referral
 * for the same job and candidate not yet attached is attached now. When the
 * application is hired, each referrer of an accepted referral is told
 * (`referral_hired`), and their Referrals tab count is pushed after commit.
 */
export default class FollowApplicationStage {
  async handle(event: ApplicationStatusChanged) {
    const stage = STAGE_OF_APPLICATION_STATUS[event.to]
    if (!stage) return
    const told = await db.transaction(async (trx) => {
      const updated = await followApplicationStage(trx, {
        stage,
        applicationId: event.applicationId,
        jobId: event.jobId,
        candidateId: event.candidateId,
        now: new Date(),
      })
      const referrals = updated.filter((row) => row.status === 'accepted')
      if (event.to !== 'hired' || !referrals.length) return []
      const candidateName = await memberName(trx, event.candidateId)
      const message = REFERRAL_OUTCOME_TEXT.hired(candidateName ?? 'Your referral', event.jobTitle)
      for (const referral of referrals) {
        await writeReferralNotification(trx, {
          referralId: referral.id,
          userId: referral.referrer_id,
          type: 'referral_hired',
          message,
        })
      }
      return [...new Set(referrals.map((referral) => referral.referrer_id))]
    })
    for (const referrerId of told) await pushReferralCount(referrerId)
  }
}
