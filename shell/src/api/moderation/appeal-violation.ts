import { apiJson } from '@hireloop/shared-ui'
import { useSWRConfig } from 'swr'
import { MY_STANDING_KEY, type StandingUpdateAnswer } from './get-my-standing'

export const appealUrl = (id: string) => `/api/moderation/violations/${encodeURIComponent(id)}/appeal`

/**
 * POST /api/moderation/violations/{id}/appeal {reason} → {message, standing}; 422 with errors [{field: 'reason'}] for
 * a blank or too long reason, 409 once appealed or after the deadline.
 */
export function appealViolation(id: string, reason: string): Promise<StandingUpdateAnswer> {
  return apiJson<StandingUpdateAnswer>('POST', appealUrl(id), { reason })
}

/** Appeals a notice and makes the returned standing the cached one (banner and page at once). */
export function useAppealViolation() {
  const { mutate } = useSWRConfig()
  return async (id: string, reason: string) => {
    const answer = await appealViolation(id, reason)
    await mutate(MY_STANDING_KEY, answer.standing, { revalidate: false })
    return answer
  }
}
