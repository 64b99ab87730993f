import db from '@adonisjs/lucid/services/db'
import { errors as lucidErrors } from '@adonisjs/lucid'
import emitter from '@adonisjs/core/services/emitter'
import type { ApplicationReferred } from '#referrals/contract'
import { applicationOf, memberName, referralJob } from '#referrals/queries/referrals_query'
import {
  acceptInvitationByCode,
  attachApplication,
  attachInvitationsToMember,
  lockAcceptedUnattached,
  recountReferrals,
} from '#referrals/repositories/referrals_repository'
import { unlockRewards } from '#referrals/actions/unlock_rewards'
import { REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'

/*
| Referrals meeting their candidate and application later (the listeners of
| start.ts): a person referred by e-mail signs up; a referred candidate
| applies.
*/

/**
 * A new member: the invitations sent to their address become theirs to
 * answer (still pending: accepting is theirs to do; never their own).
 */
export async function attachReferralsToMember(user: { id: string; email: string }) {
  await attachInvitationsToMember(user)
}

/**
 * A candidate applied: every accepted referral of theirs for this job with
 * no application yet follows it; the earliest stands behind the application
 * (the jobs module records its referrer). Applying through an invitation's
 * link (its code) accepts it: it becomes theirs, whatever address it was
 * sent to (never their own, never one another member answered, only for
 * this job, and not when that referrer already stands for them here), and
 * counts for its sender like any acceptance.
 */
export async function attachReferralsToApplication(event: {
  applicationId: string
  jobId: string
  candidateId: string
  referralCode?: string | null
}) {
  const outcome = await db.transaction(async (trx) => {
    const application = await applicationOf(trx, event.candidateId, event.jobId)
    if (!application || application.id !== event.applicationId) return null
    let inviter: string | null = null
    if (event.referralCode) {
      const row = await acceptInvitationByCode(trx, {
        candidateId: event.candidateId,
        code: event.referralCode,
        jobId: event.jobId,
        now: new Date(),
      })
      if (row) {
        inviter = row.referrer_id
        const candidateName = await memberName(trx, event.candidateId)
        if (candidateName === null) throw new lucidErrors.E_ROW_NOT_FOUND()
        const job = await referralJob(event.jobId, trx)
        await writeReferralNotification(trx, {
          referralId: row.id,
          userId: row.referrer_id,
          type: 'referral_accepted',
          message: REFERRAL_NOTIFICATION_TEXT.inviteAccepted(candidateName, job.title),
        })
        const progress = await recountReferrals(trx, row.referrer_id)
        await unlockRewards(trx, { userId: row.referrer_id, ...progress, referralId: row.id })
      }
    }
    const rows = await lockAcceptedUnattached(trx, event.candidateId, event.jobId)
    for (const row of rows) await attachApplication(trx, row.id, application)
    const referred = rows.length
      ? ({ applicationId: application.id, referralId: rows[0].id, referrerName: rows[0].name } as ApplicationReferred)
      : null
    return { inviter, referred }
  })
  if (outcome?.inviter) await pushReferralCount(outcome.inviter)
  if (outcome?.referred) await emitter.emit('referrals:application_referred', outcome.referred)
}
