import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Keeps the keyboard focus in a list whose focused item leaves it (a card moved out of its tab): focus goes to the
 * item now at that place (or the last one), never to the top of the page. Only a focus lost with its element moves;
 * a member who clicked elsewhere keeps what they chose.
 */
export function useFocusKeptInList(listRef: RefObject<HTMLElement | null>, items: unknown) {
  const focused = useRef<{ element: Element; index: number } | null>(null)
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const remember = (event: FocusEvent) => {
      const item = (event.target as Element).closest('li')
      if (item?.parentElement !== list) return
      focused.current = { element: event.target as Element, index: Array.from(list.children).indexOf(item) }
    }
    list.addEventListener('focusin', remember)
    return () => list.removeEventListener('focusin', remember)
  })
  useLayoutEffect(() => {
    const list = listRef.current
    const last = focused.current
    if (!list || !last || last.element.isConnected) return
    focused.current = null
    if (document.activeElement && document.activeElement !== document.body) return
    const item = list.children[Math.min(last.index, list.children.length - 1)]
    item?.querySelector<HTMLElement>('button, a[href]')?.focus()
  }, [listRef, items])
}
