import { act, render, screen, waitFor } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { swrConfig } from './swr-config'

function Screen({ read }: { read: () => Promise<string> }) {
  const { data } = useSWR('/api/anything', read)
  return <p>{data ?? 'loading'}</p>
}

describe('swrConfig', () => {
  it('reads a screen again when the connection returns, and not on focus', async () => {
    let answer = 'kept copy'
    const read = vi.fn(async () => answer)
    render(
      // Without the 2 s window in which a reconnect shares the request just made.
      <SWRConfig value={{ ...swrConfig, dedupingInterval: 0, provider: () => new Map() }}>
        <Screen read={read} />
      </SWRConfig>
    )
    await screen.findByText('kept copy')
    expect(read).toHaveBeenCalledTimes(1)

    act(() => {
      window.dispatchEvent(new Event('focus'))
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(read).toHaveBeenCalledTimes(1)

    answer = 'fresh copy'
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await screen.findByText('fresh copy')
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2))
  })
})
