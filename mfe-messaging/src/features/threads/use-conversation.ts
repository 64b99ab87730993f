import type { MessageAnswer } from '@hireloop/backend/api-types/messaging'
import { MESSAGING_MESSAGES, MESSAGING_POLLING_MS } from '@hireloop/backend/messaging-constants'
import { errorMessage, isApiError, UNREAD_MESSAGES_KEY, useLiveEvent, useToast } from '@hireloop/shared-ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { fetchMessagesPage } from '../../api/threads/get-messages'
import { markThreadRead } from '../../api/threads/mark-thread-read'
import { threadUrl } from '../../api/threads/thread-url'
import { sendOrKeep, useDrafts } from '@hireloop/shared-ui/offline'
import type { MessageEvent, ReadEvent } from './live-events'
import { usePollWhenOffline } from './use-poll'

interface ConversationState {
  threadId: string
  messages: MessageAnswer[]
  /** The cursor of the page before the oldest message shown. */
  olderCursor: string | null
  hasOlder: boolean
  isLoading: boolean
  isLoadingOlder: boolean
  failed: boolean
  /** The thread is not the user's (404: unknown, deleted for them, never theirs, or not an id at all). */
  missing: boolean
  /**
   * The server refused a message because one of the two blocked the other (its words never say which): nothing
   * more can be sent until the block is lifted.
   */
  refused: boolean
}

function isMessage(answer: unknown, threadId: string): answer is MessageAnswer {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as MessageAnswer).id === 'string' &&
    (answer as MessageAnswer).threadId === threadId
  )
}

/** A 403 with the blocked pair's words (a restricted account's 403 says something else). */
function isBlockedRefusal(error: unknown) {
  return (
    isApiError(error) &&
    error.status === 403 &&
    !error.restricted &&
    error.data?.error === MESSAGING_MESSAGES.cannotMessageUser
  )
}

const initial = (threadId: string): ConversationState => ({
  threadId,
  messages: [],
  olderCursor: null,
  hasOlder: false,
  isLoading: true,
  isLoadingOlder: false,
  failed: false,
  missing: false,
  refused: false,
})

