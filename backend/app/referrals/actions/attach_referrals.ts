import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { ApplicationReferred } from '#referrals/contract'
import { applicationOf, referralJob } from '#referrals/queries/referrals_query'
import { attachApplication, recountReferrals } from '#referrals/repositories/referrals_repository'
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
  await db
    .from('referrals')
    .whereRaw('lower(candidate_email) = ?', [user.email.toLowerCase()])
    .whereNull('candidate_id')
    .where('origin', 'link')
    .whereNot('referrer_id', user.id)
    .update({ candidate_id: user.id, updated_at: new Date() })
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
      const now = new Date()
      const accepted = await trx.rawQuery(
        `UPDATE referrals r SET candidate_id = :candidateId, status = 'accepted', responded_at = :now, updated_at = :now
          WHERE r.referral_code = :code AND r.job_id = :jobId AND r.origin = 'link' AND r.status = 'pending'
            AND (r.candidate_id IS NULL OR r.candidate_id = :candidateId) AND r.referrer_id <> :candidateId
            AND NOT EXISTS (SELECT 1 FROM referrals o WHERE o.id <> r.id AND o.candidate_id = :candidateId
                                                        AND o.job_id = r.job_id AND o.referrer_id = r.referrer_id)
        RETURNING r.id, r.referrer_id`,
        { candidateId: event.candidateId, code: event.referralCode, jobId: event.jobId, now }
      )
      const row = accepted.rows[0] as { id: string; referrer_id: string } | undefined
      if (row) {
        inviter = row.referrer_id
        const names = await trx.from('users').where('id', event.candidateId).select('name').firstOrFail()
        const job = await referralJob(event.jobId, trx)
        await writeReferralNotification(trx, {
          referralId: row.id,
          userId: row.referrer_id,
          type: 'referral_accepted',
          message: REFERRAL_NOTIFICATION_TEXT.inviteAccepted(names.name, job.title),
        })
        const progress = await recountReferrals(trx, row.referrer_id)
        await unlockRewards(trx, { userId: row.referrer_id, ...progress, referralId: row.id })
      }
    }
    const rows = await trx
      .from('referrals as r')
      .join('users as u', 'u.id', 'r.referrer_id')
      .where({ 'r.candidate_id': event.candidateId, 'r.job_id': event.jobId, 'r.status': 'accepted' })
      .whereNull('r.application_id')
      .orderBy('r.responded_at', 'asc')
      .orderBy('r.created_at', 'asc')
      .select('r.id', 'u.name')
      .forUpdate('r')
    for (const row of rows) await attachApplication(trx, row.id, application)
    const referred = rows.length
      ? ({ applicationId: application.id, referralId: rows[0].id, referrerName: rows[0].name } as ApplicationReferred)
      : null
    return { inviter, referred }
  })
  if (outcome?.inviter) await pushReferralCount(outcome.inviter)
  if (outcome?.referred) await emitter.emit('referrals:application_referred', outcome.referred)
}
