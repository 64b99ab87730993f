import { EmptyState, useOnline } from '@hireloop/shared-ui'
import { useEffect, useRef, type ReactNode } from 'react'

/*
| Part of @hireloop/shared-ui/offline, not of the shared kernel: an area bundles this small piece where it uses it,
| so the first screen does not carry it. What it draws with comes from the kernel (one copy on the page).
*/

/** A load that failed because the device is offline: the request never reached the server, or the browser says so. */
export function loadFailedOffline(error: unknown, online: boolean) {
  return Boolean(error) && (!online || error instanceof TypeError)
}

export const OFFLINE_FALLBACK_TEXT = {
  title: 'Not kept on this device',
  description: "You're offline. This loads when you're back online.",
} as const

/**
 * Every area's one offline state for a load that failed: when `error` comes from being offline it replaces the
 * area's own load error (its children), which would otherwise ask to refresh a page that cannot load. `retry`
 * loads again when the connection returns.
 */
export function OfflineFallback({
  error,
  retry,
  children,
}: {
  error: unknown
  retry?: () => void
  children: ReactNode
}) {
  const offline = loadFailedOffline(error, useOnline())
  const retryRef = useRef(retry)
  useEffect(() => {
    retryRef.current = retry
  })
  useEffect(() => {
    if (!offline) return undefined
    const onOnline = () => retryRef.current?.()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [offline])
  if (!offline) return children
  return (
    <EmptyState
      testId="offline-fallback"
      title={OFFLINE_FALLBACK_TEXT.title}
      description={OFFLINE_FALLBACK_TEXT.description}
    />
  )
}
