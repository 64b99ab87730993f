import { useLayoutEffect, useState, type RefObject } from 'react'

/** What the page keeps below the conversation on a phone: the shell's tab bar (64 px) and the main area's gap. */
export const BELOW_CONVERSATION_PX = 80
/**
 * The least a conversation gets: its header, the message box and a line of messages. More would push the message box
 * under the tab bar on a short viewport (a phone with its keyboard up).
 */
export const MIN_CONVERSATION_PX = 180

/**
 * The height that ends the element `bottomPx` above the bottom of the viewport, from where it starts on the page:
 * whatever stands above it (a notice banner, a title) shortens it, so its last row (the message box) is always on
 * screen. Follows the viewport (rotation, the on-screen keyboard) and what moves it down.
 */
export function useFitHeight(ref: RefObject<HTMLElement | null>, enabled: boolean, bottomPx = BELOW_CONVERSATION_PX) {
  const [height, setHeight] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!enabled || !element) {
      setHeight(null)
      return
    }
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY
      const viewport = window.visualViewport?.height ?? window.innerHeight
      setHeight(Math.max(MIN_CONVERSATION_PX, Math.floor(viewport - top - bottomPx)))
    }
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(document.body)
    window.addEventListener('resize', measure)
    window.visualViewport?.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
      window.visualViewport?.removeEventListener('resize', measure)
    }
  }, [ref, enabled, bottomPx])
  return height
}
