/**
 * The address of a member's profile page (the feed area draws it): every name or avatar of a member links here, from
 * any area, so the route is written once.
 */
export const PROFILE_PATH_PREFIX = '/people'

export function profilePath(userId: string): string {
  return `${PROFILE_PATH_PREFIX}/${encodeURIComponent(userId)}`
}
