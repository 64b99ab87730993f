import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPwa } from './start-pwa'
import { resetReadyState, setReadyState } from '../../test/ready-state'

describe('the PWA start-up', () => {
  afterEach(() => {
    resetReadyState()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('asks for notification permission when undecided, not before the page has loaded', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0))
    const requestPermission = vi.fn(async () => 'denied')
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    setReadyState('loading')
    startPwa()
    await vi.advanceTimersByTimeAsync(100)
    expect(requestPermission).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(0)
    expect(requestPermission).toHaveBeenCalledTimes(1)
  })

  it('does not ask again once the user has decided', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0))
    const requestPermission = vi.fn(async () => 'granted')
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission })
    setReadyState('complete')
    startPwa()
    await vi.advanceTimersByTimeAsync(0)
    expect(requestPermission).not.toHaveBeenCalled()
  })
})
