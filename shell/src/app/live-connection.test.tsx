import { act, render, waitFor } from '@testing-library/react'
import { CURRENT_USER_KEY } from '@hireloop/shared-ui'
import { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveConnection } from './live-connection'
import { resetReadyState, setReadyState } from '../test/ready-state'

/** The shell opens the live stream for the signed-in user and closes it on sign-out. */

let me: { id: string; name: string } | null

beforeEach(() => {
  me = { id: 'user-1', name: 'Ada' }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === CURRENT_USER_KEY && me ? Response.json(me) : new Response('{"error":"Unauthorized"}', { status: 401 })
    )
  )
})

afterEach(() => vi.unstubAllGlobals())

function renderShell(start: Parameters<typeof LiveConnection>[0]['start']) {
  const cache: { mutate?: ScopedMutator } = {}
  function CaptureMutate() {
    cache.mutate = useSWRConfig().mutate
    return null
  }
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LiveConnection start={start} />
      <CaptureMutate />
    </SWRConfig>
  )
  // The server's answer changes with the cached one (a sign-in, a sign-out).
  const mutateUser = (user: typeof me) =>
    act(async () => {
      me = user
      await cache.mutate!(CURRENT_USER_KEY, user)
    })
  return { view, mutateUser }
}

describe('LiveConnection', () => {
  it('one connection per signed-in user: a new one when the user changes, none after sign-out', async () => {
    const events: string[] = []
    const start = vi.fn(({ userId }: { userId: string }) => {
      events.push(`start ${userId}`)
      return () => void events.push(`stop ${userId}`)
    })
    const { view, mutateUser } = renderShell(start)
    await waitFor(() => expect(events).toEqual(['start user-1']))

    await mutateUser({ id: 'user-2', name: 'Bo' })
    await waitFor(() => expect(events).toEqual(['start user-1', 'stop user-1', 'start user-2']))

    // Signing out (the cached user becomes null): the stream closes and nothing reopens it.
    await mutateUser(null)
    expect(events).toEqual(['start user-1', 'stop user-1', 'start user-2', 'stop user-2'])
    view.unmount()
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('signed out from the start: no connection; closing the page closes an open one', async () => {
    me = null
    const start = vi.fn(() => () => undefined)
    const { view, mutateUser } = renderShell(start)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(start).not.toHaveBeenCalled()

    const stop = vi.fn()
    start.mockImplementation(() => stop)
    await mutateUser({ id: 'user-3', name: 'Cy' })
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1))
    view.unmount()
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('opens the stream only once the page has loaded, and not at all if the user left before', async () => {
    setReadyState('loading')
    try {
      const start = vi.fn(() => () => undefined)
      const { view } = renderShell(start)
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
      expect(start).not.toHaveBeenCalled()
      window.dispatchEvent(new Event('load'))
      await waitFor(() => expect(start).toHaveBeenCalledTimes(1))
      view.unmount()

      const early = vi.fn(() => () => undefined)
      const left = renderShell(early)
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
      left.view.unmount()
      window.dispatchEvent(new Event('load'))
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
      expect(early).not.toHaveBeenCalled()
    } finally {
      resetReadyState()
    }
  })
})
