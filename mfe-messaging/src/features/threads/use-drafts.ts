import type { MessageAnswer } from '@hireloop/backend/api-types/messaging'
import { listDrafts, onOutboxChange, sendWaitingDrafts, type Draft } from '@hireloop/shared-ui/offline'
import { useEffect, useRef, useState } from 'react'

/** A message draft's text (its body is the JSON sent: `{ content }`). */
export function draftContent(draft: Draft): string {
  try {
    const body = JSON.parse(draft.body) as { content?: unknown }
    return typeof body.content === 'string' ? body.content : ''
  } catch {
    return ''
  }
}

function isMessage(answer: unknown, threadId: string): answer is MessageAnswer {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as MessageAnswer).id === 'string' &&
    (answer as MessageAnswer).threadId === threadId
  )
}

/**
 * The member's messages waiting on this device for the thread (written offline), kept current as drafts are
 * written, edited, discarded or sent (from this page, another tab or the service worker). `onSent` receives each
 * delivered message of the thread, to show it in place of its draft.
 */
export function useThreadDrafts(
  threadId: string,
  userId: string | null,
  onSent: (message: MessageAnswer | null) => void
): Draft[] {
  const [drafts, setDrafts] = useState<Draft[]>([])
  const onSentRef = useRef(onSent)
  useEffect(() => {
    onSentRef.current = onSent
  })
  useEffect(() => {
    if (!userId) return undefined
    let active = true
    const load = () => {
      listDrafts(userId, threadId)
        .then((found) => {
          if (active) setDrafts(found)
        })
        .catch(() => {
          // No outbox on this device (storage blocked): nothing waits.
        })
    }
    load()
    // Back online, the drafts go (the service worker also sends them: Background Sync, or the next start).
    const send = () => {
      sendWaitingDrafts().catch(() => {
        // The outbox could not be opened: the next start or sync tries again.
      })
    }
    window.addEventListener('online', send)
    const stop = onOutboxChange((event) => {
      if (event.type === 'sent') {
        if (isMessage(event.answer, threadId)) onSentRef.current(event.answer)
        else if (event.answer === undefined) onSentRef.current(null)
      }
      load()
    })
    return () => {
      active = false
      window.removeEventListener('online', send)
      stop()
    }
  }, [threadId, userId])
  return drafts
}
