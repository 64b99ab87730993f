import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchSavedJobs, keptWords } from './use-kept-saved-jobs'

const job = {
  id: 'j1',
  title: 'Welder',
  location: 'Leeds',
  payRate: 20,
  payUnit: 'hour',
  company: { id: 'c1', name: 'Acme' },
}

describe('fetchSavedJobs', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says when the list is the copy kept on the device', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ jobs: [job], nextCursor: null, hasMore: false }), {
          status: 200,
          headers: { 'X-Kept-At': '2026-06-03T14:05:00.000Z' },
        })
    )
    vi.stubGlobal('fetch', fetch)
    expect(await fetchSavedJobs('/api/jobs?saved=true&limit=50')).toEqual({
      items: [job],
      nextCursor: null,
      hasMore: false,
      keptAt: '2026-06-03T14:05:00.000Z',
    })
    expect(fetch).toHaveBeenCalledWith('/api/jobs?saved=true&limit=50', expect.objectContaining({ method: 'GET' }))
  })

  it("has no date for the server's own answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ jobs: [job], nextCursor: 'c2', hasMore: true }), { status: 200 }))
    )
    expect(await fetchSavedJobs('/api/jobs?saved=true&limit=50')).toEqual({
      items: [job],
      nextCursor: 'c2',
      hasMore: true,
      keptAt: null,
    })
  })
})

describe('keptWords', () => {
  it('names the day the list was kept and that it may be out of date', () => {
    const words = keptWords('2026-06-03T14:05:00.000Z')
    expect(words.startsWith('Saved on ')).toBe(true)
    expect(words.endsWith(' — may be out of date')).toBe(true)
    expect(words).toContain('2026')
  })

  it('shows an unreadable date as it came', () => {
    expect(keptWords('yesterday')).toBe('Saved on yesterday — may be out of date')
  })
})
