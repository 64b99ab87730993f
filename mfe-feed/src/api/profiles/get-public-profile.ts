import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { PublicProfile } from '@hireloop/backend/api-types/auth'

export type { PublicProfile }

/** GET /api/users/{id}: a member's public profile; `referral` only when an employer or admin views a candidate. */
export function usePublicProfile(userId: string | null) {
  return useSWR<PublicProfile>(
    userId ? `/api/users/${encodeURIComponent(userId)}` : null,
    (url: string) => apiJson<PublicProfile>('GET', url),
    { revalidateOnFocus: false }
  )
}
