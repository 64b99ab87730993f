import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ADMIN, makeFlaggedUser, makeItem, makeReputation, makeStats, queuePage } from '../test/make-moderation'
import { fakeServer, renderAt } from '../test/render-app'

const seen = new Map<string, unknown>()

// Records each key's SWR options, then lets SWR do its work.
vi.mock('swr', async (importOriginal) => {
  const actual = await importOriginal<typeof import('swr')>()
  const useSWR = (key: unknown, fetcher: unknown, options?: { refreshInterval?: number }) => {
    if (typeof key === 'string') seen.set(key.split('?')[0]!, options?.refreshInterval)
    return (actual.default as (...args: unknown[]) => unknown)(key, fetcher, options)
  }
  return { ...actual, default: useSWR }
})

const { AdminApp } = await import('./admin-app')

describe('refresh intervals (part 2 §7, §9)', () => {
  it('queue 30 s, stats 60 s, reputation stats 60 s, users for review 120 s', async () => {
    fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/moderation/stats': makeStats(),
      'GET /api/moderation/reputation-stats': makeReputation(),
      'GET /api/moderation/queue': queuePage([makeItem()]),
      'GET /api/moderation/users-for-review': [makeFlaggedUser()],
    })
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    await screen.findByTestId('queue-item')
    fireEvent.click(screen.getByRole('tab', { name: 'User Management' }))
    await screen.findByTestId('flagged-user')
    expect(Object.fromEntries([...seen].filter(([key]) => key.startsWith('/api/moderation')))).toEqual({
      '/api/moderation/queue': 30_000,
      '/api/moderation/stats': 60_000,
      '/api/moderation/reputation-stats': 60_000,
      '/api/moderation/users-for-review': 120_000,
    })
  })
})
