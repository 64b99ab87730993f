/*
| A live stream as the browser's transmit client opens it, over
| plain fetch: GET /api/__transmit/events?uid=… with the session cookie, then
| POST /api/__transmit/subscribe { uid, channel } with the CSRF header. For
| the live tests and the streams benchmark.
*/
import { randomUUID } from 'node:crypto'

export interface StreamMessage {
  channel: string
  payload: unknown
  /** performance.now() when it was read. */
  at: number
}

export interface OpenStream {
  uid: string
  status: number
  /** Everything received except transmit's pings, in order. */
  messages: StreamMessage[]
  /** Resolves with the first message (already received or to come) that matches, or rejects after `timeoutMs`. */
  waitFor(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>
  close(): void
}

/** Cookie header of a cookie jar (name → value). */
export function cookieHeader(cookies: Map<string, string>) {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
}

export async function openStream(base: string, cookie: string, uid: string = randomUUID()): Promise<OpenStream> {
  const abort = new AbortController()
  const response = await fetch(`${base}/api/__transmit/events?uid=${encodeURIComponent(uid)}`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: abort.signal,
  })
  const messages: StreamMessage[] = []
  const waiters = new Set<() => void>()
  const stream: OpenStream = {
    uid,
    status: response.status,
    messages,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(messages)}`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
    close: () => abort.abort(),
  }
  if (response.status !== 200 || !response.body) {
    await response.text().catch(() => '')
    return stream
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n')
          if (!data) continue
          const parsed = JSON.parse(data) as { channel: string; payload: unknown }
          if (parsed.channel === '$$transmit/ping') continue
          messages.push({ ...parsed, at: performance.now() })
          for (const waiter of [...waiters]) waiter()
        }
      }
    } catch {
      // Closed (aborted) or dropped by the server.
    }
  })()
  return stream
}

/** POST /api/__transmit/subscribe (or unsubscribe) as the signed-in client would. */
export async function subscribe(
  base: string,
  cookies: Map<string, string>,
  uid: string,
  channel: string,
  { action = 'subscribe', csrf = true }: { action?: 'subscribe' | 'unsubscribe'; csrf?: boolean } = {}
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    cookie: cookieHeader(cookies),
  }
  const xsrf = cookies.get('XSRF-TOKEN')
  if (csrf && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
  const response = await fetch(`${base}/api/__transmit/${action}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ uid, channel }),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // Not JSON.
  }
  return { status: response.status, body }
}
