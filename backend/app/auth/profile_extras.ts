/*
| What other modules add to a profile view (GET /api/users/{id}): auth
| knows nothing of referrals. The referrals module, when enabled, provides
| the 'referrals:profile-referrals' port (#auth/contract) from its start.ts:
| the referral information of a candidate (part 1 §1 'Referred by {name}'
| and the multiple-referrals badge, §2 "referral information appears only
| when an employer views a candidate profile"). Without it a profile has no
| referral information.
*/
import { port, providePort } from '#shared/modules/registry'
import type { ProfileReferrals, ProfileReferralsResolver } from '#auth/contract'

export type { ProfileReferrals, ProfileReferralsResolver }

/** Swaps the resolver (tests). */
export function provideProfileReferrals(next: ProfileReferralsResolver | null) {
  providePort('referrals:profile-referrals', next)
}

/** The provided resolver (tests put it back after swapping it). */
export function providedProfileReferrals() {
  return port('referrals:profile-referrals')
}

/** The candidate's referral information, or null when no module provides it. */
export async function profileReferrals(candidateId: string): Promise<ProfileReferrals | null> {
  const resolver = port('referrals:profile-referrals')
  return resolver ? resolver(candidateId) : null
}
