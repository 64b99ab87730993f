import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPageLoad } from './after-page-load'
import { resetReadyState, setReadyState } from '../test/ready-state'

describe('afterPageLoad', () => {
  afterEach(() => {
    resetReadyState()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs deferred work only after the page has loaded, in an idle moment', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50))
    setReadyState('loading')
    const work = vi.fn()
    afterPageLoad(work)
    vi.advanceTimersByTime(1_000)
    expect(work).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('load'))
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(50)
    expect(work).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(50)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs it in the next idle moment when the page has loaded already', () => {
    vi.useFakeTimers()
    setReadyState('complete')
    vi.stubGlobal('requestIdleCallback', undefined)
    const work = vi.fn()
    afterPageLoad(work)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50))
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle))
    setReadyState('loading')
    const before = vi.fn()
    afterPageLoad(before)()
    window.dispatchEvent(new Event('load'))
    const after = vi.fn()
    setReadyState('complete')
    const cancel = afterPageLoad(after)
    cancel()
    vi.advanceTimersByTime(100)
    expect(before).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
  })
})
