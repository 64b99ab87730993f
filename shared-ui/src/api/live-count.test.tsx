import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { publishLiveEvent, setLiveConnected } from '../live/live-bus'
import { UNREAD_MESSAGES_KEY, useUnreadMessageCount } from './messages/get-unread-count'
import {
  UNREAD_NOTIFICATIONS_HEADER_POLL_MS,
  UNREAD_NOTIFICATIONS_KEY,
  useUnreadNotificationCount,
} from './notifications/get-unread-count'

/** The badges: pushed counts replace the cached answer; polling (part 1 §9) only while the stream is down. */

let counts: Record<string, number>
let fetchMock: ReturnType<typeof vi.fn>

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>
)

const fetchesOf = (key: string) => fetchMock.mock.calls.filter(([url]) => url === key).length

/** Lets SWR's fetches and React's updates settle (fake time, so no real waiting). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
  counts = { [UNREAD_MESSAGES_KEY]: 4, [UNREAD_NOTIFICATIONS_KEY]: 2 }
  fetchMock = vi.fn(async (url: string) => Response.json({ unreadCount: counts[url] }))
  vi.stubGlobal('fetch', fetchMock)
  setLiveConnected(false)
})

afterEach(() => {
  setLiveConnected(false)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the Messages badge (useUnreadMessageCount)', () => {
  it('polls every 30 s while the stream is down, takes pushed counts, and stops polling while it is up', async () => {
    const { result } = renderHook(() => useUnreadMessageCount(), { wrapper })
    await settle()
    expect(result.current).toBe(4)
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(1)

    counts[UNREAD_MESSAGES_KEY] = 5
    await advance(30_000)
    expect(result.current).toBe(5)
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(2)

    // The stream opens: one catch-up fetch, then no polling.
    counts[UNREAD_MESSAGES_KEY] = 6
    act(() => setLiveConnected(true))
    await settle()
    expect(result.current).toBe(6)
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(3)
    await advance(120_000)
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(3)

    // Pushed counts replace the badge without a request; other event types and malformed counts are ignored.
    act(() => publishLiveEvent({ type: 'unread_messages', unreadCount: 9 }))
    expect(result.current).toBe(9)
    act(() => publishLiveEvent({ type: 'unread_notifications', unreadCount: 1 }))
    act(() => publishLiveEvent({ type: 'unread_messages', unreadCount: 'many' }))
    act(() => publishLiveEvent({ type: 'unread_messages', unreadCount: -1 }))
    expect(result.current).toBe(9)
    await settle()
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(3)

    // The stream drops: polling resumes at 30 s.
    act(() => setLiveConnected(false))
    counts[UNREAD_MESSAGES_KEY] = 0
    await advance(29_000)
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(3)
    await advance(1_000)
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(4)
    expect(result.current).toBe(0)
  })

  it('every badge on the page shows the pushed count; signed out (disabled) nothing is fetched or taken', async () => {
    const first = renderHook(() => useUnreadMessageCount(), { wrapper })
    await settle()
    act(() => setLiveConnected(true))
    await settle()
    act(() => publishLiveEvent({ type: 'unread_messages', unreadCount: 12 }))
    expect(first.result.current).toBe(12)
    await settle()
    first.unmount()

    fetchMock.mockClear()
    const signedOut = renderHook(() => useUnreadMessageCount(false), { wrapper })
    act(() => publishLiveEvent({ type: 'unread_messages', unreadCount: 3 }))
    await advance(60_000)
    expect(signedOut.result.current).toBe(0)
    expect(fetchMock).not.toHaveBeenCalled()
    signedOut.unmount()
  })
})

describe('catching up when the stream opens', () => {
  it('fetches each count once per opening, however many badges on the page read it', async () => {
    // The tab bar's badges and the feed header's read the same keys (one SWR cache on the page).
    const badges = renderHook(
      () => ({
        tabMessages: useUnreadMessageCount(),
        headerMessages: useUnreadMessageCount(),
        bell: useUnreadNotificationCount(),
        otherBell: useUnreadNotificationCount(),
      }),
      { wrapper }
    )
    await settle()
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(1)
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(1)

    counts[UNREAD_MESSAGES_KEY] = 7
    act(() => setLiveConnected(true))
    await settle()
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(2)
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(2)
    expect(badges.result.current.headerMessages).toBe(7)
    expect(badges.result.current.tabMessages).toBe(7)

    // Down and up again: one more catch-up each.
    act(() => setLiveConnected(false))
    await settle()
    act(() => setLiveConnected(true))
    await settle()
    expect(fetchesOf(UNREAD_MESSAGES_KEY)).toBe(3)
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(3)
    badges.unmount()
  })
})

describe('the bell (useUnreadNotificationCount)', () => {
  it('polls at the header interval while the stream is down, never while it is up, and takes pushed counts', async () => {
    const { result } = renderHook(
      () => useUnreadNotificationCount({ intervalMs: UNREAD_NOTIFICATIONS_HEADER_POLL_MS }),
      {
        wrapper,
      }
    )
    await settle()
    expect(result.current).toBe(2)
    await advance(10_000)
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(2)

    act(() => setLiveConnected(true))
    await settle()
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(3)
    await advance(60_000)
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(3)

    act(() => publishLiveEvent({ type: 'unread_notifications', unreadCount: 1 }))
    expect(result.current).toBe(1)
    act(() => publishLiveEvent({ type: 'unread_notifications', unreadCount: 0 }))
    expect(result.current).toBe(0)
    act(() => publishLiveEvent({ type: 'unread_messages', unreadCount: 5 }))
    expect(result.current).toBe(0)

    act(() => setLiveConnected(false))
    await advance(10_000)
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(4)
    expect(result.current).toBe(2)
  })

  it('stops polling when the module is off (404), and a push still shows', async () => {
    fetchMock.mockImplementation(async () => new Response('{"error":"Not found"}', { status: 404 }))
    const { result } = renderHook(() => useUnreadNotificationCount(), { wrapper })
    await settle()
    expect(result.current).toBe(0)
    await advance(120_000)
    expect(fetchesOf(UNREAD_NOTIFICATIONS_KEY)).toBe(1)
    act(() => publishLiveEvent({ type: 'unread_notifications', unreadCount: 3 }))
    expect(result.current).toBe(3)
  })
})
