import { conversationStarter } from '#referrals/conversations'
import type { ReferralThreadAnswer } from '#referrals/contract'
import { MessagingUnavailableException } from '#referrals/exceptions'
import type { ReferralRef } from '#referrals/queries/referrals_query'

/**
 * The job's employer thanks the referrer: through messaging (its provided
 * conversation starter, with its limits and blocks), the pair's thread about
 * the job is opened or continued and the message sent in it.
 */
export default class ThankReferrer {
  async handle(employerId: string, referral: ReferralRef, initialMessage: string): Promise<ReferralThreadAnswer> {
    const start = conversationStarter()
    if (!start) throw new MessagingUnavailableException()
    return start({ fromUserId: employerId, toUserId: referral.referrerId, jobId: referral.jobId, initialMessage })
  }
}
