import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { allowance, type RateRule } from '#shared/services/rate_limit'
import { REFERRAL_LIMITS, REFERRAL_MESSAGES } from '#referrals/constants'
import { ReferralRateLimitException } from '#referrals/exceptions'

/**
 * Referrals by e-mail a member may send per day (REFERRAL_LIMITS.linksPerDay),
 * counted in the configured limiter store once the request is valid, so a
 * refused form costs nothing. RATE_LIMIT_SCALE scales it like every limit.
 */
export const REFERRAL_LINK_RATE: RateRule = { requests: REFERRAL_LIMITS.linksPerDay, duration: '1 day' }

export function referralLinkLimiter() {
  return limiter.use({ requests: allowance(REFERRAL_LINK_RATE), duration: REFERRAL_LINK_RATE.duration })
}

export const referralLinkKey = (userId: string) => `referral_links_${userId}`

/** Counts one more referral by e-mail for the member, or refuses (429 with Retry-After). */
export async function spendReferralLink(userId: string) {
  try {
    await referralLinkLimiter().consume(referralLinkKey(userId))
  } catch (error) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) {
      throw new ReferralRateLimitException(REFERRAL_MESSAGES.tooManyLinks, error.getDefaultHeaders())
    }
    throw error
  }
}
