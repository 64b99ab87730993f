import { publishLiveEvent, setLiveConnected, type LiveEventBase } from './live-bus'

/**
 * The page's one live connection: a server-sent events stream (@adonisjs/transmit) subscribed to the
 * signed-in user's private channel `users/{id}`. Every event it carries goes to the live bus (`publishLiveEvent`);
 * the bus's `connected` flag is true only while the stream is open AND the channel is subscribed, so areas poll
 * (part 1 §9) whenever pushes could be missed.
 *
 * Reconnecting: the browser's EventSource retries a dropped connection by itself and the transmit client then
 * subscribes the channel again. It does not retry when the server answered with an error (a 502 from a proxy while
 * the app restarts, a 401), and the client gives up after a few failed attempts: then this connection starts a fresh
 * client (a new stream id) after a growing pause (RESTART_DELAYS_MS), until it is stopped.
 */

/** Where the transmit routes live on the API (`/api/__transmit/events|subscribe|unsubscribe`). */
export const LIVE_API_PATH = '/api'
/** Pauses before starting a fresh client after the stream could not be (re)opened; the last one repeats. */
export const RESTART_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const
/** Failed reconnection attempts the transmit client makes before it gives up (and a fresh client is started). */
export const MAX_RECONNECT_ATTEMPTS = 5

export function userChannel(userId: string) {
  return `users/${userId}`
}

/** The part of the transmit client this connection uses (the real one, or a fake in tests). */
export interface LiveClient {
  subscription(channel: string): {
    create(): Promise<void>
    onMessage<T>(handler: (message: T) => void): () => void
  }
  on(event: 'connected' | 'disconnected' | 'reconnecting', callback: (event: CustomEvent) => void): void
  close(): void
}

export interface LiveClientOptions {
  baseUrl: string
  maxReconnectAttempts: number
  eventSourceFactory: (url: string | URL, options: { withCredentials: boolean }) => EventSource
  onSubscription: (channel: string) => void
  onSubscribeFailed: (response: Response) => void
  onReconnectFailed: () => void
}

export interface LiveConnectionOptions {
  userId: string
  /** Default: this page's origin + LIVE_API_PATH. */
  baseUrl?: string
  /** Default: the transmit client, loaded when the connection starts (it is no part of the first screen). */
  createClient?: (options: LiveClientOptions) => LiveClient
}

function isLiveEvent(value: unknown): value is LiveEventBase {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

/** Opens the connection; returns the function that closes it for good (sign-out, another user). */
export function startLiveConnection({
  userId,
  baseUrl = `${globalThis.location?.origin ?? ''}${LIVE_API_PATH}`,
  createClient,
}: LiveConnectionOptions): () => void {
  let makeClient = createClient
  const channel = userChannel(userId)
  let stopped = false
  let client: LiveClient | null = null
  let source: EventSource | null = null
  let restartTimer: ReturnType<typeof setTimeout> | null = null
  let failures = 0

  const scheduleRestart = () => {
    setLiveConnected(false)
    if (stopped || restartTimer) return
    const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)]
    failures += 1
    restartTimer = setTimeout(() => {
      restartTimer = null
      connect()
    }, delay)
  }

  function connect() {
    if (stopped) return
    if (!makeClient) {
      import('@adonisjs/transmit-client').then(({ Transmit }) => {
        makeClient ??= (options) => new Transmit(options)
        connect()
      }, scheduleRestart)
      return
    }
    client?.close()
    const current = makeClient({
      baseUrl,
      maxReconnectAttempts: MAX_RECONNECT_ATTEMPTS,
      eventSourceFactory: (url, options) => {
        const eventSource = new EventSource(url, options)
        source = eventSource
        // An error answer (not a dropped connection) closes the EventSource for good: start afresh.
        eventSource.addEventListener('error', () => {
          if (client === current && eventSource.readyState === EventSource.CLOSED) scheduleRestart()
        })
        return eventSource
      },
      onSubscription: (subscribed) => {
        if (client !== current || subscribed !== channel) return
        failures = 0
        setLiveConnected(true)
      },
      onSubscribeFailed: () => {
        if (client === current) scheduleRestart()
      },
      onReconnectFailed: () => {
        if (client === current) scheduleRestart()
      },
    })
    client = current
    const subscription = current.subscription(channel)
    subscription.onMessage((message: unknown) => {
      if (client === current && isLiveEvent(message)) publishLiveEvent(message)
    })
    // Subscribe once the stream is open (the client subscribes again by itself after each reconnection).
    current.on('connected', () => {
      if (client === current) void subscription.create()
    })
    const down = () => {
      if (client === current) setLiveConnected(false)
    }
    current.on('disconnected', down)
    current.on('reconnecting', down)
  }

  connect()

  return () => {
    stopped = true
    if (restartTimer) clearTimeout(restartTimer)
    restartTimer = null
    client?.close()
    source?.close()
    client = null
    source = null
    setLiveConnected(false)
  }
}
