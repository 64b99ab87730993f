import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { REFERRAL_MESSAGES } from '@hireloop/backend/referrals-constants'
import {
  apiJson,
  isApiError,
  REFERRAL_NOTIFICATIONS_KEY,
  useToast,
  type ReferralNotification,
} from '@hireloop/shared-ui'
import { useCallback, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { answerReferral, referralErrorMessage, type ReferralAnswerStatus } from '../../api/referrals/answer-referral'
import { mapReferralList, referralListUrl, type ReferralList } from '../../api/referrals/get-referrals'
import { openReferral } from '../../api/referrals/open-referral'
import { REWARDS_URL } from '../../api/referrals/get-rewards'
import { readReferralNotifications } from '../../api/referrals/read-referral-notifications'

/** Part 2 §8: a failed answer is 'Update failed' with the server's message, else 'Please try again'. */
export const UPDATE_FAILED = 'Update failed'
export const UPDATE_FAILED_FALLBACK = 'Please try again'

/**
 * The reader's actions on Requests to Answer: answer a pending request asked
 * of them, or an invitation to them, and open one (marks a request viewed).
 * Requests live in the server's received list, invitations in the sent one.
 */
export function useReferralActions(userId: string) {
  const { mutate, cache } = useSWRConfig()
  const { toast } = useToast()
  // Each answer in flight keeps its own card waiting, whatever other cards are answered meanwhile.
  const inFlight = useRef(new Set<string>())
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set())
  const setBusy = useCallback((id: string, busy: boolean) => {
    if (busy) inFlight.current.add(id)
    else inFlight.current.delete(id)
    setBusyIds(new Set(inFlight.current))
  }, [])
  const opened = useRef(new Set<string>())
  const receivedUrl = referralListUrl(userId, 'received')
  const sentUrl = referralListUrl(userId, 'sent')

  const patchReceived = useCallback(
    async (id: string, change: (referral: ReferralAnswer) => ReferralAnswer) => {
      for (const url of [receivedUrl, sentUrl]) {
        await mutate<ReferralList>(
          url,
          (list) => mapReferralList(list, (referral) => (referral.id === id ? change(referral) : referral)),
          { revalidate: false }
        )
      }
    },
    [mutate, receivedUrl, sentUrl]
  )

  /** Seen or answered: its notifications are read, and the Referrals badge (same SWR key) counts them no more. */
  const clearNotifications = useCallback(
    async (referralId: string) => {
      try {
        const listed =
          (cache.get(REFERRAL_NOTIFICATIONS_KEY)?.data as ReferralNotification[] | undefined) ??
          (await apiJson<ReferralNotification[]>('GET', REFERRAL_NOTIFICATIONS_KEY))
        const read = await readReferralNotifications(referralId, listed)
        if (read.length === 0) return
        await mutate<ReferralNotification[]>(
          REFERRAL_NOTIFICATIONS_KEY,
          (list) => list?.map((item) => (read.includes(item.id) ? { ...item, isRead: true } : item)),
          { revalidate: true }
        )
      } catch {
        // The badge is a courtesy: the next live event or poll brings the server's count.
      }
    },
    [cache, mutate]
  )

  const answer = useCallback(
    async (referral: ReferralAnswer, status: ReferralAnswerStatus) => {
      // One answer per card at a time: a second tap before the first returns would be refused (409).
      if (inFlight.current.has(referral.id)) return
      setBusy(referral.id, true)
      try {
        const updated = await answerReferral(referral.id, status)
        await patchReceived(referral.id, (current) => ({
          ...current,
          ...(updated && updated.id === referral.id ? updated : {}),
          status,
          isViewed: true,
        }))
        toast({ title: REFERRAL_MESSAGES.responseRecorded, variant: 'success' })
        void clearNotifications(referral.id)
        // Accepting a request moves the reader's count and perhaps a tier.
        if (status === 'accepted' && referral.origin === 'ask') void mutate(REWARDS_URL)
      } catch (error) {
        toast({
          title: UPDATE_FAILED,
          description: referralErrorMessage(error) ?? UPDATE_FAILED_FALLBACK,
          variant: 'error',
        })
        // Already answered (409) or gone (404): show what the server has now.
        if (isApiError(error) && (error.status === 409 || error.status === 404)) {
          void mutate(receivedUrl)
          void mutate(sentUrl)
        }
      } finally {
        setBusy(referral.id, false)
      }
    },
    [clearNotifications, mutate, patchReceived, receivedUrl, sentUrl, setBusy, toast]
  )

  const open = useCallback(
    (referral: ReferralAnswer) => {
      if (opened.current.has(referral.id)) return
      void clearNotifications(referral.id)
      if (referral.isViewed) return
      opened.current.add(referral.id)
      openReferral(referral.id).then(
        () => void patchReceived(referral.id, (current) => ({ ...current, isViewed: true })),
        // Marking viewed is a courtesy to the candidate: a failure is retried on the next opening.
        () => opened.current.delete(referral.id)
      )
    },
    [clearNotifications, patchReceived]
  )

  return { answer, open, busyIds }
}
