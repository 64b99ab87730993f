import { describe, expect, it, vi } from 'vitest'
import { badgePollInterval, BADGE_POLL_MS, fetchOptional, MISSING } from './optional-endpoint'

describe('optional endpoints (badge counts)', () => {
  it('turns 404 into MISSING and stops polling', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 }))
    )
    const result = await fetchOptional('/api/messages/unread-count')
    expect(result).toBe(MISSING)
    expect(badgePollInterval(result)).toBe(0)
  })

  it('keeps polling every 30 s while the endpoint answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ unreadCount: 3 }))
    )
    const result = await fetchOptional('/api/messages/unread-count')
    expect(result).toEqual({ unreadCount: 3 })
    expect(badgePollInterval(result)).toBe(BADGE_POLL_MS)
  })

  it('still reports other failures as errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 }))
    )
    await expect(fetchOptional('/api/x')).rejects.toThrow('500: boom')
  })
})
