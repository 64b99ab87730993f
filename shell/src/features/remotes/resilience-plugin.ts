import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

export const MANIFEST_TIMEOUT_MS = 10_000
export const SCRIPT_TIMEOUT_MS = 8_000

/** What loadRemote resolves to when a remote failed to load; the area loader turns it into an error. */
export const REMOTE_LOAD_FAILED = Object.freeze({ __remoteLoadFailed: true as const })

export function isRemoteLoadFailure(value: unknown): boolean {
  return value === REMOTE_LOAD_FAILED
}

function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException('Manifest request timed out', 'TimeoutError')),
    timeoutMs
  )
  init.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason))
  return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer))
}

/**
 * Keeps one broken or slow remote from hanging the page:
 * - manifests are fetched with a timeout (the runtime's own fetch has none);
 * - remote entry scripts get a shorter timeout than the 20 s default, and crossorigin="anonymous" so the service
 *   worker caches them as non-opaque responses;
 * - a failure while loading a module resolves to a marker the shell shows as "This area could not be loaded".
 *   Only the 'onLoad' lifecycle gets it: a value returned for a failed manifest would be cached as the manifest.
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hireloop-shell-resilience',
    fetch(url, init) {
      return fetchWithTimeout(url, init ?? {}, MANIFEST_TIMEOUT_MS)
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script')
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript'
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value)
        else if (name !== 'type' && value !== undefined && value !== null) script.setAttribute(name, String(value))
      }
      script.crossOrigin = 'anonymous'
      script.src = url
      return { script, timeout: SCRIPT_TIMEOUT_MS }
    },
    errorLoadRemote({ lifecycle }) {
      return lifecycle === 'onLoad' ? REMOTE_LOAD_FAILED : undefined
    },
  }
}
