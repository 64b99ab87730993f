import { randomBytes, randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { STAGE_OF_APPLICATION_STATUS } from '#referrals/constants'

/*
| The writes of referrals, inside the caller's transaction (every query
| through `trx`: PGlite has one session).
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
