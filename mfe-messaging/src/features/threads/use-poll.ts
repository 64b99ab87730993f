import { useLiveConnected } from '@hireloop/shared-ui'
import { useEffect, useRef } from 'react'

/**
 * Calls `poll` every `intervalMs` while the live stream is down (part 1 §9 fallback), and once when the stream comes
 * back (what was pushed while it was down is not replayed). Nothing runs while the stream is open.
 */
export function usePollWhenOffline(poll: () => void, intervalMs: number, enabled = true) {
  const connected = useLiveConnected()
  const latest = useRef(poll)
  useEffect(() => {
    latest.current = poll
  })
  const wasConnected = useRef(connected)
  useEffect(() => {
    const reconnected = connected && !wasConnected.current
    wasConnected.current = connected
    if (!enabled) return
    if (reconnected) latest.current()
    if (connected) return
    const timer = setInterval(() => latest.current(), intervalMs)
    return () => clearInterval(timer)
  }, [connected, enabled, intervalMs])
}
