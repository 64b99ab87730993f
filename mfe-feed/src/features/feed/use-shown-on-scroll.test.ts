import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useShownOnScroll } from './use-shown-on-scroll'

describe('useShownOnScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // Idle moments, 50 ms apart.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50))
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  const idle = () => act(async () => void (await vi.advanceTimersByTimeAsync(50)))

  it('renders the first screen’s three posts, then one more in each idle moment', async () => {
    const hook = renderHook(({ count }) => useShownOnScroll(count), { initialProps: { count: 10 } })
    expect(hook.result.current.shown).toBe(3)
    for (const expected of [4, 5, 6, 7, 8, 9, 10, 10]) {
      await idle()
      expect(hook.result.current.shown).toBe(expected)
    }
  })

  it('three more at once when the reader comes near the end', async () => {
    const hook = renderHook(({ count }) => useShownOnScroll(count), { initialProps: { count: 10 } })
    await act(async () => hook.result.current.showMore())
    expect(hook.result.current.shown).toBe(6)
    await act(async () => hook.result.current.showMore())
    expect(hook.result.current.shown).toBe(9)
    await idle()
    expect(hook.result.current.shown).toBe(10)
  })

  it('a short page renders whole at once, and nothing waits for idle moments', async () => {
    const hook = renderHook(() => useShownOnScroll(2))
    expect(hook.result.current.shown).toBe(2)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('the next page shows as far as the reader has come, then fills in the same way', async () => {
    const hook = renderHook(({ count }) => useShownOnScroll(count), { initialProps: { count: 4 } })
    await act(async () => hook.result.current.showMore())
    expect(hook.result.current.shown).toBe(4)
    hook.rerender({ count: 14 })
    // The reader had come past the short page (6 of 4): six show, then one more per idle moment.
    expect(hook.result.current.shown).toBe(6)
    await idle()
    expect(hook.result.current.shown).toBe(7)
  })

  it('without requestIdleCallback the rest follows in timer tasks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const hook = renderHook(() => useShownOnScroll(5))
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)))
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)))
    expect(hook.result.current.shown).toBe(5)
  })
})
