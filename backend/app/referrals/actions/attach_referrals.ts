import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { ApplicationReferred } from '#referrals/events'
import { applicationOf } from '#referrals/queries/referrals_query'
import { attachApplication } from '#referrals/repositories/referrals_repository'

/*
| Referrals meeting their candidate and application later (the listeners of
| events.ts): a person referred by e-mail signs up; a referred candidate
| applies.
*/

/** A new member: the referrals by link sent to their address become theirs (never their own). */
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
 * (the jobs module records its referrer). A referral link they applied
 * through (its code) becomes theirs first, whatever address it was sent to
 * (never their own, never another member's, only for this job).
 */
export async function attachReferralsToApplication(event: {
  applicationId: string
  jobId: string
  candidateId: string
  referralCode?: string | null
}) {
  const referred = await db.transaction(async (trx) => {
    const application = await applicationOf(trx, event.candidateId, event.jobId)
    if (!application || application.id !== event.applicationId) return null
    if (event.referralCode) {
      await trx
        .from('referrals')
        .where({ referral_code: event.referralCode, job_id: event.jobId, origin: 'link', status: 'accepted' })
        .whereNull('candidate_id')
        .whereNot('referrer_id', event.candidateId)
        .update({ candidate_id: event.candidateId, updated_at: new Date() })
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
    if (!rows.length) return null
    return { applicationId: application.id, referralId: rows[0].id, referrerName: rows[0].name } as ApplicationReferred
  })
  if (referred) await emitter.emit('referrals:application_referred', referred)
}
