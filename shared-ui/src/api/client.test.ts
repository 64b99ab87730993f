import { beforeEach, describe, expect, it, vi } from 'vitest'

const mutateMock = vi.fn()
vi.mock('swr', () => ({ mutate: (...args: unknown[]) => mutateMock(...args) }))

const { ApiError, apiRequest, apiJson, CURRENT_USER_KEY, errorMessage, getQueryFn, keyToUrl, parseRetryAfter } =
  await import('./client')

function jsonResponse(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  })
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    clearCookies()
    mutateMock.mockReset()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })

  it('sends cookies and a JSON body with a JSON content type', async () => {
    document.cookie = 'XSRF-TOKEN=abc'
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true }))
    await apiRequest('POST', '/api/things', { name: 'x' })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/things')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe(JSON.stringify({ name: 'x' }))
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('echoes the decoded XSRF-TOKEN cookie on writes only', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('a+b/c==')}`
    fetchMock.mockResolvedValue(jsonResponse(200, {}))
    await apiRequest('PATCH', '/api/x', {})
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('a+b/c==')

    fetchMock.mockClear()
    await apiRequest('GET', '/api/x')
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined()
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined()
  })

  it('fetches the current user once to obtain the XSRF cookie before a write when it is missing', async () => {
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh'
      return jsonResponse(401, { error: 'Unauthorized' })
    })
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { user: {} }))
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[0]![0]).toBe(CURRENT_USER_KEY)
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('fresh')
  })

  it('throws ApiError "status: text" with the parsed body', async () => {
    document.cookie = 'XSRF-TOKEN=t'
    fetchMock.mockResolvedValue(
      jsonResponse(422, { error: 'Validation failed', errors: [{ field: 'email', message: 'Email is required' }] })
    )
    const error = await apiRequest('POST', '/api/users', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as InstanceType<typeof ApiError>
    expect(apiError.status).toBe(422)
    expect(apiError.message).toBe(
      '422: {"error":"Validation failed","errors":[{"field":"email","message":"Email is required"}]}'
    )
    expect(apiError.data?.error).toBe('Validation failed')
    expect(apiError.data?.errors?.[0]?.field).toBe('email')
    expect(errorMessage(apiError, 'Registration failed')).toBe('Validation failed')
  })

  it('uses the status text when the answer is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' }))
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable')
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed')
  })

  it('clears the session user when a write answers 401', async () => {
    document.cookie = 'XSRF-TOKEN=t'
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Unauthorized' }))
    await expect(apiRequest('POST', '/api/posts', { blocks: [] })).rejects.toMatchObject({ status: 401 })
    expect(mutateMock).toHaveBeenCalledWith(CURRENT_USER_KEY, null, { revalidate: false })
  })

  it('does not touch the session on a read 401', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Unauthorized' }))
    await expect(apiRequest('GET', '/api/posts')).rejects.toMatchObject({ status: 401 })
    expect(mutateMock).not.toHaveBeenCalled()
  })

  it('apiJson parses the answer and tolerates an empty one', async () => {
    document.cookie = 'XSRF-TOKEN=t'
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }))
    await expect(apiJson('POST', '/api/auth/logout')).resolves.toEqual({ success: true })
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
    await expect(apiJson('DELETE', '/api/x')).resolves.toBeUndefined()
  })
})

describe('getQueryFn', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })

  it('GETs the key joined by slashes and parses JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1 }))
    await expect(getQueryFn({ on401: 'throw' })(['/api/posts', 'abc', 'comments'])).resolves.toEqual({ id: 1 })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/posts/abc/comments')
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include')
    expect(keyToUrl('/api/x')).toBe('/api/x')
  })

  it('returns null on 401 when asked, throws otherwise', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Unauthorized' }, 'Unauthorized'))
    await expect(getQueryFn({ on401: 'returnNull' })('/api/user/me')).resolves.toBeNull()
    await expect(getQueryFn({ on401: 'throw' })('/api/user/me')).rejects.toThrow('401: {"error":"Unauthorized"}')
  })
})

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120)
    expect(parseRetryAfter(' 7 ')).toBe(7)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:02:30 GMT', now)).toBe(150)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
  })
})
