import { apiJson } from '@hireloop/shared-ui'
import type { RewardsAnswer } from '@hireloop/backend/api-types/referrals'
import useSWR from 'swr'

export const REWARDS_URL = '/api/referrals/rewards'

/** GET /api/referrals/rewards: the reader's count, tiers and next target. */
export function useRewards(enabled: boolean) {
  return useSWR<RewardsAnswer>(enabled ? REWARDS_URL : null, () => apiJson<RewardsAnswer>('GET', REWARDS_URL))
}
