import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import { REFERRAL_LIMITS, REFERRAL_MESSAGES as M, REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { ReferralConflictException, ReferralForbiddenException } from '#referrals/exceptions'
import { blockedEitherWay } from '#referrals/blocks'
import { memberBy, pendingAskCount, referralBetween, referralJob } from '#referrals/queries/referrals_query'
import { insertReferral, isDuplicateReferral } from '#referrals/repositories/referrals_repository'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'
import type { AskReferralInput } from '#referrals/validators/referral_validators'

const fieldError = (field: string, message: string, rule: string) =>
  new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])

interface Candidate {
  id: string
  name: string
  email: string
}

/**
 * A candidate asks a member to refer them for an active job (origin 'ask',
 * pending). Checked in order: the job (404, 409 when not active), exactly
 * one way to name the referrer (422), a member (422), not themself (422),
 * neither of the two blocked the other (403, words that name nobody),
 * one referral per job and referrer ever (409: pending, or already answered;
 * the unique index decides under a race), the cap on pending requests (409). The referrer's
 * `referral_received` notification is written in the same transaction and
 * their badge count pushed after the commit.
 */
export default class AskReferral {
  async handle(candidate: Candidate, input: AskReferralInput): Promise<string> {
    const hasId = input.referrerId !== undefined
    const hasEmail = input.referrerEmail !== undefined
    if (hasId === hasEmail) throw fieldError(hasId ? 'referrerEmail' : 'referrerId', M.referrerRequired, 'referrer')

    let created: { id: string; referrerId: string; jobId: string; message: string }
    try {
      created = await db.transaction(async (trx) => {
        const job = await referralJob(input.jobId, trx)
        if (job.status !== 'active') throw new ReferralConflictException(M.jobNotActive)
        const referrer = await memberBy(trx, hasId ? { id: input.referrerId! } : { email: input.referrerEmail! })
        if (!referrer) throw fieldError(hasId ? 'referrerId' : 'referrerEmail', M.referrerNotFound, 'exists')
        if (referrer.id === candidate.id) {
          throw fieldError(hasId ? 'referrerId' : 'referrerEmail', M.cannotAskSelf, 'notSelf')
        }
        if (await blockedEitherWay(candidate.id, referrer.id, trx)) {
          throw new ReferralForbiddenException(M.cannotAskUser)
        }
        const earlier = await referralBetween(trx, {
          candidateId: candidate.id,
          jobId: job.id,
          referrerId: referrer.id,
        })
        if (earlier)
          throw new ReferralConflictException(earlier.status === 'pending' ? M.alreadyPending : M.alreadyAsked)
        if ((await pendingAskCount(trx, candidate.id)) >= REFERRAL_LIMITS.pendingPerCandidate) {
          throw new ReferralConflictException(M.tooManyPending)
        }
        const { id } = await insertReferral(trx, {
          jobId: job.id,
          referrerId: referrer.id,
          candidateId: candidate.id,
          candidateEmail: candidate.email.toLowerCase(),
          origin: 'ask',
          message: input.message ?? '',
          status: 'pending',
          askedByEmail: hasEmail,
        })
        const message = REFERRAL_NOTIFICATION_TEXT.received(candidate.name, job.title)
        await writeReferralNotification(trx, {
          referralId: id,
          userId: referrer.id,
          type: 'referral_received',
          message,
        })
        return { id, referrerId: referrer.id, jobId: job.id, message }
      })
    } catch (error) {
      if (isDuplicateReferral(error)) throw new ReferralConflictException(M.alreadyPending)
      throw error
    }
    await pushReferralCount(created.referrerId)
    await emitter.emit('referrals:referral_requested', {
      referralId: created.id,
      referrerId: created.referrerId,
      candidateId: candidate.id,
      jobId: created.jobId,
      message: created.message,
    })
    return created.id
  }
}
