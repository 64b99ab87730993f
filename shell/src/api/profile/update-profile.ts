import { mutate } from 'swr'
import { apiJson, CURRENT_USER_KEY } from '@hireloop/shared-ui'
import type { ProfileChanges } from '@hireloop/backend/api-types/auth'
import type { User } from '@hireloop/shared-ui'

/** The fields PATCH /api/user/me accepts (the backend validator's input type); anything else is ignored. */
export type { ProfileChanges }

/** The updated user plus the new address still waiting for its confirmation link (null when none). */
export type ProfileUpdateResponse = User & { pendingEmail: string | null }

/**
 * PATCH /api/user/me. The answer becomes the session user at once. A changed e-mail is not applied yet: the server
 * mails a link to the new address and answers it as `pendingEmail`.
 */
export async function updateProfile(changes: ProfileChanges): Promise<ProfileUpdateResponse> {
  const answer = await apiJson<ProfileUpdateResponse>('PATCH', CURRENT_USER_KEY, changes)
  await mutate(CURRENT_USER_KEY, answer, { revalidate: false })
  return answer
}
