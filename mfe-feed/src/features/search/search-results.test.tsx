import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import SearchResults from './search-results'

const person = (id: string, name: string) => ({
  id,
  name,
  profileImage: null,
  userType: 'candidate' as const,
  headline: null,
  location: null,
})

describe('SearchResults: people', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks once for everyone's connection status, shows it, and opens the chosen member's profile", async () => {
    const urls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input)
        urls.push(url)
        const body = url.startsWith('/api/search')
          ? { jobs: [], companies: [], users: [person('u2', 'Grace Hopper'), person('u1', 'Ada Lovelace')] }
          : { statuses: { u1: 'connected', u2: 'pending_incoming' }, requestIds: { u1: 'c1', u2: 'c2' } }
        return new Response(JSON.stringify(body), { status: 200 })
      })
    )
    let path = ''
    function Probe() {
      path = useLocation().pathname
      return null
    }
    const onDone = vi.fn()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          {children}
          <Probe />
        </SWRConfig>
      </MemoryRouter>
    )
    render(
      <SearchResults
        id="results"
        query="a"
        activeIndex={-1}
        onOptionCount={() => {}}
        selectRef={{ current: null }}
        onDone={onDone}
      />,
      { wrapper }
    )
    await waitFor(() => expect(screen.getByText('Candidate · Connected')).toBeTruthy())
    expect(screen.getByText('Candidate · Wants to connect')).toBeTruthy()
    expect(urls.filter((url) => url.startsWith('/api/connections/status'))).toEqual([
      '/api/connections/status?userIds=u1,u2',
    ])
    fireEvent.click(screen.getByText('Ada Lovelace'))
    await waitFor(() => expect(path).toBe('/people/u1'))
    expect(onDone).toHaveBeenCalledTimes(1)
  })
})

describe('SearchResults: companies', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('tells two companies of one name apart by their verified mark and location, and opens the company page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              jobs: [],
              users: [],
              companies: [
                { id: 'c1', name: 'Volt Works', description: '', headquarters: 'Boulder, Colorado', verified: true },
                { id: 'c2', name: 'Volt Works', description: '', headquarters: 'Austin, Texas', verified: false },
              ],
            }),
            { status: 200 }
          )
      )
    )
    let path = ''
    function Probe() {
      path = useLocation().pathname
      return null
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          {children}
          <Probe />
        </SWRConfig>
      </MemoryRouter>
    )
    const onDone = vi.fn()
    render(
      <SearchResults
        id="results"
        query="volt"
        activeIndex={-1}
        onOptionCount={() => {}}
        selectRef={{ current: null }}
        onDone={onDone}
      />,
      { wrapper }
    )
    expect(await screen.findByText('Verified · Boulder, Colorado')).toBeTruthy()
    expect(screen.getByText('Austin, Texas')).toBeTruthy()
    fireEvent.click(screen.getByText('Austin, Texas'))
    await waitFor(() => expect(path).toBe('/companies/c2'))
  })
})

describe('SearchResults: a refused query', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("shows the server's message for a query it refuses, and the service's for any other failure", async () => {
    const answer = { status: 422 }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer.status === 422
          ? new Response(
              JSON.stringify({
                error: 'Search query must be at most 100 characters',
                errors: [{ field: 'q', message: 'Search query must be at most 100 characters', rule: 'maxLength' }],
              }),
              { status: 422, headers: { 'content-type': 'application/json' } }
            )
          : new Response(JSON.stringify({ error: 'Server error' }), { status: 500 })
      )
    )
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
      </MemoryRouter>
    )
    const props = {
      id: 'results',
      activeIndex: -1,
      onOptionCount: () => {},
      selectRef: { current: null },
      onDone: () => {},
    }
    const { rerender } = render(<SearchResults {...props} query={'a'.repeat(101)} />, { wrapper })
    expect(await screen.findByText('Search query must be at most 100 characters')).toBeTruthy()
    answer.status = 500
    rerender(<SearchResults {...props} query="volt" />)
    expect(await screen.findByText('Search is not available right now.')).toBeTruthy()
  })
})
