import type { ReferralNotificationAnswer } from '@hireloop/backend/api-types/referrals'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { getDefaultStore } from 'jotai'
import { useLayoutEffect } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { referralNotificationLink } from './referral-notification-item'
import { ReferralNotificationsButton } from './referral-notifications-button'

const { publishLiveEvent, setLiveConnected, toastAtom, useReferralNotificationCount } =
  await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)
const KEY = '/api/notifications/referrals'

const note = (overrides: Partial<ReferralNotificationAnswer> = {}): ReferralNotificationAnswer => ({
  id: 'n1',
  referralId: 'r1',
  type: 'referral_received',
  message: 'Sam Ortiz asked you for a referral for CIP Cybersecurity Specialist',
  isRead: false,
  isArchived: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
})

let list: ReferralNotificationAnswer[]
let failing: Set<string>
let calls: Array<{ method: string; url: string }>

function server() {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      const method = init?.method ?? 'GET'
      calls.push({ method, url })
      if (failing.has(`${method} ${url}`)) return Response.json({ error: 'Nope' }, { status: 500 })
      if (method === 'GET' && url === KEY) return Response.json(list)
      const match = /^\/api\/notifications\/referrals\/([^/]+)(?:\/(read|archive))?$/.exec(url)
      if (!match) return Response.json({ error: 'Not found' }, { status: 404 })
      const [, id, action] = match
      if (method === 'DELETE') list = list.filter((item) => item.id !== id)
      else if (action === 'archive') list = list.filter((item) => item.id !== id)
      else list = list.map((item) => (item.id === id ? { ...item, isRead: true } : item))
      return Response.json({ success: true })
    })
  )
  document.cookie = 'XSRF-TOKEN=test-token'
}

let location = ''
function LocationProbe() {
  const { pathname, search } = useLocation()
  useLayoutEffect(() => {
    location = `${pathname}${search}`
  }, [pathname, search])
  return null
}

/** The shell's Referrals tab badge, reading the same key. */
function TabBadge() {
  return <output data-testid="tab-badge">{useReferralNotificationCount()}</output>
}

function renderHeaderButton() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/home']}>
        <ReferralNotificationsButton enabled />
        <TabBadge />
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>
  )
}

const openPanel = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Referral notifications 2 unread' }))
  return screen.findByRole('dialog', { name: 'Referral notifications' })
}
const badge = () => screen.getByTestId('tab-badge').textContent

describe('the referral notification panel', () => {
  beforeEach(() => {
    list = [
      note(),
      note({
        id: 'n2',
        type: 'referral_accepted',
        message: 'Dana Reyes referred you',
        createdAt: new Date().toISOString(),
      }),
      note({ id: 'n3', type: 'reward_unlocked', message: 'You unlocked Career Perks!', isRead: true }),
    ]
    failing = new Set()
    getDefaultStore().set(toastAtom, null)
    setLiveConnected(false)
    server()
  })
  afterEach(() => {
    setLiveConnected(false)
    vi.unstubAllGlobals()
  })

  it('shows the unread count on its button and in the tab badge, and lists the notifications', async () => {
    renderHeaderButton()
    const panel = await openPanel()
    expect(badge()).toBe('2')
    const items = await within(panel).findAllByTestId('referral-notification')
    expect(items.map((item) => item.dataset.unread)).toEqual(['true', 'true', 'false'])
    expect(within(items[2]!).queryByRole('button', { name: 'Mark as read' })).toBeNull()
  })

  it('marks one read: the button, the badge and the list follow, and the list is fetched again', async () => {
    renderHeaderButton()
    const panel = await openPanel()
    const [first] = await within(panel).findAllByTestId('referral-notification')
    const before = calls.filter((call) => call.method === 'GET').length
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(badge()).toBe('1'))
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/notifications/referrals/n1/read' })
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(before))
    // Behind the open panel (aria-hidden) the header's button shows the new count too.
    expect(screen.getByRole('button', { name: 'Referral notifications 1 unread', hidden: true })).toBeTruthy()
  })

  it('archives and deletes: the item goes at once', async () => {
    renderHeaderButton()
    const panel = await openPanel()
    const [first, second] = await within(panel).findAllByTestId('referral-notification')
    fireEvent.click(within(first!).getByRole('button', { name: 'Archive notification' }))
    fireEvent.click(within(second!).getByRole('button', { name: 'Delete notification' }))
    await waitFor(() => expect(within(panel).getAllByTestId('referral-notification')).toHaveLength(1))
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/notifications/referrals/n1/archive' })
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/notifications/referrals/n2' })
    await waitFor(() => expect(badge()).toBe('0'))
  })

  it.each([
    ['Mark as read', 'PATCH /api/notifications/referrals/n1/read', 'Failed to mark notification as read'],
    ['Archive notification', 'PATCH /api/notifications/referrals/n1/archive', 'Failed to archive notification'],
    ['Delete notification', 'DELETE /api/notifications/referrals/n1', 'Failed to delete notification'],
  ])('%s failing: puts it back and shows the toast', async (button, request, message) => {
    failing.add(request)
    renderHeaderButton()
    const panel = await openPanel()
    const [first] = await within(panel).findAllByTestId('referral-notification')
    fireEvent.click(within(first!).getByRole('button', { name: button }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: message, variant: 'error' }))
    const items = within(panel).getAllByTestId('referral-notification')
    expect(items).toHaveLength(3)
    expect(items[0]!.dataset.unread).toBe('true')
    expect(badge()).toBe('2')
  })

  it('opening a request asked of the reader marks it read and goes to the Requests to Answer', async () => {
    renderHeaderButton()
    const panel = await openPanel()
    fireEvent.click(await within(panel).findByRole('button', { name: /Sam Ortiz asked you/ }))
    await waitFor(() => expect(location).toBe('/referrals?tab=inbox&box=received'))
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/notifications/referrals/n1/read' })
  })

  it('other referral news opens the inbox, a reward the dashboard', async () => {
    renderHeaderButton()
    const panel = await openPanel()
    fireEvent.click(await within(panel).findByRole('button', { name: /Dana Reyes referred you/ }))
    await waitFor(() => expect(location).toBe('/referrals?tab=inbox'))
    expect(
      (['referral_viewed', 'referral_declined', 'referral_hired', 'reward_unlocked'] as const).map((type) =>
        referralNotificationLink({ type })
      )
    ).toEqual(['/referrals?tab=inbox', '/referrals?tab=inbox', '/referrals?tab=inbox', '/referrals'])
  })

  it('says when there is nothing, and has no serious axe violations', async () => {
    renderHeaderButton()
    const panel = await openPanel()
    await within(panel).findAllByTestId('referral-notification')
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    list = []
    act(() => setLiveConnected(true))
    act(() => publishLiveEvent({ type: 'referral_notifications', unreadCount: 0 }))
    expect(await within(panel).findByText('No referral notifications yet.')).toBeTruthy()
    expect(badge()).toBe('0')
  })

  it('a live push refreshes the button and the badge together', async () => {
    renderHeaderButton()
    await screen.findByRole('button', { name: 'Referral notifications 2 unread' })
    act(() => setLiveConnected(true))
    list = [...list, note({ id: 'n4', message: 'Kim Park asked you for a referral' })]
    act(() => publishLiveEvent({ type: 'referral_notifications', unreadCount: 3 }))
    expect(await screen.findByRole('button', { name: 'Referral notifications 3 unread' })).toBeTruthy()
    expect(badge()).toBe('3')
  })
})
