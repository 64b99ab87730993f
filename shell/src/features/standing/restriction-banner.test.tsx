import { screen, waitFor } from '@testing-library/react'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import { RestrictionBanner } from './restriction-banner'
import { formatDateTime } from './standing-words'
import { makeStanding, MEMBER } from './test-standing'

const ENDS_AT = '2026-11-26T15:30:00.000Z'
const restriction = {
  type: 'restriction' as const,
  reason: 'Content violates guidelines',
  isActive: true,
  endsAt: ENDS_AT,
}

describe('RestrictionBanner', () => {
  it('says until when the member is restricted and what they cannot do, with a link to their standing', async () => {
    fakeServer({ 'GET /api/user/me': MEMBER, 'GET /api/moderation/me': makeStanding({ restriction, strikes: 1 }) })
    renderAt('/', <RestrictionBanner />)
    const banner = await screen.findByRole('region', { name: 'Account restriction' })
    expect(banner.textContent).toBe(
      `Your account is restricted until ${formatDateTime(ENDS_AT)}: you can't post, comment, send messages or post jobs.See why`
    )
    expect(screen.getByRole('link', { name: 'See why' }).getAttribute('href')).toBe('/profile/standing')
  })

  it.each([
    ['no restriction', makeStanding()],
    ['an ended restriction', makeStanding({ restriction: { ...restriction, isActive: false } })],
    ['a ban', makeStanding({ restriction: { ...restriction, type: 'ban', endsAt: null } })],
  ])('shows nothing for %s', async (_, standing) => {
    const { calls } = fakeServer({ 'GET /api/user/me': MEMBER, 'GET /api/moderation/me': standing })
    renderAt('/', <RestrictionBanner />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/moderation/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Account restriction' })).toBeNull()
  })

  it('stays away from the standing page itself, which shows the restriction', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': MEMBER,
      'GET /api/moderation/me': makeStanding({ restriction, strikes: 1 }),
    })
    renderAt('/profile/standing', <RestrictionBanner />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/moderation/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Account restriction' })).toBeNull()
  })

  it('shows nothing when the moderation module is off (404)', async () => {
    const { calls } = fakeServer({ 'GET /api/user/me': MEMBER })
    renderAt('/', <RestrictionBanner />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/moderation/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Account restriction' })).toBeNull()
  })

  it('asks nothing while signed out', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': new Response('', { status: 401 }),
      'GET /api/moderation/me': makeStanding({ restriction }),
    })
    renderAt('/', <RestrictionBanner />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.some((call) => call.url === '/api/moderation/me')).toBe(false)
    expect(screen.queryByRole('region', { name: 'Account restriction' })).toBeNull()
  })
})
