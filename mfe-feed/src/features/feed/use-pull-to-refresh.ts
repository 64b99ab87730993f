import { useEffect, useLayoutEffect, useRef } from 'react'

const PULL_DISTANCE_PX = 80

/** Pulling the page down from its very top (touch screens) refreshes. */
export function usePullToRefresh(onRefresh: () => void) {
  const refresh = useRef(onRefresh)
  useLayoutEffect(() => {
    refresh.current = onRefresh
  })
  useEffect(() => {
    let startY: number | null = null
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0]!.clientY : null
    }
    const onEnd = (event: TouchEvent) => {
      if (startY === null) return
      const endY = event.changedTouches[0]?.clientY ?? startY
      if (endY - startY > PULL_DISTANCE_PX && window.scrollY <= 0) refresh.current()
      startY = null
    }
    window.addEventListener('touchstart', onStart, { passive: true })
    window.addEventListener('touchend', onEnd, { passive: true })
    return () => {
      window.removeEventListener('touchstart', onStart)
      window.removeEventListener('touchend', onEnd)
    }
  }, [])
}
