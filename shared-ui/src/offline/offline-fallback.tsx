import type { ReactNode } from 'react'
import { EmptyState } from '../components/empty-state/empty-state'
import { useOnline } from '../components/offline-notice/offline-notice'

/** A load that failed because the device is offline: the request never reached the server, or the browser says so. */
export function loadFailedOffline(error: unknown, online: boolean) {
  if (!error) return false
  return !online || error instanceof TypeError
}

/** Whether `error` (a failed load) comes from being offline; follows the connection as it comes and goes. */
export function useLoadFailedOffline(error: unknown) {
  return loadFailedOffline(error, useOnline())
}

export const OFFLINE_FALLBACK_TEXT = {
  title: 'Not kept on this device',
  description: "You're offline. This loads when you're back online.",
} as const

/**
 * Every area's one offline state for a load that failed: when `error` comes from being offline it replaces the
 * area's own load error (its children), which would otherwise ask to refresh a page that cannot load.
 */
export function OfflineFallback({ error, children }: { error: unknown; children: ReactNode }) {
  const offline = useLoadFailedOffline(error)
  if (!offline) return children
  return (
    <EmptyState
      testId="offline-fallback"
      title={OFFLINE_FALLBACK_TEXT.title}
      description={OFFLINE_FALLBACK_TEXT.description}
    />
  )
}
