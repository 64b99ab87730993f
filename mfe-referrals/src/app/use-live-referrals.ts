import { useLiveEvent } from '@hireloop/shared-ui'
import { useSWRConfig } from 'swr'
import { referralListUrl } from '../api/referrals/get-referrals'
import { REWARDS_URL } from '../api/referrals/get-rewards'

/**
 * Every change to the reader's referrals comes with a referral notification, and the server then pushes
 * `referral_notifications` on the live stream: the open page fetches its lists (and the rewards) again.
 */
export function useLiveReferrals(userId: string | null | undefined) {
  const { mutate } = useSWRConfig()
  useLiveEvent('referral_notifications', () => {
    if (!userId) return
    void mutate(referralListUrl(userId, 'sent'))
    void mutate(referralListUrl(userId, 'received'))
    void mutate(REWARDS_URL)
  })
}
