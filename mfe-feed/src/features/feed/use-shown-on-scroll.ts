import { startTransition, useCallback, useEffect, useState } from 'react'

/**
 * The posts a phone's first screen can show, and how many more render at once when the reader comes near the end of
 * what is rendered. A page of posts (ten) arrives whole; the first three render at once, the others one at a time
 * whenever the browser is idle (each a short task of its own, in a transition), or three at once when the reader comes
 * near the end (the feed's sentinel, which loads the next page once every loaded post is shown). Rendering the other
 * seven in three steps one after another made tasks of 55–175 ms under Lighthouse's 4× slowdown (render, commit and
 * layout of three posts), counted in the first screen's blocking time.
 */
export const FIRST_SCREEN_POSTS = 3
export const POSTS_PER_STEP = 3

const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work)
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 0)
  return () => clearTimeout(handle)
}

/** How many of the `count` loaded posts to render, and the function that shows the next three (the sentinel's). */
export function useShownOnScroll(count: number): { shown: number; showMore: () => void } {
  const [shown, setShown] = useState(FIRST_SCREEN_POSTS)
  const showMore = useCallback(() => startTransition(() => setShown((current) => current + POSTS_PER_STEP)), [])
  const behind = shown < count
  useEffect(() => {
    if (!behind) return undefined
    return whenIdle(() => startTransition(() => setShown((current) => current + 1)))
  }, [behind, shown])
  return { shown: Math.min(shown, count), showMore }
}
