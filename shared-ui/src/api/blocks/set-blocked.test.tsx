import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, fakeServer } from '../../testing/render-app'
import { useBlockedUsers } from './get-blocked-users'
import { useSetBlocked } from './set-blocked'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

afterEach(() => {
  vi.unstubAllGlobals()
})

const ada = { id: 'u1', name: 'Ada' }
const bo = { id: 'u2', name: 'Bo' }

describe('useSetBlocked', () => {
  it('blocks and unblocks, keeping the list every screen reads in step', async () => {
    let blocked = [bo]
    const { calls } = fakeServer({
      'GET /api/user/blocks': () => ({ blocked }),
      'POST /api/users/u1/block': () => {
        blocked = [ada, ...blocked]
        return { message: 'User blocked' }
      },
      'DELETE /api/users/u1/block': () => {
        blocked = blocked.filter((other) => other.id !== ada.id)
        return { message: 'User unblocked' }
      },
    })
    const { result } = renderHook(() => ({ list: useBlockedUsers(), setBlocked: useSetBlocked() }), { wrapper })
    await waitFor(() => expect(result.current.list.data).toEqual({ blocked: [bo] }))

    await act(async () => {
      await expect(result.current.setBlocked(ada, true)).resolves.toEqual({ message: 'User blocked' })
    })
    expect(result.current.list.data).toEqual({ blocked: [ada, bo] })

    await act(async () => {
      await expect(result.current.setBlocked(ada, false)).resolves.toEqual({ message: 'User unblocked' })
    })
    expect(result.current.list.data).toEqual({ blocked: [bo] })
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/user/blocks',
      'POST /api/users/u1/block',
      'GET /api/user/blocks',
      'DELETE /api/users/u1/block',
      'GET /api/user/blocks',
    ])
  })

  it('leaves the list alone when the server refuses', async () => {
    fakeServer({
      'GET /api/user/blocks': { blocked: [bo] },
      'POST /api/users/u1/block': () => errorAnswer(404, { error: 'User not found' }),
    })
    const { result } = renderHook(() => ({ list: useBlockedUsers(), setBlocked: useSetBlocked() }), { wrapper })
    await waitFor(() => expect(result.current.list.data).toEqual({ blocked: [bo] }))
    await act(async () => {
      await expect(result.current.setBlocked(ada, true)).rejects.toMatchObject({ status: 404 })
    })
    expect(result.current.list.data).toEqual({ blocked: [bo] })
  })
})
