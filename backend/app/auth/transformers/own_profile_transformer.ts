import type { CurrentUserJson } from '#shared/transformers/current_user_transformer'

/**
 * GET and PATCH /api/user/me: the current user, the headline it edits there, and `pendingEmail`, a new address
 * waiting for its verification link (null when none).
 */
export function transformOwnProfile(user: CurrentUserJson, headline: string | null, pendingEmail: string | null) {
  return { ...user, headline, pendingEmail }
}

export type OwnProfileJson = ReturnType<typeof transformOwnProfile>
