import { apiJson, isApiError } from '@hireloop/shared-ui'
import type { MyStandingAnswer, StandingUpdateAnswer } from '@hireloop/backend/api-types/moderation'
import useSWR from 'swr'

export type { MyStandingAnswer, StandingUpdateAnswer }
export type Violation = MyStandingAnswer['violations'][number]

/** GET /api/moderation/me: the signed-in member's own restriction, strikes and notices. */
export const MY_STANDING_KEY = '/api/moderation/me'

/** What a member with nothing on record sees, and what "moderation is switched off" (404) means. */
export const EMPTY_STANDING: MyStandingAnswer = { restriction: null, strikes: 0, violations: [] }

export async function fetchMyStanding(): Promise<MyStandingAnswer> {
  try {
    return await apiJson<MyStandingAnswer>('GET', MY_STANDING_KEY)
  } catch (error) {
    // The moderation module is off: its routes are gone, and there is nothing to show.
    if (isApiError(error) && error.status === 404) return EMPTY_STANDING
    throw error
  }
}

/**
 * The member's standing (null: nothing is read, e.g. signed out). `fresh` reads it again on mount (the standing page),
 * since the app's SWR defaults never revalidate a cached answer.
 */
export function useMyStanding(enabled: boolean, { fresh = false }: { fresh?: boolean } = {}) {
  return useSWR<MyStandingAnswer>(enabled ? MY_STANDING_KEY : null, fetchMyStanding, {
    revalidateOnMount: fresh ? true : undefined,
  })
}
