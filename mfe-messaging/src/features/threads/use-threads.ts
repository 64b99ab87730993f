import type { ThreadAnswer } from '@hireloop/backend/api-types/messaging'
import { MESSAGING_POLLING_MS } from '@hireloop/backend/messaging-constants'
import { useCursorList, useLiveEvent, useToast } from '@hireloop/shared-ui'
import { fetchThreadsPage } from '@hireloop/shared-ui/helpers'
import { loadFailedOffline } from '@hireloop/shared-ui/offline'
import { useCallback, useEffect } from 'react'
import type { MessageEvent, ReadEvent } from './live-events'
import { usePollWhenOffline } from './use-poll'

/** Conversations read per page of the list. */
const THREADS_PAGE_SIZE = 20

/**
 * The thread list of one filter (inbox or archived), newest activity first. Pushed messages move their thread to the
 * top with its new unread count; while the stream is down the list is reloaded every 30 s.
 */
export function useThreads(archived: boolean, openThreadId: string | null, userId: string | null) {
  const { toast } = useToast()
  const fetchPage = useCallback(
    (cursor: string | null) =>
      fetchThreadsPage({ archived, cursor, limit: THREADS_PAGE_SIZE }).then((page) => ({
        items: page.threads,
        nextCursor: page.nextCursor,
        hasMore: page.hasMore,
      })),
    [archived]
  )
  const list = useCursorList<ThreadAnswer>(`threads?archived=${archived}`, fetchPage)

  // Offline, the list shows the shared offline state instead (messages-page.tsx): no toast asks for a refresh.
  const failedFirst = list.error?.kind === 'first' && !loadFailedOffline(list.error.error, navigator.onLine)
  useEffect(() => {
    if (failedFirst)
      toast({ title: 'Failed to load conversations', description: 'Please refresh the page', variant: 'error' })
  }, [failedFirst, toast])

  usePollWhenOffline(list.refresh, MESSAGING_POLLING_MS.threadList)

  const { prepend, remove, update } = list
  useLiveEvent<MessageEvent>('message', ({ thread }) => {
    if (thread.isArchived !== archived) {
      remove(thread.id)
      return
    }
    // The open thread is being read: its new messages are marked read as they arrive.
    prepend(thread.id === openThreadId ? { ...thread, unreadCount: 0 } : thread)
  })
  useLiveEvent<ReadEvent>('read', ({ threadId, readerId }) => {
    update(threadId, (thread) => {
      if (readerId === userId) return { ...thread, unreadCount: 0 }
      const last = thread.lastMessage
      if (!last || last.readBy.includes(readerId)) return thread
      return { ...thread, lastMessage: { ...last, readBy: [...last.readBy, readerId] } }
    })
  })

  return list
}
