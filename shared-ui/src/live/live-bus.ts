import { useEffect, useRef, useSyncExternalStore } from 'react'
import { pageSingleton } from '../state/page-singleton'

/**
 * The page's one live channel: events the server pushes to the signed-in user (new messages, read
 * receipts, unread counts) reach every area through this bus, whichever copy of shared-ui asks. The connection that
 * feeds it (server-sent events) is started once by the shell; when it is down `connected` is false and areas keep
 * polling at their fallback intervals (part 1 §9).
 *
 * Event shape: `{ type: string, ... }` (the server's LiveEvent, @hireloop/backend/api-types/messaging).
 */
export type LiveEventBase = { type: string } & Record<string, unknown>
type Listener = (event: LiveEventBase) => void

interface LiveBus {
  listeners: Set<Listener>
  statusListeners: Set<() => void>
  connected: boolean
}

const bus = () =>
  pageSingleton<LiveBus>('live-bus@1', () => ({ listeners: new Set(), statusListeners: new Set(), connected: false }))

/** Delivers one pushed event to every subscriber (called by the connection; tests call it directly). */
export function publishLiveEvent(event: LiveEventBase) {
  for (const listener of [...bus().listeners]) listener(event)
}

/** Subscribes to every pushed event; returns the unsubscribe function. */
export function subscribeLive(listener: Listener): () => void {
  bus().listeners.add(listener)
  return () => bus().listeners.delete(listener)
}

/** Set by the connection when the stream opens (true) or drops (false). */
export function setLiveConnected(connected: boolean) {
  const state = bus()
  if (state.connected === connected) return
  state.connected = connected
  for (const listener of [...state.statusListeners]) listener()
}

export function isLiveConnected() {
  return bus().connected
}

function subscribeStatus(listener: () => void) {
  bus().statusListeners.add(listener)
  return () => bus().statusListeners.delete(listener)
}

/** True while the live stream is open: callers poll only when it is false. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeStatus, isLiveConnected, () => false)
}

/** Calls `handler` for each pushed event of `type` while the component is mounted. */
export function useLiveEvent<T extends LiveEventBase = LiveEventBase>(type: string, handler: (event: T) => void) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.type === type) latest.current(event as T)
      }),
    [type]
  )
}
