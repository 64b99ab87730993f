import {
  ApiError,
  ensureXsrfCookie,
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  parseRetryAfter,
  XSRF_HEADER,
} from '../api/client'
import type { ApiErrorBody } from '../api/types'
import { announceRestriction } from '../state/restriction'
import { RESTRICTION_HEADER } from '../utils/restriction-words'
import { lastMember } from '../api/user/last-member'

/*
| The outbox: writes made offline wait on the device (IndexedDB, so the service worker's Background Sync reads the
| same drafts: shell/public/sw-offline.js) and are sent once when the connection returns. A draft's id is its
| Idempotency-Key, the same on every try, so the server stores it once however many tries reach it.
| Every copy of this module on the page (the shell's, an area's) and the service worker tell each other of changes
| through one BroadcastChannel.
*/

const DB_NAME = 'hireloop-outbox'
const STORE = 'drafts'
export const OUTBOX_SYNC_TAG = 'hireloop-outbox'
const CHANNEL = 'hireloop-outbox'
const REUSED_KEY = /Idempotency-Key was already used/
export type DraftKind = 'message'
export type DraftState = 'waiting' | 'failed'

export interface Draft {
  /** Also the Idempotency-Key of every try. */
  id: string
  kind: DraftKind
  /** Who wrote it: a draft is sent only while its writer is the member signed in, and dropped otherwise. */
  memberId: string
  /** What it belongs to (a message's thread id). */
  target: string
  /** Where it is POSTed. */
  url: string
  /** The JSON body sent, exactly as on every try. */
  body: string
  createdAt: string
  state: DraftState
  /** The server's words when it refused the draft. */
  error?: string
}

export type OutboxEvent = { type: 'changed' } | { type: 'sent'; id: string; answer?: unknown }

const listeners = new Set<(event: OutboxEvent) => void>()
let channel: BroadcastChannel | null = null

function openChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => {
    for (const listener of listeners) listener(message.data)
  }
  return channel
}

function announce(event: OutboxEvent) {
  for (const listener of listeners) listener(event)
  openChannel()?.postMessage(event)
}

/** Calls `listener` on every change of the outbox, from this page, another tab or the service worker. */
export function onOutboxChange(listener: (event: OutboxEvent) => void): () => void {
  openChannel()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'id' })
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error ?? new Error('The outbox could not be opened'))
  })
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('The outbox could not be read'))
    })
  } finally {
    db.close()
  }
}

/** The member's drafts on this device, oldest first; only those of `target` when given. */
export async function listDrafts(memberId: string, target?: string): Promise<Draft[]> {
  const all = await withStore<Draft[]>('readonly', (store) => store.getAll() as IDBRequest<Draft[]>)
  return all
    .filter((draft) => draft.memberId === memberId && (target === undefined || draft.target === target))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/** Asks the service worker to send the drafts when the connection returns (Background Sync, where there is one). */
export async function requestOutboxSync(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync
    if (!sync) return false
    await sync.register(OUTBOX_SYNC_TAG)
    return true
  } catch {
    return false
  }
}

export interface DraftInput {
  kind: DraftKind
  memberId: string
  target: string
  url: string
  payload: unknown
}

function newDraft(input: DraftInput): Draft {
  return {
    id: newIdempotencyKey(),
    kind: input.kind,
    memberId: input.memberId,
    target: input.target,
    url: input.url,
    body: JSON.stringify(input.payload),
    createdAt: new Date().toISOString(),
    state: 'waiting',
  }
}

async function keep(draft: Draft) {
  await withStore('readwrite', (store) => store.put(draft))
  announce({ type: 'changed' })
  void requestOutboxSync()
  return draft
}

/** Keeps a write for later: it waits until the connection returns. */
export async function queueDraft(input: DraftInput) {
  return keep(newDraft(input))
}

export type SendOrKeepResult = { sent: true; answer: unknown } | { sent: false; draft: Draft }

/**
 * Sends a write now, or keeps it as a draft when it cannot be answered now (offline, no answer, 5xx): a draft
 * carries the key this try used, so a try that did reach the server is not written twice. A refusal throws the
 * ApiError every other write throws (its restriction announced, as for any write).
 */
export async function sendOrKeep(input: DraftInput): Promise<SendOrKeepResult> {
  const draft = newDraft(input)
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { sent: false, draft: await keep(draft) }
  const answered = await post(draft)
  if (!answered) return { sent: false, draft: await keep(draft) }
  const { response, text } = answered
  const outcome = draftOutcome(response.status, text)
  if (outcome.outcome === 'sent') return { sent: true, answer: outcome.answer }
  if (outcome.outcome === 'waiting' && response.status !== 401) return { sent: false, draft: await keep(draft) }
  let data: (ApiErrorBody & Record<string, unknown>) | undefined
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined
    if (parsed && typeof parsed === 'object') data = parsed as ApiErrorBody & Record<string, unknown>
  } catch {
    data = undefined
  }
  const restricted = response.status === 403 && Boolean(response.headers.get(RESTRICTION_HEADER))
  if (restricted && typeof data?.error === 'string') announceRestriction(data.error)
  throw new ApiError(
    response.status,
    text || response.statusText,
    data,
    parseRetryAfter(response.headers.get('Retry-After')),
    restricted
  )
}

