import { randomBytes, randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { STAGE_OF_APPLICATION_STATUS } from '#referrals/constants'

/*
| The writes of referrals, inside the caller's transaction where it has one
| (every query through `trx`: PGlite has one session).
*/

/** A random, URL-safe code for the referral link (`?ref=`): 16 characters of base64url. */
export function newReferralCode() {
  return randomBytes(12).toString('base64url')
}

export interface NewReferral {
  jobId: string
  referrerId: string
  candidateId: string | null
  candidateEmail: string
  origin: 'ask' | 'link'
  message: string
  status: 'pending'
  /** A request whose candidate typed the referrer's e-mail address. */
  askedByEmail?: boolean
}

export async function insertReferral(trx: TransactionClientContract, input: NewReferral, now = new Date()) {
  const id = randomUUID()
  const code = newReferralCode()
  await trx.table('referrals').insert({
    id,
    job_id: input.jobId,
    referrer_id: input.referrerId,
    candidate_id: input.candidateId,
    candidate_email: input.candidateEmail,
    origin: input.origin,
    message: input.message,
    status: input.status,
    privacy: 'normal',
    referral_code: code,
    asked_by_email: input.askedByEmail ?? false,
    responded_at: input.status === 'pending' ? null : now,
    created_at: now,
    updated_at: now,
  })
  return { id, code }
}

/** The referral now stands behind this application: the referrer may follow its stage. */
export async function attachApplication(
  trx: TransactionClientContract,
  referralId: string,
  application: { id: string; status: string }
) {
  await trx
    .from('referrals')
    .where('id', referralId)
    .update({
      application_id: application.id,
      application_stage: STAGE_OF_APPLICATION_STATUS[application.status] ?? 'Applied',
      updated_at: new Date(),
    })
}

/** True when `error` is a one-referral-per-candidate-referrer-and-job index refusing a second one (a race). */
export function isDuplicateReferral(error: unknown) {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string }
  return code === '23505' && ['referrals_one_per_triple_idx', 'referrals_one_invite_idx'].includes(constraint ?? '')
}

/**
 * The referrer's count of successful referrals, the one figure behind the
 * reward tiers and the dashboard: the distinct people they referred whose
 * referral stands (accepted: a request they granted, or an invitation the
 * invited person took). Recomputed, never incremented, so no answer or
 * repeat counts twice.
 */
export async function recountReferrals(trx: TransactionClientContract, referrerId: string) {
  const result = await trx.rawQuery(
    `UPDATE users SET referral_count = (
       SELECT count(DISTINCT candidate_id) FROM referrals
        WHERE referrer_id = :id AND status = 'accepted' AND candidate_id IS NOT NULL)
     WHERE id = :id RETURNING referral_count, user_type`,
    { id: referrerId }
  )
  const row = result.rows[0] as { referral_count: number | string; user_type: string }
  return { referralCount: Number(row.referral_count), userType: row.user_type }
}

/** A referral locked for its answer, with its referrer's name. */
export interface ReferralToAnswer {
  id: string
  origin: 'ask' | 'link'
  job_id: string
  referrer_id: string
  candidate_id: string | null
  status: string
  referrer_name: string
}

/** Locks the referral's row (two answers take turns), or null when there is none. */
export async function lockReferralToAnswer(
  trx: TransactionClientContract,
  referralId: string
): Promise<ReferralToAnswer | null> {
  const row = await trx
    .from('referrals as r')
    .join('users as ru', 'ru.id', 'r.referrer_id')
    .where('r.id', referralId)
    .select('r.id', 'r.origin', 'r.job_id', 'r.referrer_id', 'r.candidate_id', 'r.status', 'ru.name as referrer_name')
    .forUpdate('r')
    .first()
  return row ?? null
}

/** Records the answer; answering also views the referral when it was not yet viewed. */
export async function recordAnswer(
  trx: TransactionClientContract,
  referralId: string,
  status: 'accepted' | 'declined',
  now: Date
) {
  await trx
    .from('referrals')
    .where('id', referralId)
    .update({ status, responded_at: now, viewed_at: trx.raw('coalesce(viewed_at, ?)', [now]), updated_at: now })
}

/**
 * The first time the referrer opens a request asked of them, it is marked
 * viewed; the conditional update decides between two tabs opening it at
 * once. Answers the candidate and job of the request it marked, or null.
 */
export async function markViewedOnce(
  trx: TransactionClientContract,
  input: { referralId: string; referrerId: string; now: Date }
) {
  const result = await trx.rawQuery(
    `UPDATE referrals r SET viewed_at = :now
     WHERE r.id = :id AND r.referrer_id = :referrerId
       AND r.origin = 'ask' AND r.viewed_at IS NULL AND r.candidate_id IS NOT NULL
    RETURNING r.candidate_id, r.job_id`,
    { id: input.referralId, referrerId: input.referrerId, now: input.now }
  )
  return (result.rows[0] as { candidate_id: string; job_id: string } | undefined) ?? null
}

