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
  status: 'pending' | 'accepted'
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

/** True when `error` is the one-pending-request index refusing a second pending request. */
export function isDuplicatePending(error: unknown) {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string }
  return code === '23505' && (constraint ?? '') === 'referrals_one_pending_idx'
}
