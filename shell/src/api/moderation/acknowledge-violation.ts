import { apiJson } from '@hireloop/shared-ui'
import { useSWRConfig } from 'swr'
import { MY_STANDING_KEY, type StandingUpdateAnswer } from './get-my-standing'

export const acknowledgeUrl = (id: string) => `/api/moderation/violations/${encodeURIComponent(id)}/acknowledge`

/** POST /api/moderation/violations/{id}/acknowledge → {message, standing}. */
export function acknowledgeViolation(id: string): Promise<StandingUpdateAnswer> {
  return apiJson<StandingUpdateAnswer>('POST', acknowledgeUrl(id))
}

/** Acknowledges a notice and makes the returned standing the cached one (banner and page at once). */
export function useAcknowledgeViolation() {
  const { mutate } = useSWRConfig()
  return async (id: string) => {
    const answer = await acknowledgeViolation(id)
    await mutate(MY_STANDING_KEY, answer.standing, { revalidate: false })
    return answer
  }
}
