import { describe, expect, it, vi } from 'vitest'

vi.mock('swr', () => ({ mutate: vi.fn() }))

const { ApiError, apiRequest } = await import('@hireloop/shared-ui')
const { tooManyAttemptsMessage } = await import('./rate-limit')

describe('Retry-After', () => {
  it('is kept on the error of a refused request', async () => {
    document.cookie = 'XSRF-TOKEN=t'
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Too many requests. Please try again later.' }), {
            status: 429,
            headers: { 'Retry-After': '600' },
          })
      )
    )
    const failure = await apiRequest('POST', '/api/auth/login', {}).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as InstanceType<typeof ApiError>).retryAfterSeconds).toBe(600)
    expect(tooManyAttemptsMessage(failure)).toBe('Too many attempts. Please try again in 10 minutes.')
  })
})

describe('tooManyAttemptsMessage', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(tooManyAttemptsMessage(new ApiError(429, 'x', undefined, 61))).toBe(
      'Too many attempts. Please try again in 2 minutes.'
    )
    expect(tooManyAttemptsMessage(new ApiError(429, 'x', undefined, 5))).toBe(
      'Too many attempts. Please try again in 1 minute.'
    )
    expect(tooManyAttemptsMessage(new ApiError(429, 'x'))).toBe('Too many attempts. Please try again later.')
  })

  it('is null for anything but a 429', () => {
    expect(tooManyAttemptsMessage(new ApiError(401, 'x'))).toBeNull()
    expect(tooManyAttemptsMessage(new Error('x'))).toBeNull()
  })
})
