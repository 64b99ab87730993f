import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('swr', () => ({ mutate: vi.fn() }))

const { apiJson, IDEMPOTENCY_HEADER, IDEMPOTENT_ATTEMPTS, newIdempotencyKey } = await import('./client')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

describe('idempotent submissions', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const keyOf = (call: number) =>
    (fetchMock.mock.calls[call]![1]?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER]

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc'
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('gives each submission a fresh key, in the draft quoted form', async () => {
    fetchMock.mockImplementation(async () => answer(201, { id: 'p1' }))
    await apiJson('POST', '/api/posts', { blocks: [] }, { idempotent: true })
    await apiJson('POST', '/api/posts', { blocks: [] }, { idempotent: true })
    const [first, second] = [keyOf(0)!, keyOf(1)!]
    expect(first).toMatch(/^"[0-9a-f-]{36}"$/)
    expect(first.slice(1, -1)).toMatch(UUID)
    expect(second).not.toBe(first)
  })

  it('sends the same key again after a network failure and a 503, and answers the success', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503, { error: 'Service unavailable' }, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(answer(201, { id: 'm1' }))
    const sent = apiJson<{ id: string }>(
      'POST',
      '/api/messages',
      { threadId: 't', content: 'Hi' },
      { idempotent: true }
    )
    await vi.runAllTimersAsync()
    await expect(sent).resolves.toEqual({ id: 'm1' })
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(keyOf(1)).toBe(keyOf(0))
    expect(keyOf(2)).toBe(keyOf(0))
    expect(fetchMock.mock.calls.map((call) => call[1]?.body)).toEqual(
      Array(3).fill(JSON.stringify({ threadId: 't', content: 'Hi' }))
    )
  })

  it(`stops after ${IDEMPOTENT_ATTEMPTS} sends and reports the last answer`, async () => {
    fetchMock.mockImplementation(async () => answer(502, { error: 'Bad gateway' }))
    const sent = apiJson('POST', '/api/jobs/j1/apply', {}, { idempotent: true })
    const settled = expect(sent).rejects.toMatchObject({ status: 502 })
    await vi.runAllTimersAsync()
    await settled
    expect(fetchMock).toHaveBeenCalledTimes(IDEMPOTENT_ATTEMPTS)
  })

  it('does not resend a refusal (4xx), nor any write that is not marked idempotent', async () => {
    fetchMock.mockImplementation(async () => answer(422, { error: 'Invalid' }))
    await expect(apiJson('POST', '/api/posts', {}, { idempotent: true })).rejects.toMatchObject({ status: 422 })
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fetchMock.mockReset()
    fetchMock.mockImplementation(async () => answer(503))
    await expect(apiJson('POST', '/api/posts/p1/like')).rejects.toMatchObject({ status: 503 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(keyOf(0)).toBeUndefined()
  })

  it('makes a UUID v4 also without crypto.randomUUID', () => {
    const randomUUID = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(newIdempotencyKey()).toMatch(UUID)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true })
    }
  })
})
