import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSearch } from './search'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
)

describe('useSearch', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs only for a non-empty trimmed query, and reuses an answer within 5 minutes', async () => {
    const body = {
      jobs: [],
      companies: [],
      users: [{ id: 'u1', name: 'Ada', profileImage: null, userType: 'candidate' }],
    }
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)

    const blank = renderHook(() => useSearch('   '), { wrapper })
    expect(blank.result.current.data).toBeUndefined()
    expect(fetchMock).not.toHaveBeenCalled()

    const { result, rerender } = renderHook(({ query }) => useSearch(query), {
      wrapper,
      initialProps: { query: ' ada ' },
    })
    await waitFor(() => expect(result.current.data?.users[0]?.name).toBe('Ada'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/search?q=ada')
    rerender({ query: 'ada' })
    rerender({ query: 'ad' })
    rerender({ query: 'ada' })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.data?.users).toHaveLength(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
