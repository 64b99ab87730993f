import type { HttpContext } from '@adonisjs/core/http'
import { REFERRAL_LIMITS as L, REFERRAL_MESSAGES as M } from '#referrals/constants'
import { ReferralConflictException, ReferralNotFoundException } from '#referrals/exceptions'
import ReferralPolicy, { isParty } from '#referrals/policies/referral_policy'
import {
  answerReferralValidator,
  askReferralValidator,
  inviteReferralValidator,
  referralListQueryValidator,
  thankReferrerValidator,
} from '#referrals/validators/referral_validators'
import {
  findReferral,
  jobReferrals,
  referralAnswer,
  referralJob,
  referralList,
} from '#referrals/queries/referrals_query'
import AskReferral from '#referrals/actions/ask_referral'
import InviteReferral from '#referrals/actions/invite_referral'
import ViewReferral from '#referrals/actions/view_referral'
import AnswerReferral from '#referrals/actions/answer_referral'
import ThankReferrer from '#referrals/actions/thank_referrer'

/** The referral calls (part 2 §7). */
export default class ReferralsController {
  /** POST /api/referrals {jobId, referrerId | referrerEmail, message} → 201 ReferralAnswer */
  async store({ request, response, auth, bouncer }: HttpContext) {
    await bouncer.with(ReferralPolicy).authorize('ask')
    const input = await request.validateUsing(askReferralValidator)
    const candidate = auth.getUserOrFail()
    const id = await new AskReferral().handle(candidate, input)
    return response.created(await referralAnswer(id, candidate.id))
  }

  /** POST /api/referrals/invite {jobId, email, message} → 201 ReferralAnswer (origin 'link', pending, nobody named) */
  async invite({ request, response, auth }: HttpContext) {
    const referrer = auth.getUserOrFail()
    const input = await request.validateUsing(inviteReferralValidator)
    const id = await new InviteReferral().handle(referrer, input)
    return response.created(await referralAnswer(id, referrer.id))
  }

  /** GET /api/users/{userId}/referrals/received?limit=&cursor= → ReferralListAnswer (asked of the user) */
  async received({ params, request, bouncer }: HttpContext) {
    const { limit, cursor } = await referralListQueryValidator.validate(request.qs())
    await bouncer.with(ReferralPolicy).authorize('viewLists', params.userId)
    return referralList(params.userId, 'received', { limit: limit ?? L.pageDefault, cursor })
  }

  /** GET /api/users/{userId}/referrals/sent?limit=&cursor= → ReferralListAnswer (the user asked) */
  async sent({ params, request, bouncer }: HttpContext) {
    const { limit, cursor } = await referralListQueryValidator.validate(request.qs())
    await bouncer.with(ReferralPolicy).authorize('viewLists', params.userId)
    return referralList(params.userId, 'sent', { limit: limit ?? L.pageDefault, cursor })
  }

  /**
   * GET /api/referrals/{id} → ReferralAnswer (its two parties). The first look of the one it waits on marks it
   * viewed: the referrer of a request, the invited member of an invitation.
   */
  async show({ params, auth }: HttpContext) {
    const reader = auth.getUserOrFail()
    const referral = await findReferral(params.id)
    if (!isParty(reader.id, referral)) throw new ReferralNotFoundException()
    await new ViewReferral().handle(reader, referral)
    return referralAnswer(referral.id, reader.id)
  }

  /**
   * PATCH /api/referrals/{id} {status} → ReferralAnswer; 409 `{ error, message }` once answered.
   * A request is answered by the person asked; an invitation by the person invited.
   */
  async update({ params, request, response, auth, bouncer }: HttpContext) {
    const reader = auth.getUserOrFail()
    const referral = await findReferral(params.id)
    if (!isParty(reader.id, referral)) throw new ReferralNotFoundException()
    await bouncer.with(ReferralPolicy).authorize('answer', referral)
    const { status } = await request.validateUsing(answerReferralValidator)
    try {
      await new AnswerReferral().handle(reader, referral.id, status)
    } catch (error) {
      if (error instanceof ReferralConflictException) {
        return response.conflict({ error: error.message, message: error.message })
      }
      throw error
    }
    return referralAnswer(referral.id, reader.id)
  }

  /** GET /api/jobs/{jobId}/referrals → JobReferralAnswer[] (the job's owner or an admin) */
  async forJob({ params, bouncer }: HttpContext) {
    const job = await referralJob(params.jobId)
    await bouncer.with(ReferralPolicy).authorize('viewJobReferrals', job)
    return jobReferrals(job.id)
  }

  /** POST /api/referrals/{id}/thread {initialMessage} → ReferralThreadAnswer (the job's employer; accepted referrals) */
  async thread({ params, request, auth, bouncer }: HttpContext) {
    const referral = await findReferral(params.id)
    await bouncer.with(ReferralPolicy).authorize('thank', referral)
    const { initialMessage } = await request.validateUsing(thankReferrerValidator)
    if (referral.status !== 'accepted') throw new ReferralConflictException(M.thankNotAccepted)
    return new ThankReferrer().handle(auth.getUserOrFail().id, referral, initialMessage)
  }
}
