import type { QueueItemAnswer } from '@hireloop/backend/api-types/moderation'
import { errorMessage, isApiError, useToast } from '@hireloop/shared-ui'
import { useCallback, useState } from 'react'
import { useSWRConfig } from 'swr'
import { isModerationKey } from '../../api/moderation/moderation-urls'
import { takeModerationAction, type ModerationActionBody } from '../../api/moderation/take-action'
import { ACTION_TOASTS } from './action-rules'

/** Sends an action, tells the admin how it went (part 2 §8) and refreshes every moderation answer. */
export function useModerationAction() {
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)

  const run = useCallback(
    async (item: QueueItemAnswer, body: ModerationActionBody): Promise<boolean> => {
      setBusy(true)
      try {
        const answer = await takeModerationAction(item.id, body)
        toast({ title: ACTION_TOASTS.success, description: answer?.message || undefined, variant: 'success' })
        void mutate(isModerationKey)
        return true
      } catch (error) {
        toast({
          title: ACTION_TOASTS.failure,
          description: errorMessage(error, ACTION_TOASTS.failureFallback),
          variant: 'error',
        })
        // Decided by someone else (409) or gone (404): the dialog closes and the queue shows what the server has now.
        if (isApiError(error) && (error.status === 409 || error.status === 404)) {
          void mutate(isModerationKey)
          return true
        }
        return false
      } finally {
        setBusy(false)
      }
    },
    [mutate, toast]
  )

  return { run, busy }
}
