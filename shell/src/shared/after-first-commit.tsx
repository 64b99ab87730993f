import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children right after its own first commit, as a transition: the parts of a screen that can come a
 * moment later (the tab bar under the first screen) render and commit in a task of their own instead of lengthening
 * the first screen's, the longest task of a cold start. Only this component renders again.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    startTransition(() => setReady(true))
  }, [])
  return ready ? children : null
}
