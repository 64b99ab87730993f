/*
| The auth module's hook for what other modules add to a profile view
| (GET /api/users/{id}), the way messaging's job links work: auth knows
| nothing of referrals. The referrals module, when enabled, provides at
| start (through #auth/events) the referral information of a candidate
| (part 1 §1 'Referred by {name}' and the multiple-referrals badge, §2
| "referral information appears only when an employer views a candidate
| profile"). Without it a profile has no referral information.
*/

export interface ProfileReferrals {
  /** Who stands behind the candidate (accepted referrals), newest first, with the job each referred them for. */
  referredBy: Array<{ name: string; jobTitle: string }>
  /** All accepted referrals of the candidate (the multiple-referrals badge shows above 1). */
  count: number
}

export type ProfileReferralsResolver = (candidateId: string) => Promise<ProfileReferrals>

let resolver: ProfileReferralsResolver | null = null

export function provideProfileReferrals(next: ProfileReferralsResolver | null) {
  resolver = next
}

/** The provided resolver (tests put it back after swapping it). */
export function providedProfileReferrals() {
  return resolver
}

/** The candidate's referral information, or null when no module provides it. */
export async function profileReferrals(candidateId: string): Promise<ProfileReferrals | null> {
  return resolver ? resolver(candidateId) : null
}
