/*
| Test helpers for the remotes' vitest suites (never imported by app code): a fake
| server over fetch and a render inside a memory router with a fresh SWR cache.
| Imported as @hireloop/shared-ui/testing.
*/
import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { expect, vi } from 'vitest'
import { useLayoutEffect, type ReactNode } from 'react'

export interface FakeCall {
  method: string
  url: string
  body: unknown
}

type Handler = (call: FakeCall) => unknown

/** A fetch answering by "METHOD /path" (query ignored); an Error answer becomes that status, a missing route a 404. */
export function fakeServer(routes: Record<string, Handler | unknown>) {
  const calls: FakeCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body
    const call = { method, url, body }
    calls.push(call)
    const path = url.split('?')[0]
    const route = routes[`${method} ${path}`]
    if (route === undefined) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })
    // A handler may answer later (a promise), to hold a request in flight.
    const answer: unknown = await (typeof route === 'function' ? (route as Handler)(call) : route)
    if (answer instanceof Response) return answer
    return new Response(answer === null ? '' : JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'XSRF-TOKEN=test-token'
  return { calls, fetchMock }
}

export function errorAnswer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

let currentLocation = ''
let currentState: unknown = null
/** Records the router's address and its entry's state after each commit, for locationNow() and locationStateNow(). */
function LocationProbe() {
  const { pathname, search, state } = useLocation()
  useLayoutEffect(() => {
    currentLocation = `${pathname}${search}`
    currentState = state
  }, [pathname, search, state])
  return null
}
export const locationNow = () => currentLocation
export const locationStateNow = () => currentState

/** Renders inside a router at `path` with a fresh SWR cache. */
export function renderAt(path: string, ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>
  )
}

/**
 * Resolves once the dialog (the one named, or any) has gone and, with no dialog left, the page behind is readable again:
 * MUI lifts the aria-hidden it put on the page in an effect that runs after the dialog left the DOM, and a role query
 * made between the two finds nothing.
 */
export async function dialogClosed(name?: string | RegExp) {
  await waitFor(() => {
    expect(screen.queryAllByRole('dialog', { name, hidden: true })).toHaveLength(0)
    if (screen.queryAllByRole('dialog', { hidden: true }).length > 0) return
    expect(document.body.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(0)
  })
}
