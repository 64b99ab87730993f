import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { REFERRAL_MESSAGES } from '@hireloop/backend/referrals-constants'
import { isApiError, useToast } from '@hireloop/shared-ui'
import { useCallback, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { answerReferral, referralErrorMessage, type ReferralAnswerStatus } from '../../api/referrals/answer-referral'
import { referralListUrl } from '../../api/referrals/get-referrals'
import { openReferral } from '../../api/referrals/open-referral'
import { REWARDS_URL } from '../../api/referrals/get-rewards'

/** Part 2 §8: a failed answer is 'Update failed' with the server's message, else 'Please try again'. */
export const UPDATE_FAILED = 'Update failed'
export const UPDATE_FAILED_FALLBACK = 'Please try again'

/** The referrer's actions on the received list: answer a pending request, and open one (marks it viewed). */
export function useReferralActions(userId: string) {
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const [busyId, setBusyId] = useState<string | null>(null)
  const opened = useRef(new Set<string>())
  const receivedUrl = referralListUrl(userId, 'received')

  const patchReceived = useCallback(
    (id: string, change: (referral: ReferralAnswer) => ReferralAnswer) =>
      mutate<ReferralAnswer[]>(
        receivedUrl,
        (list) => list?.map((referral) => (referral.id === id ? change(referral) : referral)),
        { revalidate: false }
      ),
    [mutate, receivedUrl]
  )

  const answer = useCallback(
    async (referral: ReferralAnswer, status: ReferralAnswerStatus) => {
      setBusyId(referral.id)
      try {
        const updated = await answerReferral(referral.id, status)
        await patchReceived(referral.id, (current) => ({
          ...current,
          ...(updated && updated.id === referral.id ? updated : {}),
          status,
          isViewed: true,
        }))
        toast({ title: REFERRAL_MESSAGES.responseRecorded, variant: 'success' })
        // An acceptance moves the reader's count and perhaps a tier.
        if (status === 'accepted') void mutate(REWARDS_URL)
      } catch (error) {
        toast({
          title: UPDATE_FAILED,
          description: referralErrorMessage(error) ?? UPDATE_FAILED_FALLBACK,
          variant: 'error',
        })
        // Already answered (409) or gone (404): show what the server has now.
        if (isApiError(error) && (error.status === 409 || error.status === 404)) void mutate(receivedUrl)
      } finally {
        setBusyId(null)
      }
    },
    [mutate, patchReceived, receivedUrl, toast]
  )

  const open = useCallback(
    (referral: ReferralAnswer) => {
      if (referral.isViewed || opened.current.has(referral.id)) return
      opened.current.add(referral.id)
      openReferral(referral.id).then(
        () => void patchReceived(referral.id, (current) => ({ ...current, isViewed: true })),
        // Marking viewed is a courtesy to the candidate: a failure is retried on the next opening.
        () => opened.current.delete(referral.id)
      )
    },
    [patchReceived]
  )

  return { answer, open, busyId }
}
