import { apiJson } from '@hireloop/shared-ui'
import type { ReferralAnswer, ReferralListAnswer } from '@hireloop/backend/api-types/referrals'
import useSWR from 'swr'

/** 'sent': the requests the reader made (they are the candidate); 'received': the requests they are asked to answer. */
export type ReferralBox = 'sent' | 'received'

/** GET /api/users/{userId}/referrals/received | sent → { referrals }, newest first (the user themself only). */
export function referralListUrl(userId: string, box: ReferralBox): string {
  return `/api/users/${encodeURIComponent(userId)}/referrals/${box}`
}

export async function fetchReferralList(url: string): Promise<ReferralAnswer[]> {
  const answer = await apiJson<ReferralListAnswer>('GET', url)
  return answer?.referrals ?? []
}

/** One of the reader's two lists; loaded once, refreshed after the reader's own answers. */
export function useReferralList(userId: string | null | undefined, box: ReferralBox) {
  return useSWR<ReferralAnswer[]>(userId ? referralListUrl(userId, box) : null, fetchReferralList)
}
