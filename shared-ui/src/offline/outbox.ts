import { ApiError, newIdempotencyKey, parseRetryAfter } from '../api/client'
import type { ApiErrorBody } from '../api/types'
import { announceRestriction } from '../state/restriction'
import { RESTRICTION_HEADER } from '../utils/restriction-words'
import { lastMember } from '../api/user/last-member'
import { draftOutcome, postDraft, type Draft, type DraftKind, type DraftMeta, type DraftUpload } from './outbox-request'

export {
  draftOutcome,
  draftUploads,
  formFields,
  type Draft,
  type DraftField,
  type DraftKind,
  type DraftMeta,
  type DraftPath,
  type DraftState,
  type DraftUpload,
} from './outbox-request'

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
  /** A file to upload first (its answer's url goes into the payload). */
  upload?: DraftUpload
  /** Files to upload first, in order (each answer's url goes into the payload at its path). */
  uploads?: DraftUpload[]
  meta?: DraftMeta
}

function newDraft(input: DraftInput): Draft {
  return {
    id: newIdempotencyKey(),
    kind: input.kind,
    memberId: input.memberId,
    target: input.target,
    url: input.url,
    body: JSON.stringify(input.payload),
    ...(input.upload ? { upload: input.upload } : {}),
    ...(input.uploads?.length ? { uploads: input.uploads } : {}),
    ...(input.meta ? { meta: input.meta } : {}),
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
  let uploaded = draft
  const tried = await postDraft(draft, async (withUrl) => {
    uploaded = withUrl
  })
  if (!tried) return { sent: false, draft: await keep(uploaded) }
  const { response, text } = tried.answered
  const outcome = draftOutcome(response.status, text)
  if (outcome.outcome === 'sent') return { sent: true, answer: outcome.answer }
  if (outcome.outcome === 'waiting' && response.status !== 401) return { sent: false, draft: await keep(tried.draft) }
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

/**
 * Changes a waiting (or refused) draft's content; it keeps its key and waits again. `upload` replaces the file to
 * upload first and `uploads` the files (null: none any more), `meta` what is shown of it; left out, the draft keeps
 * what it had.
 */
export async function editDraft(
  id: string,
  payload: unknown,
  changes: { upload?: DraftUpload | null; uploads?: DraftUpload[] | null; meta?: DraftMeta } = {}
) {
  const draft = await withStore<Draft | undefined>(
    'readonly',
    (store) => store.get(id) as IDBRequest<Draft | undefined>
  )
  if (!draft) return false
  const { error: _error, upload: keptUpload, uploads: keptUploads, ...rest } = draft
  const upload = changes.upload === undefined ? keptUpload : (changes.upload ?? undefined)
  const uploads = changes.uploads === undefined ? keptUploads : (changes.uploads ?? undefined)
  const edited: Draft = {
    ...rest,
    body: JSON.stringify(payload),
    state: 'waiting',
    ...(upload ? { upload } : {}),
    ...(uploads?.length ? { uploads } : {}),
    ...(changes.meta ? { meta: changes.meta } : {}),
  }
  await withStore('readwrite', (store) => store.put(edited))
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

async function sendDraft(draft: Draft): Promise<Outcome> {
  const tried = await postDraft(draft, async (uploaded) => {
    await withStore('readwrite', (store) => store.put(uploaded))
  })
  if (!tried) return 'waiting'
  const { response, text } = tried.answered
  const outcome = draftOutcome(response.status, text)
  if (outcome.outcome === 'sent') {
    await withStore('readwrite', (store) => store.delete(draft.id))
    announce({ type: 'sent', id: draft.id, answer: outcome.answer })
  } else if (outcome.outcome === 'failed') {
    await withStore('readwrite', (store) => store.put({ ...tried.draft, state: 'failed', error: outcome.error }))
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
