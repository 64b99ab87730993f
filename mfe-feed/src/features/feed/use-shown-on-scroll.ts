import { startTransition, useEffect, useState } from 'react'

/**
 * The posts a phone's first screen can show, and how many more render in each step after it. When a page of posts
 * arrives, the first three render at once and the rest follow three by three, each step a transition of its own
 * started once the previous one is on screen: short tasks (≈ 10 ms of CPU each here) instead of one long render and
 * commit of the whole page, so a phone stays responsive while the feed fills in (issue 9 §5).
 */
export const FIRST_SCREEN_POSTS = 3
export const POSTS_PER_STEP = 3

/** How many of the `count` posts to render now. */
export function useShownInSteps(count: number): number {
  const [shown, setShown] = useState(FIRST_SCREEN_POSTS)
  const behind = shown < count
  useEffect(() => {
    if (behind) startTransition(() => setShown((current) => current + POSTS_PER_STEP))
  }, [behind, shown])
  return Math.min(shown, count)
}
