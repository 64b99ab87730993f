import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useShownInSteps } from './use-shown-in-steps'

/** Renders the hook for `count` posts and returns every value it rendered with, in order, once it has settled. */
async function renders(initialCount: number) {
  const seen: number[] = []
  const hook = renderHook(
    ({ count }) => {
      const shown = useShownInSteps(count)
      seen.push(shown)
      return shown
    },
    { initialProps: { count: initialCount } }
  )
  await act(async () => {})
  return { seen, hook }
}

describe('useShownInSteps', () => {
  it('renders the first screen’s three posts first, then three more per render until the page is shown', async () => {
    const { seen, hook } = await renders(10)
    expect([...new Set(seen)]).toEqual([3, 6, 9, 10])
    expect(hook.result.current).toBe(10)
  })

  it('a short page renders whole at once', async () => {
    const { seen } = await renders(2)
    expect([...new Set(seen)]).toEqual([2])
  })

  it('posts that arrive later (the next page) follow in steps too', async () => {
    const { seen, hook } = await renders(4)
    expect(hook.result.current).toBe(4)
    seen.length = 0
    hook.rerender({ count: 14 })
    await act(async () => {})
    // The state had stepped past the short page (6 of 4), so 6 show at once, then three more per render.
    expect([...new Set(seen)]).toEqual([6, 9, 12, 14])
    expect(hook.result.current).toBe(14)
  })
})
