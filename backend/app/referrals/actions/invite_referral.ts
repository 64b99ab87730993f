import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { errors as vineErrors } from '@vinejs/vine'
import env from '#start/env'
import { REFERRAL_MESSAGES as M, REFERRAL_NOTIFICATION_TEXT } from '#referrals/constants'
import { ReferralConflictException } from '#referrals/exceptions'
import type { ApplicationReferred } from '#referrals/events'
import { applicationOf, memberBy, referralJob } from '#referrals/queries/referrals_query'
import { attachApplication, insertReferral } from '#referrals/repositories/referrals_repository'
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
 * A member refers someone by e-mail for an active job (origin 'link',
 * accepted from the start: the referrer vouches). When the address is
 * already a member's, the referral is theirs at once (and told in the app);
 * otherwise it waits for their sign-up (auth:user_registered). The person
 * gets an e-mail with the job's link carrying the referral code. Counted
 * against the daily cap once the request is otherwise valid.
 */
export default class InviteReferral {
  async handle(referrer: Referrer, input: InviteReferralInput): Promise<string> {
    if (input.email === referrer.email.toLowerCase()) {
      throw new vineErrors.E_VALIDATION_ERROR([{ field: 'email', message: M.cannotReferSelf, rule: 'notSelf' }])
    }
    const job = await referralJob(input.jobId)
    if (job.status !== 'active') throw new ReferralConflictException(M.jobNotActive)
    await spendReferralLink(referrer.id)

    const created = await db.transaction(async (trx) => {
      const member = await memberBy(trx, { email: input.email })
      const candidateId = member && member.id !== referrer.id ? member.id : null
      const { id, code } = await insertReferral(trx, {
        jobId: job.id,
        referrerId: referrer.id,
        candidateId,
        candidateEmail: input.email,
        origin: 'link',
        message: input.message ?? '',
        status: 'accepted',
      })
      let referred: ApplicationReferred | null = null
      if (candidateId) {
        await writeReferralNotification(trx, {
          referralId: id,
          userId: candidateId,
          type: 'referral_accepted',
          message: REFERRAL_NOTIFICATION_TEXT.accepted(referrer.name, job.title),
        })
        const application = await applicationOf(trx, candidateId, job.id)
        if (application) {
          await attachApplication(trx, id, application)
          referred = { applicationId: application.id, referralId: id, referrerName: referrer.name }
        }
      }
      return { id, candidateId, referred, code }
    })

    if (created.candidateId) await pushReferralCount(created.candidateId)
    if (created.referred) await emitter.emit('referrals:application_referred', created.referred)
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
    return created.id
  }
}