/** Adds or replaces messages by id (a later copy carries newer readBy), oldest first. */
export function mergeMessages(existing: MessageAnswer[], incoming: MessageAnswer[]): MessageAnswer[] {
  if (incoming.length === 0) return existing
  const byId = new Map(existing.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}

export interface ConversationCallbacks {
  /** The thread was marked read for the user. */
  onRead: (threadId: string) => void
  /** The user's message was stored. */
  onSent: (message: MessageAnswer) => void
}

/**
 * The messages of the open thread: the latest page, older pages on demand, new ones pushed live (or polled every 5 s
 * while the stream is down). Opening the thread, and each message arriving while it is open, marks it read.
 */
export function useConversation(threadId: string, userId: string | null, callbacks: ConversationCallbacks) {
  // The view is keyed by thread: another thread mounts a fresh conversation.
  const [current, setState] = useState(() => initial(threadId))
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const callbacksRef = useRef(callbacks)
  useEffect(() => {
    callbacksRef.current = callbacks
  })
  const stateRef = useRef(current)
  useEffect(() => {
    stateRef.current = current
  })

  const change = useCallback(
    (update: (state: ConversationState) => ConversationState) =>
      setState((previous) => (previous.threadId === threadId ? update(previous) : previous)),
    [threadId]
  )

  // A thread is read when someone can see it: while the page is hidden (another tab, a locked phone) arrivals stay
  // unread, so the sender sees no "Seen", the badge counts them and the push goes out, until the page shows again.
  const readWhenShown = useRef(false)
  const markRead = useCallback(() => {
    if (document.visibilityState === 'hidden') {
      readWhenShown.current = true
      return
    }
    readWhenShown.current = false
    markThreadRead(threadId)
      .then(() => {
        callbacksRef.current.onRead(threadId)
        // The shell's Messages badge reads this key.
        void mutate(UNREAD_MESSAGES_KEY)
      })
      .catch(() => {
        // Marking read again happens on the next open or message; nothing to tell the user.
      })
  }, [threadId, mutate])

  useEffect(() => {
    let active = true
    const load = () =>
      fetchMessagesPage(threadId, null)
        .then((page) => {
          if (!active) return
          change((previous) => ({
            ...previous,
            messages: mergeMessages(previous.messages, page.messages),
            olderCursor: page.nextCursor,
            hasOlder: page.hasMore && Boolean(page.nextCursor),
            isLoading: false,
            failed: false,
          }))
        })
        .catch((error: unknown) => {
          if (!active) return
          const missing = isApiError(error) && error.status === 404
          change((previous) => ({ ...previous, isLoading: false, failed: true, missing }))
        })
    markRead()
    void load()
    // A conversation that could not load offline loads when the connection returns.
    const retry = () => {
      if (!stateRef.current.failed || stateRef.current.missing) return
      markRead()
      void load()
    }
    window.addEventListener('online', retry)
    return () => {
      active = false
      window.removeEventListener('online', retry)
    }
  }, [threadId, change, markRead])

  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible' && readWhenShown.current) markRead()
    }
    document.addEventListener('visibilitychange', shown)
    return () => document.removeEventListener('visibilitychange', shown)
  }, [markRead])

  const loadOlder = useCallback(() => {
    const { olderCursor, hasOlder, isLoadingOlder } = stateRef.current
    if (!olderCursor || !hasOlder || isLoadingOlder) return
    change((previous) => ({ ...previous, isLoadingOlder: true }))
    fetchMessagesPage(threadId, olderCursor)
      .then((page) =>
        change((previous) => ({
          ...previous,
          messages: mergeMessages(previous.messages, page.messages),
          olderCursor: page.nextCursor,
          hasOlder: page.hasMore && Boolean(page.nextCursor),
          isLoadingOlder: false,
        }))
      )
      .catch(() => {
        change((previous) => ({ ...previous, isLoadingOlder: false }))
        toast({ title: 'Failed to load messages', description: 'Please try again.', variant: 'error' })
      })
  }, [threadId, change, toast])

  /** Takes messages that arrived (pushed or polled); marks the thread read if someone else wrote one. */
  const receive = useCallback(
    (incoming: MessageAnswer[]) => {
      const known = new Set(stateRef.current.messages.map((message) => message.id))
      const fresh = incoming.filter((message) => !known.has(message.id))
      change((previous) => ({ ...previous, messages: mergeMessages(previous.messages, incoming) }))
      if (fresh.some((message) => message.senderId !== userId)) markRead()
    },
    [change, markRead, userId]
  )

  const poll = useCallback(() => {
    if (stateRef.current.isLoading || stateRef.current.missing) return
    fetchMessagesPage(threadId, null)
      .then((page) => receive(page.messages))
      .catch(() => {
        // The next poll tries again.
      })
  }, [threadId, receive])
  usePollWhenOffline(poll, MESSAGING_POLLING_MS.openThread)

  useLiveEvent<MessageEvent>('message', ({ message }) => {
    if (message.threadId === threadId) receive([message])
  })
  useLiveEvent<ReadEvent>('read', ({ threadId: readThreadId, readerId, readAt }) => {
    if (readThreadId !== threadId || readerId === userId) return
    const until = Date.parse(readAt)
    change((previous) => ({
      ...previous,
      messages: previous.messages.map((message) =>
        message.readBy.includes(readerId) || Date.parse(message.createdAt) > until
          ? message
          : { ...message, readBy: [...message.readBy, readerId] }
      ),
    }))
  })

  const delivered = useCallback(
    (message: MessageAnswer) => {
      change((previous) => ({ ...previous, messages: mergeMessages(previous.messages, [message]) }))
      callbacksRef.current.onSent(message)
      void mutate(UNREAD_MESSAGES_KEY)
    },
    [change, mutate]
  )

  // Messages written offline wait on the device; each one delivered joins the conversation (when an earlier version
  // of an edited one arrived, the server's copy of the thread says which).
  const drafts = useDrafts('message', threadId, userId, (answer) => {
    if (isMessage(answer, threadId)) delivered(answer)
    else if (answer === undefined) poll()
  })

  /**
   * Sends the text, or keeps it on the device to send when the connection returns (offline, or no answer); false
   * (and the failure toast) when the server refused it, so the input keeps the text.
   */
  const send = useCallback(
    async (content: string): Promise<boolean> => {
      try {
        if (!userId) throw new Error('Not signed in')
        const result = await sendOrKeep({
          kind: 'message',
          memberId: userId,
          target: threadId,
          url: `${threadUrl(threadId)}/messages`,
          payload: { content },
        })
        if (result.sent) delivered(result.answer as MessageAnswer)
        return true
      } catch (error) {
        if (isBlockedRefusal(error)) change((previous) => ({ ...previous, refused: true }))
        toast({
          title: 'Failed to send message',
          description: errorMessage(error, 'Please try again.'),
          variant: 'error',
        })
        return false
      }
    },
    [threadId, userId, delivered, toast, change]
  )

  /** After the member lifted their block: sending is tried again (a block by the other is refused again). */
  const allowSending = useCallback(() => change((previous) => ({ ...previous, refused: false })), [change])

  return { ...current, drafts, loadOlder, send, allowSending }
}
