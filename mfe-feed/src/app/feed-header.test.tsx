import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import type { User } from '@hireloop/shared-ui'

const { FeedHeader } = await import('./feed-header')

function renderAs(user: Partial<User>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.startsWith('/api/user/me')) return Response.json({ id: 'u1', name: 'Jane Doe', ...user })
      if (url.includes('unread-count')) return Response.json({ unreadCount: 0 })
      return Response.json([])
    })
  )
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <FeedHeader />
      </MemoryRouter>
    </SWRConfig>
  )
}

describe('feed header profile button', () => {
  it('its name contains the initials it shows (label in name)', async () => {
    renderAs({ profileImage: null })
    const button = await screen.findByRole('button', { name: 'Your profile (JD)' })
    expect(button.textContent).toBe('JD')
  })

  it('with a picture (no text shown) it is simply "Your profile"', async () => {
    renderAs({ profileImage: '/uploads/jane.png' })
    expect(await screen.findByRole('button', { name: 'Your profile' })).toBeTruthy()
  })
})
