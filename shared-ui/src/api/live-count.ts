import { useEffect, useRef } from 'react'
import type { KeyedMutator } from 'swr'
import { useLiveConnected, useLiveEvent, type LiveEventBase } from '../live/live-bus'
import { pageSingleton } from '../state/page-singleton'
import type { MISSING } from './optional-endpoint'
import type { UnreadCountResponse } from './types'

type CountData = UnreadCountResponse | null | typeof MISSING

/** The SWR keys already fetched again since the live stream last opened (one set per page, any copy of shared-ui). */
const caughtUp = () => pageSingleton('live-caught-up@1', () => new Set<string>())

/**
 * Fetches `key` once more when the live stream opens or comes back, to catch up on what was pushed while it was
 * down (or before it first opened): once per key, however many hooks on the page read it (the tab bar's badge and
 * the feed header's read the same key; each used to fetch it again, so every page load made 2–3 needless requests
 * per count). A hook that sees the stream down forgets the key, so the next opening catches up again.
 */
export function useCatchUpWhenLive(key: string, enabled: boolean, revalidate: () => unknown): void {
  const connected = useLiveConnected()
  const wasConnected = useRef(connected)
  useEffect(() => {
    if (!connected) caughtUp().delete(key)
    else if (!wasConnected.current && enabled && !caughtUp().has(key)) {
      caughtUp().add(key)
      void revalidate()
    }
    wasConnected.current = connected
  }, [key, connected, enabled, revalidate])
}

/**
 * Keeps an unread-count badge current from the live stream: each `eventType` event carries the new count
 * and replaces the cached answer of the badge's SWR key (every badge on the page reads the same key), and after the
 * stream comes back, one fetch catches up on what was pushed while it was down. (The caller polls only while
 * `useLiveConnected()` is false.)
 */
export function useLiveCount(eventType: string, key: string, enabled: boolean, mutate: KeyedMutator<CountData>): void {
  useLiveEvent<LiveEventBase & { unreadCount?: unknown }>(eventType, (event) => {
    const count = event.unreadCount
    if (!enabled || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return
    void mutate({ unreadCount: count }, { revalidate: false })
  })
  useCatchUpWhenLive(key, enabled, mutate)
}
