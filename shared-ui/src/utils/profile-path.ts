/**
 * The address of a member's profile page (the feed area draws it): every name or avatar of a member links here, from
 * any area, so the route is written once.
 */
export const PROFILE_PATH_PREFIX = '/people'

export function profilePath(userId: string): string {
  return `${PROFILE_PATH_PREFIX}/${encodeURIComponent(userId)}`
}

/** The query parameters of /jobs that open 'Ask for a referral' with a member chosen (the jobs area reads them). */
export const ASK_REFERRAL_PARAMS = { id: 'askReferralFrom', name: 'askReferralName' } as const

/** Where a member's profile sends a candidate to ask that member for a referral: pick a job, then ask. */
export function askReferralPath(member: { id: string; name: string }): string {
  const query = new URLSearchParams({ [ASK_REFERRAL_PARAMS.id]: member.id, [ASK_REFERRAL_PARAMS.name]: member.name })
  return `/jobs?${query.toString()}`
}
