import db from '@adonisjs/lucid/services/db'
import { errors as lucidErrors } from '@adonisjs/lucid'
import emitter from '@adonisjs/core/services/emitter'
import type { ApplicationReferred } from '#referrals/contract'
import { applicationOf, memberName, referralJob } from '#referrals/queries/referrals_query'
import {
  acceptInvitation,
  attachApplication,
  attachInvitationsToMember,
  lockAcceptedUnattached,
  lockPendingInvitationByCode,
  recountReferrals,
} from '#referrals/repositories/referrals_repository'
import { unlockRewards } from '#referrals/actions/unlock_rewards'
import { blockedEitherWay } from '#referrals/blocks'
import { REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'

/*
| Referrals meeting their candidate and application later (the listeners of
| start.ts): a person referred by e-mail proves the address is theirs; a
| referred candidate applies.
*/

/**
 * A member whose address is verified: the invitations sent to it become
 * theirs to answer (still pending: accepting is theirs to do; never their
 * own). Called only once the address is proven theirs, so an account made
 * with someone else's address never learns who invited that person.
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
 * counts for its sender like any acceptance. Not between a pair that
 * blocked either way: the application goes through, unreferred by it.
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
    // A pair blocked either way never turns an invitation into a referral: the application stands without it, the
    // invitation stays as it was, and nobody is told (so the candidate cannot tell a block from a stale link).
    const invitation = event.referralCode
      ? await lockPendingInvitationByCode(trx, { code: event.referralCode, jobId: event.jobId })
      : null
    if (invitation && !(await blockedEitherWay(event.candidateId, invitation.referrerId, trx))) {
      const row = await acceptInvitation(trx, { id: invitation.id, candidateId: event.candidateId, now: new Date() })
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
