import { beforeEach, describe, expect, it, vi } from 'vitest'

const mutateMock = vi.fn()
vi.mock('swr', () => ({ mutate: (...args: unknown[]) => mutateMock(...args) }))

const { CURRENT_USER_KEY } = await import('@hireloop/shared-ui')
const { updateProfile } = await import('./update-profile')

describe('updateProfile', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t'
    mutateMock.mockReset()
  })

  it('PATCHes /api/user/me and makes the answer the session user', async () => {
    const answer = { id: 'u1', name: 'Jane Doe', email: 'old@acme.com', pendingEmail: 'new@acme.com' }
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(updateProfile({ name: 'Jane Doe', email: 'new@acme.com' })).resolves.toEqual(answer)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/user/me')
    expect(init.method).toBe('PATCH')
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Jane Doe', email: 'new@acme.com' })
    expect(mutateMock).toHaveBeenCalledWith(CURRENT_USER_KEY, answer, { revalidate: false })
  })

  it('leaves the session user alone when refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Name must be at least 2 characters' }), { status: 422 }))
    )
    await expect(updateProfile({ name: 'J' })).rejects.toThrow('422: ')
    expect(mutateMock).not.toHaveBeenCalled()
  })
})
