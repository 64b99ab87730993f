import { renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCurrentUser, useCurrentUser } from './get-current-user'
import { forgetLastMember, lastMember } from './last-member'

const ANA = { id: 'user-1', name: 'Ana Silva', email: 'ana@example.com', userType: 'job_seeker' }

function answer(status: number, body: unknown) {
  return new Response(body === null ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('the current user offline', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the member last seen signed in, and answers with them when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, ANA))
    )
    expect(await getCurrentUser('/api/user/me')).toEqual(ANA)
    expect(lastMember()).toEqual(ANA)

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      })
    )
    expect(await getCurrentUser('/api/user/me')).toEqual(ANA)
  })

  it('forgets the member when the server says nobody is signed in, or on sign-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, ANA))
    )
    await getCurrentUser('/api/user/me')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { error: 'Unauthorized' }))
    )
    expect(await getCurrentUser('/api/user/me')).toBeNull()
    expect(lastMember()).toBeNull()

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, ANA))
    )
    await getCurrentUser('/api/user/me')
    forgetLastMember()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      })
    )
    await expect(getCurrentUser('/api/user/me')).rejects.toThrow('Failed to fetch')
  })

  it('does not treat a server error as offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, ANA))
    )
    await getCurrentUser('/api/user/me')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { error: 'Internal server error' }))
    )
    await expect(getCurrentUser('/api/user/me')).rejects.toThrow()
  })

  it('keeps a member signed in by the login or registration answer (not the fetcher)', async () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SWRConfig, { value: { provider: () => new Map(), fallback: { '/api/user/me': ANA } } }, children)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined))
    )
    renderHook(() => useCurrentUser(), { wrapper })
    await waitFor(() => expect(lastMember()).toEqual(ANA))
  })
})
