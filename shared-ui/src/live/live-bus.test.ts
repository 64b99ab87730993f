import { describe, expect, it, vi } from 'vitest'
import { isLiveConnected, publishLiveEvent, setLiveConnected, subscribeLive } from './live-bus'

describe('the live bus', () => {
  it('delivers a published event to every subscriber until it unsubscribes', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = subscribeLive(first)
    const stopSecond = subscribeLive(second)
    publishLiveEvent({ type: 'unread_messages', unreadCount: 3 })
    stopFirst()
    publishLiveEvent({ type: 'unread_messages', unreadCount: 4 })
    stopSecond()
    expect(first.mock.calls).toEqual([[{ type: 'unread_messages', unreadCount: 3 }]])
    expect(second.mock.calls).toEqual([
      [{ type: 'unread_messages', unreadCount: 3 }],
      [{ type: 'unread_messages', unreadCount: 4 }],
    ])
  })

  it('remembers whether the stream is open', () => {
    expect(isLiveConnected()).toBe(false)
    setLiveConnected(true)
    expect(isLiveConnected()).toBe(true)
    setLiveConnected(false)
    expect(isLiveConnected()).toBe(false)
  })
})
