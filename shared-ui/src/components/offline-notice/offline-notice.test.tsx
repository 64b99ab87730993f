import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineNotice } from './offline-notice'

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks())

  it('appears while the device is offline and goes when the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(<OfflineNotice />)
    expect(screen.queryByRole('status')).toBeNull()

    onLine.mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. You stay signed in; what this device has kept is shown, the rest loads when you're back online."
    )

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByRole('status')).toBeNull()
  })
})
