import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { REFERRAL_LIMITS } from '@hireloop/backend/referrals-constants'

/*
| One meaning of "successful referrals" everywhere (these counters, the
| rewards card, the server's reward tiers): the distinct people the reader
| referred whose referral stands, a request they granted or an invitation
| the invited person accepted. `received` is the server's list where the
| reader is the referrer; `sent` the one where they are the candidate.
*/

export const STAT_WORDS = {
  sent: 'Referrals you gave or offered by e-mail',
  successful: 'People you referred who took it (counts toward rewards)',
  successRate: 'Successful of referrals sent',
  pendingActions: 'Requests and invitations waiting for your answer',
} as const

export interface ReferralStats {
  /** Referrals the reader gave: requests they accepted, and their invitations by e-mail. */
  sent: number
  /** Distinct people the reader referred whose referral was accepted: the rewards' count. */
  successful: number
  /** successful / sent, a whole percentage (0 with nothing sent). */
  successRate: number
  /** Requests asked of the reader and invitations to the reader, still pending. */
  pendingActions: number
}

/** The distinct people the reader referred successfully (the figure the reward tiers count). */
export function successfulReferrals(received: readonly ReferralAnswer[]): number {
  const people = received
    .filter((referral) => referral.status === 'accepted')
    .map((referral) => referral.candidate?.id ?? referral.candidateEmail)
  return new Set(people).size
}

/** The dashboard's four counters (part 2 §2), computed from the reader's two lists. */
export function referralStats(sent: readonly ReferralAnswer[], received: readonly ReferralAnswer[]): ReferralStats {
  const given = received.filter((referral) => referral.origin === 'link' || referral.status === 'accepted').length
  const successful = successfulReferrals(received)
  const waiting = [
    ...received.filter((referral) => referral.origin === 'ask'),
    ...sent.filter((referral) => referral.origin === 'link'),
  ].filter((referral) => referral.status === 'pending').length
  return {
    sent: given,
    successful,
    successRate: given === 0 ? 0 : Math.min(100, Math.round((successful / given) * 100)),
    pendingActions: waiting,
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
