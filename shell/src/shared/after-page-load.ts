/**
 * Runs `work` in an idle moment after the page's load event (in the next idle moment if it has loaded), and returns
 * the function that cancels it. For start-up work the first screen does not need: the service worker, the
 * notification permission, the live stream.
 */
export function afterPageLoad(work: () => void): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  const run = () => {
    if (!cancelled) work()
  }
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 2_000 })
      cancelIdle = () => cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(run, 0)
      cancelIdle = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenIdle)
    cancelIdle()
  }
}
