import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../testing/render-app'
import { blockUser } from './block-user'
import { BLOCKED_USERS_KEY, useBlockedUsers } from './get-blocked-users'
import { unblockUser } from './unblock-user'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('blocks', () => {
  it('blocks and unblocks a member by id', async () => {
    const { calls } = fakeServer({
      'POST /api/users/u%2F1/block': { message: 'Blocked' },
      'DELETE /api/users/u%2F1/block': { message: 'Unblocked' },
    })
    await expect(blockUser('u/1')).resolves.toEqual({ message: 'Blocked' })
    await expect(unblockUser('u/1')).resolves.toEqual({ message: 'Unblocked' })
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/users/u%2F1/block',
      'DELETE /api/users/u%2F1/block',
    ])
  })

  it('reads the blocked members under one key, and not at all when disabled', async () => {
    const blocked = { blocked: [{ id: 'u1', name: 'Ada' }] }
    const { calls } = fakeServer({ 'GET /api/user/blocks': blocked })
    expect(BLOCKED_USERS_KEY).toBe('/api/user/blocks')
    const off = renderHook(() => useBlockedUsers(false), { wrapper })
    expect(off.result.current.data).toBeUndefined()
    expect(calls).toEqual([])
    const on = renderHook(() => useBlockedUsers(), { wrapper })
    await waitFor(() => expect(on.result.current.data).toEqual(blocked))
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/user/blocks'])
  })
})
