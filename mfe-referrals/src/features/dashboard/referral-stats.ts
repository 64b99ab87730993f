import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { REFERRAL_LIMITS } from '@hireloop/backend/referrals-constants'

export interface ReferralStats {
  /** Requests the reader sent. */
  sent: number
  /** Of those, the ones accepted. */
  successful: number
  /** successful / sent, a whole percentage (0 with nothing sent). */
  successRate: number
  /** Requests waiting for the reader's answer. */
  pendingActions: number
}

/** The dashboard's four counters (part 2 §2), computed from the reader's two lists. */
export function referralStats(sent: readonly ReferralAnswer[], received: readonly ReferralAnswer[]): ReferralStats {
  const successful = sent.filter((referral) => referral.status === 'accepted').length
  return {
    sent: sent.length,
    successful,
    successRate: sent.length === 0 ? 0 : Math.round((successful / sent.length) * 100),
    pendingActions: received.filter((referral) => referral.status === 'pending').length,
  }
}

export interface ActivityItem {
  direction: 'sent' | 'received'
  referral: ReferralAnswer
}

const time = (referral: ReferralAnswer) => Date.parse(referral.createdAt) || 0
const newest = (list: readonly ReferralAnswer[], count: number) =>
  [...list].sort((a, b) => time(b) - time(a)).slice(0, count)

/** Recent Activity (part 2 §9): up to 3 sent and 2 received, the newest 4 of those shown, newest first. */
export function recentActivity(
  sent: readonly ReferralAnswer[],
  received: readonly ReferralAnswer[],
  limits: Pick<typeof REFERRAL_LIMITS, 'recentSent' | 'recentReceived' | 'recentShown'> = REFERRAL_LIMITS
): ActivityItem[] {
  return [
    ...newest(sent, limits.recentSent).map((referral) => ({ direction: 'sent' as const, referral })),
    ...newest(received, limits.recentReceived).map((referral) => ({ direction: 'received' as const, referral })),
  ]
    .sort((a, b) => time(b.referral) - time(a.referral))
    .slice(0, limits.recentShown)
}
