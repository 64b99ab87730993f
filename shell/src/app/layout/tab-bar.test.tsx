import { screen, within } from '@testing-library/react'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it, vi } from 'vitest'

const areas = vi.hoisted(() => ({
  list: [
    { name: 'mfe_feed', entry: '', paths: ['/', '/home'], tab: { label: 'Home', path: '/', icon: 'home' } },
    { name: 'mfe_jobs', entry: '', paths: ['/jobs'], tab: { label: 'Jobs', path: '/jobs', icon: 'work' } },
    { name: 'mfe_admin', entry: '', paths: ['/admin/moderation'] },
  ] as Array<Record<string, unknown>>,
}))
vi.mock('../../features/remotes/use-areas', () => ({
  useAreas: () => ({ areas: areas.list, isLoading: false, error: undefined, retry: () => {} }),
}))

const { TabBar } = await import('./tab-bar')

const person = (userType: string) => ({ id: 'u1', name: 'Ada Admin', email: 'ada@example.com', userType })

async function tabsFor(userType: string, path = '/') {
  fakeServer({
    'GET /api/user/me': person(userType),
    'GET /api/messages/unread-count': { unreadCount: 0 },
    'GET /api/notifications/referrals': [],
  })
  renderAt(path, <TabBar />)
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  return nav
}

describe('tab bar', () => {
  it('an admin sees Moderation, leading to the moderation dashboard, before Profile', async () => {
    const nav = await tabsFor('admin')
    const moderation = await within(nav).findByRole('link', { name: 'Moderation' })
    expect(moderation.getAttribute('href')).toBe('/admin/moderation')
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Home', 'Jobs', 'Moderation', 'Profile'])
  })

  it('marks Moderation current on the admin screens', async () => {
    const nav = await tabsFor('admin', '/admin/moderation')
    expect((await within(nav).findByRole('link', { name: 'Moderation' })).getAttribute('aria-current')).toBe('page')
  })

  it.each(['candidate', 'employer'])('a %s has no Moderation tab', async (userType) => {
    const nav = await tabsFor(userType)
    await within(nav).findByRole('link', { name: 'Profile' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(within(nav).queryByRole('link', { name: 'Moderation' })).toBeNull()
  })
})