/** Changes a waiting (or refused) draft's content; it keeps its key and waits again. */
export async function editDraft(id: string, payload: unknown) {
  const draft = await withStore<Draft | undefined>(
    'readonly',
    (store) => store.get(id) as IDBRequest<Draft | undefined>
  )
  if (!draft) return false
  const { error: _error, ...rest } = draft
  await withStore('readwrite', (store) => store.put({ ...rest, body: JSON.stringify(payload), state: 'waiting' }))
  announce({ type: 'changed' })
  return true
}

export async function discardDraft(id: string) {
  await withStore('readwrite', (store) => store.delete(id))
  announce({ type: 'changed' })
}

/** Empties the outbox (a member signed out, or another signed in: no one's drafts are sent as someone else). */
export async function clearOutbox() {
  await withStore('readwrite', (store) => store.clear())
  announce({ type: 'changed' })
}

type Outcome = 'sent' | 'waiting' | 'failed'

/**
 * What an answer means for a draft: sent (2xx; or 422 for a key already used with another body, i.e. an earlier
 * version of the draft arrived), waiting (no decision: 5xx, 409 still in flight elsewhere, 401/419 a session to
 * renew) or failed (any other refusal, with the server's words).
 */
export function draftOutcome(
  status: number,
  text: string
): { outcome: 'sent'; answer: unknown } | { outcome: 'waiting' } | { outcome: 'failed'; error: string } {
  let answer: unknown
  try {
    answer = text ? JSON.parse(text) : undefined
  } catch {
    answer = undefined
  }
  if (status >= 200 && status < 300) return { outcome: 'sent', answer }
  if (status === 422 && REUSED_KEY.test(text)) return { outcome: 'sent', answer: undefined }
  if (status >= 500 || status === 409 || status === 401 || status === 419) return { outcome: 'waiting' }
  const words = (answer as { error?: unknown } | undefined)?.error
  return { outcome: 'failed', error: typeof words === 'string' && words ? words : `${status}` }
}

/** One try of a draft, with its key; null when no answer came (offline, unreachable). */
async function post(draft: Draft): Promise<{ response: Response; text: string } | null> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [IDEMPOTENCY_HEADER]: `"${draft.id}"`,
  }
  const token = await ensureXsrfCookie()
  if (token) headers[XSRF_HEADER] = token
  try {
    const response = await fetch(draft.url, { method: 'POST', credentials: 'include', headers, body: draft.body })
    return { response, text: await response.text().catch(() => '') }
  } catch {
    return null
  }
}

async function sendDraft(draft: Draft): Promise<Outcome> {
  const answered = await post(draft)
  if (!answered) return 'waiting'
  const { response, text } = answered
  const outcome = draftOutcome(response.status, text)
  if (outcome.outcome === 'sent') {
    await withStore('readwrite', (store) => store.delete(draft.id))
    announce({ type: 'sent', id: draft.id, answer: outcome.answer })
  } else if (outcome.outcome === 'failed') {
    await withStore('readwrite', (store) => store.put({ ...draft, state: 'failed', error: outcome.error }))
    announce({ type: 'changed' })
  }
  return outcome.outcome
}

let sending: Promise<number> | null = null

async function sendAll(): Promise<number> {
  const member = lastMember()
  if (!member) return 0
  let waiting = 0
  const all = await withStore<Draft[]>('readonly', (store) => store.getAll() as IDBRequest<Draft[]>)
  for (const draft of all.sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    // Another member's draft is never sent as this one.
    if (draft.memberId !== member.id) {
      await withStore('readwrite', (store) => store.delete(draft.id))
      continue
    }
    if (draft.state !== 'waiting') continue
    if ((await sendDraft(draft)) === 'waiting') waiting++
  }
  return waiting
}

/**
 * Sends every waiting draft once, one sender at a time across tabs and copies (Web Locks where there are some);
 * resolves to how many still wait.
 */
export function sendWaitingDrafts(): Promise<number> {
  if (sending) return sending
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  const run: Promise<number> = locks ? locks.request(CHANNEL, () => sendAll()).then((waiting) => waiting) : sendAll()
  const current = run.finally(() => {
    sending = null
  })
  sending = current
  return current
}
