import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { publishLiveEvent, setLiveConnected } from '../../live/live-bus'
import {
  REFERRAL_NOTIFICATIONS_KEY,
  unreadReferralNotifications,
  useReferralNotificationCount,
} from './get-referral-notifications'

/** The Referrals badge: refreshed by the live stream's `referral_notifications`, polled only while it is down. */

let list: Array<{ id: string; isRead: boolean; isArchived?: boolean }>
let fetchMock: ReturnType<typeof vi.fn>

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>
)
const fetches = () => fetchMock.mock.calls.filter(([url]) => url === REFERRAL_NOTIFICATIONS_KEY).length
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const unread = (n: number) => Array.from({ length: n }, (_, index) => ({ id: `n${index}`, isRead: false }))

beforeEach(() => {
  vi.useFakeTimers()
  list = [...unread(2), { id: 'r', isRead: true }]
  fetchMock = vi.fn(async () => Response.json(list))
  vi.stubGlobal('fetch', fetchMock)
  setLiveConnected(false)
})

afterEach(() => {
  setLiveConnected(false)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('unreadReferralNotifications', () => {
  it('counts the unread, not archived ones; anything but a list is 0', () => {
    expect(
      unreadReferralNotifications([
        { id: 'a', isRead: false },
        { id: 'b', isRead: true },
        { id: 'c', isRead: false, isArchived: true },
        { id: 'd', isRead: false, isArchived: false },
      ])
    ).toBe(2)
    expect(unreadReferralNotifications(null)).toBe(0)
    expect(unreadReferralNotifications(Symbol.for('hireloop.missing-endpoint'))).toBe(0)
  })
})

describe('useReferralNotificationCount', () => {
  it('catches up once per opening of the stream, however many badges read the list (tab bar and feed header)', async () => {
    const badges = renderHook(() => [useReferralNotificationCount(), useReferralNotificationCount()], { wrapper })
    await settle()
    expect(fetches()).toBe(1)
    list = unread(4)
    act(() => setLiveConnected(true))
    await settle()
    expect(fetches()).toBe(2)
    expect(badges.result.current).toEqual([4, 4])
    act(() => setLiveConnected(false))
    await settle()
    act(() => setLiveConnected(true))
    await settle()
    expect(fetches()).toBe(3)
    badges.unmount()
  })

  it('polls every 30 s while the stream is down, fetches on each push while it is up, and never polls then', async () => {
    const { result } = renderHook(() => useReferralNotificationCount(), { wrapper })
    await settle()
    expect(result.current).toBe(2)
    expect(fetches()).toBe(1)

    list = unread(3)
    await advance(30_000)
    expect(result.current).toBe(3)
    expect(fetches()).toBe(2)

    // The stream opens: one catch-up fetch, then no polling.
    list = unread(4)
    act(() => setLiveConnected(true))
    await settle()
    expect(result.current).toBe(4)
    expect(fetches()).toBe(3)
    await advance(120_000)
    expect(fetches()).toBe(3)

    // A push refetches the list (the event's count alone cannot update it); other events are ignored.
    list = unread(5)
    act(() => publishLiveEvent({ type: 'referral_notifications', unreadCount: 5 }))
    await settle()
    expect(result.current).toBe(5)
    expect(fetches()).toBe(4)
    act(() => publishLiveEvent({ type: 'unread_messages', unreadCount: 1 }))
    await settle()
    expect(fetches()).toBe(4)

    // The stream drops: polling resumes at 30 s.
    act(() => setLiveConnected(false))
    list = []
    await advance(29_000)
    expect(fetches()).toBe(4)
    await advance(1_000)
    expect(fetches()).toBe(5)
    expect(result.current).toBe(0)
  })

  it('two badges on the page (tab bar and feed header) fetch once per push and show the same count', async () => {
    const both = renderHook(() => [useReferralNotificationCount(), useReferralNotificationCount()], { wrapper })
    await settle()
    act(() => setLiveConnected(true))
    await settle()
    const before = fetches()
    list = unread(7)
    act(() => publishLiveEvent({ type: 'referral_notifications', unreadCount: 7 }))
    await settle()
    expect(fetches()).toBe(before + 1)
    expect(both.result.current).toEqual([7, 7])
    both.unmount()
  })

  it('signed out (disabled) fetches nothing, even on a push; a missing endpoint (404) stops polling', async () => {
    const signedOut = renderHook(() => useReferralNotificationCount(false), { wrapper })
    act(() => publishLiveEvent({ type: 'referral_notifications', unreadCount: 3 }))
    await advance(60_000)
    expect(signedOut.result.current).toBe(0)
    expect(fetchMock).not.toHaveBeenCalled()
    signedOut.unmount()

    fetchMock.mockImplementation(async () => new Response('{"error":"Not found"}', { status: 404 }))
    const { result } = renderHook(() => useReferralNotificationCount(), { wrapper })
    await settle()
    await advance(120_000)
    expect(result.current).toBe(0)
    expect(fetches()).toBe(1)
  })
})
