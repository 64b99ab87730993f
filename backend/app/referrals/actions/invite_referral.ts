import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { errors as vineErrors } from '@vinejs/vine'
import env from '#start/env'
import { REFERRAL_MESSAGES as M, REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { ReferralConflictException, ReferralForbiddenException } from '#referrals/exceptions'
import { blockedEitherWay } from '#referrals/blocks'
import { invitationSent, memberBy, referralBetween, referralJob } from '#referrals/queries/referrals_query'
import { insertReferral, isDuplicateReferral } from '#referrals/repositories/referrals_repository'
import { pushReferralCount, writeReferralNotification } from '#referrals/services/referral_notifier'
import { spendReferralLink } from '#referrals/rate_limits'
import ReferralInviteMail from '#referrals/mails/referral_invite_mail'
import type { InviteReferralInput } from '#referrals/validators/referral_validators'

interface Referrer {
  id: string
  name: string
  email: string
}

/**
 * A member invites someone by e-mail to be referred for an active job
 * (origin 'link'). An invitation is only an offer: it stays pending until
 * the invited person accepts it (applies through the link, or answers it in
 * the app when the address is a member's who verified it), and they may
 * decline or ignore it. The sender's answer is the same whoever the address
 * belongs to: it never names the member, nor anything they did. The one
 * exception is a member the sender blocked or was blocked by: refused (403)
 * in words that do not say which of the two blocked, before anything is
 * written or counted.
 *
 * One invitation per referrer, job and address (409). The e-mail goes to an
 * address at most once per job, whoever invites it; a member who verified
 * the address also finds the invitation in the app. Counted against the sender's daily cap once the
 * request is otherwise valid.
 */
export default class InviteReferral {
  async handle(referrer: Referrer, input: InviteReferralInput): Promise<string> {
    if (input.email === referrer.email.toLowerCase()) {
      throw new vineErrors.E_VALIDATION_ERROR([{ field: 'email', message: M.cannotReferSelf, rule: 'notSelf' }])
    }
    const job = await referralJob(input.jobId)
    if (job.status !== 'active') throw new ReferralConflictException(M.jobNotActive)
    if (await invitationSent(db, { jobId: job.id, email: input.email, referrerId: referrer.id })) {
      throw new ReferralConflictException(M.alreadyReferred)
    }
    const addressee = await memberBy(db, { email: input.email })
    if (addressee && (await blockedEitherWay(referrer.id, addressee.id))) {
      throw new ReferralForbiddenException(M.cannotReferUser)
    }
    await spendReferralLink(referrer.id)

    let created: { id: string; code: string; memberId: string | null; mailed: boolean }
    try {
      created = await db.transaction(async (trx) => {
        // Only a member who verified the address is the person invited; any other account waits (attach_referrals).
        const member = await memberBy(trx, { email: input.email })
        const memberId = member && member.emailVerified && member.id !== referrer.id ? member.id : null
        // The sender's other referral for this member and job (a request they were asked) stands instead.
        if (memberId) {
          if (await referralBetween(trx, { candidateId: memberId, jobId: job.id, referrerId: referrer.id })) {
            throw new ReferralConflictException(M.alreadyReferred)
          }
        }
        const mailed = await invitationSent(trx, { jobId: job.id, email: input.email })
        const { id, code } = await insertReferral(trx, {
          jobId: job.id,
          referrerId: referrer.id,
          candidateId: memberId,
          candidateEmail: input.email,
          origin: 'link',
          message: input.message ?? '',
          status: 'pending',
        })
        if (memberId) {
          await writeReferralNotification(trx, {
            referralId: id,
            userId: memberId,
            type: 'referral_received',
            message: REFERRAL_NOTIFICATION_TEXT.invited(referrer.name, job.title),
          })
        }
        return { id, code, memberId, mailed: !mailed }
      })
    } catch (error) {
      if (isDuplicateReferral(error)) throw new ReferralConflictException(M.alreadyReferred)
      throw error
    }

    if (created.memberId) await pushReferralCount(created.memberId)
    if (created.mailed) {
      const url = new URL(`/jobs/${job.id}`, env.get('APP_URL'))
      url.searchParams.set('ref', created.code)
      await mail.sendLater(
        new ReferralInviteMail(
          input.email,
          referrer.name,
          job.title,
          job.companyName,
          input.message ?? '',
          url.toString()
        )
      )
    }
    return created.id
  }
}
