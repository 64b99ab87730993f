import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { allowance, type RateRule } from '#shared/services/rate_limit'
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '#messaging/constants'
import { MessagingRateLimitException } from '#messaging/thread_exceptions'

/**
 * The messaging abuse limits, per user (part 1 §5): new threads per hour and
 * messages per minute, in the configured limiter store (Redis across
 * instances). RATE_LIMIT_SCALE scales them like every other limit.
 */
export const MESSAGING_RATES = {
  newThreads: {
    name: 'messaging_new_threads',
    rule: { requests: MESSAGING_LIMITS.newThreadsPerHour, duration: '1 hour' } as RateRule,
    message: MESSAGING_MESSAGES.tooManyThreads,
  },
  messages: {
    name: 'messaging_messages',
    rule: { requests: MESSAGING_LIMITS.messagesPerMinute, duration: '1 min' } as RateRule,
    message: MESSAGING_MESSAGES.tooManyMessages,
  },
}

export type MessagingRate = keyof typeof MESSAGING_RATES

/** The limiter of one rate and the key of one user under it (tests fill the counter through these). */
export function messagingLimiter(rate: MessagingRate) {
  const { rule } = MESSAGING_RATES[rate]
  return limiter.use({ requests: allowance(rule), duration: rule.duration })
}

export function messagingLimitKey(rate: MessagingRate, userId: string) {
  return `${MESSAGING_RATES[rate].name}_${userId}`
}

/** Counts one more of `rate` for the user, or refuses with the rate's message (429, Retry-After). */
export async function spendMessagingAllowance(rate: MessagingRate, userId: string) {
  try {
    await messagingLimiter(rate).consume(messagingLimitKey(rate, userId))
  } catch (error) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) {
      throw new MessagingRateLimitException(MESSAGING_RATES[rate].message, error.getDefaultHeaders())
    }
    throw error
  }
}
