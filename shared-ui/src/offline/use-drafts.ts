import { useEffect, useRef, useState } from 'react'
import { listDrafts, onOutboxChange, sendWaitingDrafts } from './outbox'
import type { Draft, DraftKind } from './outbox-request'

/** As `useDrafts`' target: the member's drafts of that kind for every target (a list of jobs, each maybe waited for). */
export const EVERY_TARGET = '*'

/**
 * The member's drafts of one kind for `target` (or EVERY_TARGET) waiting on this device, kept current as drafts are written, edited,
 * discarded or sent (from this page, another tab or the service worker). Back online, the waiting drafts are sent.
 * `onSent` receives the server's answer to each of these drafts once it is delivered (undefined when an earlier
 * version of an edited draft was the one that arrived).
 */
export function useDrafts(
  kind: DraftKind,
  target: string | typeof EVERY_TARGET | null,
  memberId: string | null,
  onSent?: (answer: unknown, draft: Draft) => void
): Draft[] {
  const [drafts, setDrafts] = useState<Draft[]>([])
  const known = useRef(new Map<string, Draft>())
  const onSentRef = useRef(onSent)
  useEffect(() => {
    onSentRef.current = onSent
  })
  useEffect(() => {
    if (!memberId || target === null) return undefined
    let active = true
    const load = () => {
      listDrafts(memberId, target === EVERY_TARGET ? undefined : target)
        .then((found) => {
          if (!active) return
          const mine = found.filter((draft) => draft.kind === kind)
          for (const draft of mine) known.current.set(draft.id, draft)
          setDrafts(mine)
        })
        .catch(() => {
          // No outbox on this device (storage blocked): nothing waits.
        })
    }
    load()
    // The service worker also sends them (Background Sync, or the next start).
    const send = () => {
      sendWaitingDrafts().catch(() => {
        // The outbox could not be opened: the next start or sync tries again.
      })
    }
    window.addEventListener('online', send)
    const stop = onOutboxChange((event) => {
      if (event.type === 'sent') {
        const draft = known.current.get(event.id)
        if (draft) {
          known.current.delete(event.id)
          onSentRef.current?.(event.answer, draft)
        }
      }
      load()
    })
    return () => {
      active = false
      window.removeEventListener('online', send)
      stop()
    }
  }, [kind, target, memberId])
  return memberId && target !== null ? drafts : []
}
