import { errorMessage, isApiError, useToast } from '@hireloop/shared-ui'
import { startThread } from '@hireloop/shared-ui/helpers'
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { conversationPath } from '../api/messaging/conversation-path'

export const START_CONVERSATION_MESSAGES = {
  started: 'Conversation started',
  failed: 'Failed to start conversation',
} as const

/** The server's word for a refusal (4xx: not linked, blocked, too many new threads), a plain retry hint otherwise. */
function reason(error: unknown): string {
  return isApiError(error) && error.status < 500
    ? errorMessage(error, 'Please try again.')
    : 'Something went wrong. Please try again.'
}

export interface StartConversation {
  /** Starts (or reopens) the conversation with `recipientId` about `jobId`, then opens it on /messages. */
  start: (recipientId: string, jobId: string | null) => Promise<void>
  /** The recipient whose conversation is being opened, if any. */
  pending: string | null
}

/**
 * The ways into a conversation from the jobs area: the dashboard's applicant card and the candidate's
 * application card. A new conversation says 'Conversation started'; an existing one opens without a word. Either way
 * the Messages remote opens it (`/messages?thread={id}`); a refusal says 'Failed to start conversation' with the
 * server's reason and stays put.
 */
export function useStartConversation(): StartConversation {
  const navigate = useNavigate()
  const { toast } = useToast()
  const [pending, setPending] = useState<string | null>(null)
  const running = useRef(false)

  const start = useCallback(
    async (recipientId: string, jobId: string | null) => {
      if (running.current) return
      running.current = true
      setPending(recipientId)
      try {
        const { thread, isExisting } = await startThread(recipientId, jobId)
        if (!isExisting) {
          const name = thread.otherParticipant?.name
          toast({
            title: START_CONVERSATION_MESSAGES.started,
            description: name ? `Say hello to ${name}.` : undefined,
            variant: 'success',
          })
        }
        // The thread goes along, so the conversation has its header even when the list's first page lacks it.
        navigate(conversationPath(thread.id), { state: { thread } })
      } catch (error) {
        toast({ title: START_CONVERSATION_MESSAGES.failed, description: reason(error), variant: 'error' })
      } finally {
        running.current = false
        setPending(null)
      }
    },
    [navigate, toast]
  )

  return { start, pending }
}