/** The first time the invited member opens an invitation to them, it is marked viewed (nobody is told). */
export async function markInvitationViewedOnce(
  trx: TransactionClientContract,
  input: { referralId: string; candidateId: string; now: Date }
) {
  await trx
    .from('referrals')
    .where({ id: input.referralId, candidate_id: input.candidateId, origin: 'link' })
    .whereNull('viewed_at')
    .update({ viewed_at: input.now })
}

/**
 * The pending invitations sent to a member's verified address become theirs
 * to answer: never their own, and not one whose sender already stands in
 * another referral of theirs for the job (one referral per candidate,
 * referrer and job).
 */
export async function attachInvitationsToMember(user: { id: string; email: string }) {
  await db.rawQuery(
    `UPDATE referrals r SET candidate_id = :userId, updated_at = :now
      WHERE lower(r.candidate_email) = :email AND r.candidate_id IS NULL AND r.origin = 'link'
        AND r.referrer_id <> :userId
        AND NOT EXISTS (SELECT 1 FROM referrals o WHERE o.candidate_id = :userId
                                                    AND o.job_id = r.job_id AND o.referrer_id = r.referrer_id)`,
    { userId: user.id, email: user.email.toLowerCase(), now: new Date() }
  )
}

/** The sender of the pending invitation with this code for this job, its row locked until the commit, or null. */
export async function lockPendingInvitationByCode(
  trx: TransactionClientContract,
  input: { code: string; jobId: string }
): Promise<{ id: string; referrerId: string } | null> {
  const row = await trx
    .from('referrals')
    .where({ referral_code: input.code, job_id: input.jobId, origin: 'link', status: 'pending' })
    .select('id', 'referrer_id')
    .forUpdate()
    .first()
  return row ? { id: row.id, referrerId: row.referrer_id } : null
}

/**
 * The pending invitation (found by its code: lockPendingInvitationByCode)
 * accepted by the candidate who applied through it: it becomes theirs
 * whatever address it was sent to, unless it is their own, another
 * member's, or its referrer already stands for them on this job. Answers
 * the invitation and its referrer, or null.
 */
export async function acceptInvitation(
  trx: TransactionClientContract,
  input: { id: string; candidateId: string; now: Date }
) {
  const accepted = await trx.rawQuery(
    `UPDATE referrals r SET candidate_id = :candidateId, status = 'accepted', responded_at = :now, updated_at = :now
      WHERE r.id = :id AND r.origin = 'link' AND r.status = 'pending'
        AND (r.candidate_id IS NULL OR r.candidate_id = :candidateId) AND r.referrer_id <> :candidateId
        AND NOT EXISTS (SELECT 1 FROM referrals o WHERE o.id <> r.id AND o.candidate_id = :candidateId
                                                    AND o.job_id = r.job_id AND o.referrer_id = r.referrer_id)
    RETURNING r.id, r.referrer_id`,
    { id: input.id, candidateId: input.candidateId, now: input.now }
  )
  return (accepted.rows[0] as { id: string; referrer_id: string } | undefined) ?? null
}

/**
 * The candidate's accepted referrals for the job with no application yet,
 * locked, the earliest answered first, with their referrers' names.
 */
export async function lockAcceptedUnattached(
  trx: TransactionClientContract,
  candidateId: string,
  jobId: string
): Promise<Array<{ id: string; name: string }>> {
  return trx
    .from('referrals as r')
    .join('users as u', 'u.id', 'r.referrer_id')
    .where({ 'r.candidate_id': candidateId, 'r.job_id': jobId, 'r.status': 'accepted' })
    .whereNull('r.application_id')
    .orderBy('r.responded_at', 'asc')
    .orderBy('r.created_at', 'asc')
    .select('r.id', 'u.name')
    .forUpdate('r')
}

/**
 * The referrals attached to the application, and the accepted ones for the
 * same job and candidate not yet attached, show its new stage and are
 * attached to it. Answers every referral it changed.
 */
export async function followApplicationStage(
  trx: TransactionClientContract,
  input: { stage: string; applicationId: string; jobId: string; candidateId: string; now: Date }
) {
  const updated = await trx.rawQuery(
    `UPDATE referrals SET application_stage = :stage, application_id = :applicationId, updated_at = :now
      WHERE application_id = :applicationId
         OR (application_id IS NULL AND status = 'accepted' AND job_id = :jobId AND candidate_id = :candidateId)
      RETURNING id, referrer_id, status`,
    input
  )
  return updated.rows as Array<{ id: string; referrer_id: string; status: string }>
}

/** The referrals for the job and candidate of a withdrawn application show no stage and no application. */
export async function clearWithdrawnStage(input: { jobId: string; candidateId: string; applicationId: string }) {
  await db
    .from('referrals')
    .where({ job_id: input.jobId, candidate_id: input.candidateId })
    .where((query) => query.whereNull('application_id').orWhere('application_id', input.applicationId))
    .update({ application_stage: null, application_id: null, updated_at: new Date() })
}
