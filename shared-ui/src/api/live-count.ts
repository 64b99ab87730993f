import { useEffect, useRef } from 'react'
import type { KeyedMutator } from 'swr'
import { useLiveConnected, useLiveEvent, type LiveEventBase } from '../live/live-bus'
import type { MISSING } from './optional-endpoint'
import type { UnreadCountResponse } from './types'

type CountData = UnreadCountResponse | null | typeof MISSING

/**
 * Keeps an unread-count badge current from the live stream (issue 12): each `eventType` event carries the new count
 * and replaces the cached answer of the badge's SWR key (every badge on the page reads the same key), and after the
 * stream comes back, one fetch catches up on what was pushed while it was down. (The caller polls only while
 * `useLiveConnected()` is false.)
 */
export function useLiveCount(eventType: string, enabled: boolean, mutate: KeyedMutator<CountData>): void {
  const connected = useLiveConnected()
  useLiveEvent<LiveEventBase & { unreadCount?: unknown }>(eventType, (event) => {
    const count = event.unreadCount
    if (!enabled || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return
    void mutate({ unreadCount: count }, { revalidate: false })
  })

  const wasConnected = useRef(connected)
  useEffect(() => {
    if (connected && !wasConnected.current && enabled) void mutate()
    wasConnected.current = connected
  }, [connected, enabled, mutate])
}
