import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadFailedOffline, OfflineFallback } from './offline-fallback'

describe('loadFailedOffline', () => {
  it('is a failed load while offline, or a request that never reached the server', () => {
    expect(loadFailedOffline(undefined, false)).toBe(false)
    expect(loadFailedOffline(new Error('500: boom'), true)).toBe(false)
    expect(loadFailedOffline(new Error('500: boom'), false)).toBe(true)
    expect(loadFailedOffline(new TypeError('Failed to fetch'), true)).toBe(true)
  })
})

describe('OfflineFallback', () => {
  afterEach(() => vi.restoreAllMocks())

  it("shows the area's own error online and the offline state instead while offline", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(
      <OfflineFallback error={new Error('503: unavailable')}>
        <p>Failed to load jobs</p>
      </OfflineFallback>
    )
    expect(screen.getByText('Failed to load jobs')).toBeTruthy()
    expect(screen.queryByTestId('offline-fallback')).toBeNull()

    onLine.mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.queryByText('Failed to load jobs')).toBeNull()
    expect((await screen.findByTestId('offline-fallback')).textContent).toBe(
      "Not kept on this deviceYou're offline. This loads when you're back online."
    )
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Not kept on this device')
  })

  it('shows the offline state for a request that never reached the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(
      <OfflineFallback error={new TypeError('Failed to fetch')}>
        <p>Please refresh the page</p>
      </OfflineFallback>
    )
    expect(screen.queryByText('Please refresh the page')).toBeNull()
    expect(await screen.findByTestId('offline-fallback')).toBeTruthy()
  })

  it('loads again when the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const retry = vi.fn()
    render(
      <OfflineFallback error={new TypeError('Failed to fetch')} retry={retry}>
        <p>Failed to load jobs</p>
      </OfflineFallback>
    )
    await screen.findByTestId('offline-fallback')
    expect(retry).not.toHaveBeenCalled()
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('does not retry an error of the server when the connection comes back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const retry = vi.fn()
    render(
      <OfflineFallback error={new Error('500: boom')} retry={retry}>
        <p>Failed to load jobs</p>
      </OfflineFallback>
    )
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(retry).not.toHaveBeenCalled()
  })
})
