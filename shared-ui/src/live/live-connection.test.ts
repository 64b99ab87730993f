import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isLiveConnected, setLiveConnected, subscribeLive, type LiveEventBase } from './live-bus'
import { MAX_RECONNECT_ATTEMPTS, RESTART_DELAYS_MS, startLiveConnection } from './live-connection'

/**
 * The real transmit client over a fake EventSource (jsdom has none) and a mocked fetch: what the browser would do,
 * step by step.
 */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  readonly url: string
  constructor(
    url: string | URL,
    readonly options: { withCredentials: boolean }
  ) {
    super()
    this.url = String(url)
    FakeEventSource.instances.push(this)
  }
  open() {
    this.readyState = FakeEventSource.OPEN
    this.dispatchEvent(new Event('open'))
  }
  send(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }))
  }
  /** A dropped connection (the browser retries) or, with `fatal`, an error answer (it does not). */
  fail(fatal = false) {
    this.readyState = fatal ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
    this.dispatchEvent(new Event('error'))
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
}

const latest = () => FakeEventSource.instances[FakeEventSource.instances.length - 1]!
const uidOf = (source: FakeEventSource) => new URL(source.url).searchParams.get('uid')

let fetchMock: ReturnType<typeof vi.fn>
let received: LiveEventBase[]
let stopListening: () => void

beforeEach(() => {
  vi.useFakeTimers()
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'XSRF-TOKEN=token%2Bvalue'
  received = []
  stopListening = subscribeLive((event) => received.push(event))
  setLiveConnected(false)
})

afterEach(() => {
  stopListening()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Starts the connection once the transmit client it loads on demand is there. */
async function start(options: Parameters<typeof startLiveConnection>[0]) {
  const stop = startLiveConnection(options)
  await vi.dynamicImportSettled()
  return stop
}

async function subscribeRequests() {
  await vi.advanceTimersByTimeAsync(0)
  return Promise.all(
    fetchMock.mock.calls.map(async ([request]) => {
      const r = request as Request
      return { url: r.url, method: r.method, xsrf: r.headers.get('X-XSRF-TOKEN'), body: await r.clone().json() }
    })
  )
}

describe('the live connection', () => {
  it('opens the stream, subscribes users/{id} once open, and forwards its events to the live bus', async () => {
    const stop = await start({ userId: 'u1', baseUrl: 'http://app.test/api' })
    const source = latest()
    expect(source.url).toBe(`http://app.test/api/__transmit/events?uid=${uidOf(source)}`)
    expect(source.options).toEqual({ withCredentials: true })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(isLiveConnected()).toBe(false)

    source.open()
    expect(await subscribeRequests()).toEqual([
      {
        url: 'http://app.test/api/__transmit/subscribe',
        method: 'POST',
        xsrf: 'token+value',
        body: { uid: uidOf(source), channel: 'users/u1' },
      },
    ])
    expect(isLiveConnected()).toBe(true)

    source.send({ channel: 'users/u1', payload: { type: 'unread_messages', unreadCount: 3 } })
    source.send({ channel: 'users/u2', payload: { type: 'unread_messages', unreadCount: 9 } })
    source.send({ channel: 'users/u1', payload: 'not an event' })
    source.send({ channel: '$$transmit/ping', payload: {} })
    expect(received).toEqual([{ type: 'unread_messages', unreadCount: 3 }])

    stop()
    expect(source.readyState).toBe(FakeEventSource.CLOSED)
    expect(isLiveConnected()).toBe(false)
  })

  it('a dropped stream: polling resumes, the browser reconnects and the channel is subscribed again', async () => {
    const stop = await start({ userId: 'u1', baseUrl: 'http://app.test/api' })
    const source = latest()
    source.open()
    await subscribeRequests()
    expect(isLiveConnected()).toBe(true)

    source.fail()
    expect(isLiveConnected()).toBe(false)
    // The EventSource retries by itself: no new client.
    await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[4])
    expect(FakeEventSource.instances).toHaveLength(1)

    source.open()
    const requests = await subscribeRequests()
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body).toEqual({ uid: uidOf(source), channel: 'users/u1' })
    expect(isLiveConnected()).toBe(true)
    source.send({ channel: 'users/u1', payload: { type: 'unread_notifications', unreadCount: 1 } })
    expect(received).toEqual([{ type: 'unread_notifications', unreadCount: 1 }])
    stop()
  })

  it('an error answer closes the EventSource: a fresh client (new stream id) starts after a growing pause', async () => {
    const stop = await start({ userId: 'u1', baseUrl: 'http://app.test/api' })
    const first = latest()
    first.fail(true)
    expect(isLiveConnected()).toBe(false)
    await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[0] - 1)
    expect(FakeEventSource.instances).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeEventSource.instances).toHaveLength(2)
    const second = latest()
    expect(uidOf(second)).not.toBe(uidOf(first))
    expect(first.readyState).toBe(FakeEventSource.CLOSED)

    // Failing again waits longer.
    second.fail(true)
    await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[1] - 1)
    expect(FakeEventSource.instances).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    const third = latest()
    third.open()
    await subscribeRequests()
    expect(isLiveConnected()).toBe(true)
    // Events of a client that was replaced are ignored.
    first.send({ channel: 'users/u1', payload: { type: 'unread_messages', unreadCount: 7 } })
    expect(received).toEqual([])

    stop()
    third.fail(true)
    await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[4] * 2)
    expect(FakeEventSource.instances).toHaveLength(3)
    expect(isLiveConnected()).toBe(false)
  })

  it('the client giving up after its reconnection attempts, or a refused subscription, also starts afresh', async () => {
    const stop = await start({ userId: 'u1', baseUrl: 'http://app.test/api' })
    const first = latest()
    for (let attempt = 0; attempt <= MAX_RECONNECT_ATTEMPTS; attempt++) first.fail()
    await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[0])
    expect(FakeEventSource.instances).toHaveLength(2)

    fetchMock.mockImplementation(async () => new Response('{"error":"Unknown stream"}', { status: 400 }))
    latest().open()
    await subscribeRequests()
    expect(isLiveConnected()).toBe(false)
    await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[1])
    expect(FakeEventSource.instances).toHaveLength(3)
    stop()
  })
})
