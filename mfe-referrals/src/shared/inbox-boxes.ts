import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'

/**
 * The inbox's two boxes. Requests I Sent: what the reader started (asking
 * for a referral, inviting someone by e-mail). Requests to Answer: what
 * waits on the reader (a request asked of them, an invitation to them).
 */
export function inboxBoxes(sent: readonly ReferralAnswer[], received: readonly ReferralAnswer[]) {
  return {
    sent: [...sent.filter((r) => r.origin === 'ask'), ...received.filter((r) => r.origin === 'link')],
    received: [...received.filter((r) => r.origin === 'ask'), ...sent.filter((r) => r.origin === 'link')],
  }
}
