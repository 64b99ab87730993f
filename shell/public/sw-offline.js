/*
| Offline reading and sending in the service worker (imported by sw.js).
|
| Saved jobs: the saved-jobs list (GET /api/jobs?saved=true) and each job's details (GET /api/jobs/{id}) are
| answered network first. Each list the server answers is kept, and every job in it is kept as its own details answer
| (the list and the details carry the same job), so a saved job opens offline even if it was never opened online.
| Saving a job keeps its details, unsaving drops them. A kept answer carries `X-Kept-At` (when it was kept), which
| the screens show as "may be out of date".
|
| Drafts: messages, comments, posts and applications written offline wait in IndexedDB (shared-ui/src/offline/
| outbox.ts writes them); the `sync` event (Background Sync, where the browser has it) and each start of the app (a
| navigation) send each once with its own Idempotency-Key, after the files it carries when it has some.
|
| Nothing of one member is left for the next: signing in, registering or signing out empties both.
*/

const KEPT_CACHE = 'member-kept-answers'
const KEPT_HEADER = 'X-Kept-At'
const JOB_PATH = /^\/api\/jobs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/
const INTERACTION_PATH = /^\/api\/jobs\/([0-9a-f-]{36})\/interactions$/
const MEMBER_CHANGES = new Set(['/api/auth/login', '/api/auth/logout', '/api/users'])

const OUTBOX_DB = 'hireloop-outbox'
const OUTBOX_STORE = 'drafts'
const OUTBOX_SYNC_TAG = 'hireloop-outbox'
const OUTBOX_CHANNEL = 'hireloop-outbox'

const jobUrl = (id) => new URL(`/api/jobs/${id}`, self.location.origin).href

function keptResponse(body, keptAt) {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', [KEPT_HEADER]: keptAt },
  })
}

async function keepSavedList(request, response) {
  const cache = await caches.open(KEPT_CACHE)
  const text = await response.clone().text()
  const keptAt = new Date().toISOString()
  let jobs = []
  try {
    jobs = JSON.parse(text).jobs || []
  } catch {
    return
  }
  await cache.put(request, keptResponse(text, keptAt))
  const saved = new Set(jobs.map((job) => jobUrl(job.id)))
  await Promise.all(jobs.map((job) => cache.put(jobUrl(job.id), keptResponse(JSON.stringify(job), keptAt))))
  // A later page holds only some of the saved jobs: the first page alone tells which were unsaved.
  if (new URL(request.url).searchParams.has('cursor')) return
  // A job no longer in the list was unsaved (elsewhere, or on another device).
  for (const key of await cache.keys()) {
    if (JOB_PATH.test(new URL(key.url).pathname) && !saved.has(key.url)) await cache.delete(key)
  }
}

async function networkFirst(request, keep) {
  try {
    const response = await fetch(request)
    if (response.status === 401) await forgetMember()
    else if (response.ok && keep) await keep(response)
    return response
  } catch (error) {
    const kept = await caches.open(KEPT_CACHE).then((cache) => cache.match(request))
    if (kept) return kept
    throw error
  }
}

async function savedList(request) {
  return networkFirst(request, (response) => keepSavedList(request, response))
}

/** A job's details: refreshed in the cache when that job is kept (saved), never kept otherwise. */
async function jobDetails(request) {
  const cache = await caches.open(KEPT_CACHE)
  const isKept = Boolean(await cache.match(request))
  return networkFirst(request, async (response) => {
    if (isKept) await cache.put(request, keptResponse(await response.clone().text(), new Date().toISOString()))
  })
}

/** Saving a job keeps its details; unsaving drops them. */
async function interaction(request, id) {
  const response = await fetch(request)
  if (response.ok) {
    try {
      const answer = await response.clone().json()
      const cache = await caches.open(KEPT_CACHE)
      if (answer.save === true) {
        const details = await fetch(jobUrl(id), { credentials: 'include', headers: { Accept: 'application/json' } })
        if (details.ok) await cache.put(jobUrl(id), keptResponse(await details.text(), new Date().toISOString()))
      } else if (answer.save === false) {
        await cache.delete(jobUrl(id))
      }
    } catch {
      // Not kept: the next read of the saved list keeps it.
    }
  }
  return response
}

function openOutbox() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(OUTBOX_DB, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(OUTBOX_STORE, { keyPath: 'id' })
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

function outboxRequest(db, mode, run) {
  return new Promise((resolve, reject) => {
    const request = run(db.transaction(OUTBOX_STORE, mode).objectStore(OUTBOX_STORE))
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function announce(message) {
  try {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL)
    channel.postMessage(message)
    channel.close()
  } catch {
    // Pages also re-read the outbox when they come back online.
  }
}

async function forgetMember() {
  await caches.delete(KEPT_CACHE)
  try {
    const db = await openOutbox()
    await outboxRequest(db, 'readwrite', (store) => store.clear())
    db.close()
  } catch {
    // No outbox on this device.
  }
  announce({ type: 'changed' })
}

async function xsrfToken() {
  if (!self.cookieStore) return undefined
  const cookie = await self.cookieStore.get('XSRF-TOKEN')
  return cookie ? decodeURIComponent(cookie.value) : undefined
}

/** The body with `value` put at `into`: a key of the body, or a path of keys and indexes into it. */
function putAt(body, into, value) {
  const keys = typeof into === 'string' ? [into] : into
  const root = JSON.parse(body)
  let node = root
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {}
    node = node[key]
  }
  node[keys[keys.length - 1]] = value
  return JSON.stringify(root)
}

/**
 * A draft's files to upload first (a résumé, a post's photos chosen offline), in order: each answer's url (`url`, or
 * that of the first of its `files`) goes into the draft's body at its `into`, and the draft is kept at once with
 * that url instead of the file, so a later try uploads only those left. Resolves to the draft to send, or to an
 * upload's refusal, or throws when no answer came.
 */
async function uploadFirst(db, draft, token) {
  let current = draft
  let left = [...(draft.upload ? [draft.upload] : []), ...(draft.uploads || [])]
  while (left.length > 0) {
    const next = left[0]
    const form = new FormData()
    for (const field of next.fields) {
      if (field.file) form.append(field.name, field.file, field.fileName)
      else form.append(field.name, field.value)
    }
    const headers = { Accept: 'application/json' }
    if (token) headers['X-XSRF-TOKEN'] = token
    const response = await fetch(next.url, { method: 'POST', credentials: 'include', headers, body: form })
    if (!response.ok) return { refused: response, draft: current }
    const answer = await response.json()
    const url = typeof answer.url === 'string' ? answer.url : answer.files && answer.files[0] && answer.files[0].url
    if (typeof url !== 'string') throw new Error('The upload answered without a url')
    left = left.slice(1)
    const { upload: _upload, uploads: _uploads, ...rest } = current
    current = { ...rest, body: putAt(current.body, next.into, url), ...(left.length ? { uploads: left } : {}) }
    await outboxRequest(db, 'readwrite', (store) => store.put(current))
  }
  return { draft: current }
}

/**
 * Sends every waiting draft once. Same rules as the page's sender (outbox.ts): delivered (2xx, or the key already
 * used, i.e. an earlier try arrived) → removed; refused (other 4xx) → kept as failed with the server's words;
 * no answer or 5xx → left waiting, and the sync is tried again by the browser.
 */
async function sendDrafts() {
  const db = await openOutbox()
  const drafts = await outboxRequest(db, 'readonly', (store) => store.getAll())
  if (!drafts.some((draft) => draft.state === 'waiting')) return db.close()
  // Drafts are sent only as the member who wrote them: who is signed in is asked first.
  let memberId
  try {
    const me = await fetch('/api/user/me', { credentials: 'include', headers: { Accept: 'application/json' } })
    if (!me.ok) throw new Error(`${me.status}`)
    memberId = (await me.json()).id
  } catch (error) {
    db.close()
    throw error
  }
  const token = await xsrfToken()
  let waiting = false
  for (const waitingDraft of drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    if (waitingDraft.memberId !== memberId || waitingDraft.state !== 'waiting') continue
    let draft = waitingDraft
    const headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': `"${draft.id}"`,
    }
    if (token) headers['X-XSRF-TOKEN'] = token
    let response
    try {
      const first = await uploadFirst(db, draft, token)
      draft = first.draft
      response =
        first.refused ?? (await fetch(draft.url, { method: 'POST', credentials: 'include', headers, body: draft.body }))
    } catch {
      waiting = true
      continue
    }
    const text = await response.text().catch(() => '')
    let answer
    try {
      answer = text ? JSON.parse(text) : undefined
    } catch {
      answer = undefined
    }
    if (response.ok || (response.status === 422 && /Idempotency-Key was already used/.test(text))) {
      await outboxRequest(db, 'readwrite', (store) => store.delete(draft.id))
      announce({ type: 'sent', id: draft.id, answer: response.ok ? answer : undefined })
    } else if (
      response.status >= 500 ||
      (response.status === 409 && /Idempotency-Key is still being processed/.test(text)) ||
      response.status === 401 ||
      response.status === 419
    ) {
      waiting = true
    } else {
      const error = (answer && typeof answer.error === 'string' && answer.error) || `${response.status}`
      await outboxRequest(db, 'readwrite', (store) => store.put({ ...draft, state: 'failed', error }))
      announce({ type: 'changed' })
    }
  }
  db.close()
  if (waiting) throw new Error('drafts still waiting')
}

/** A start of the app (a page loading): drafts left waiting are sent, where no Background Sync did it already. */
async function sendDraftsAtStart() {
  try {
    await sendDrafts()
  } catch {
    // Still offline, or the server did not answer: the next start, `online` event or sync tries again.
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.waitUntil(sendDraftsAtStart())
    return
  }
  if (!url.pathname.startsWith('/api/')) return
  if (request.method === 'POST') {
    if (MEMBER_CHANGES.has(url.pathname)) event.waitUntil(forgetMember())
    const saved = INTERACTION_PATH.exec(url.pathname)
    if (saved) event.respondWith(interaction(request, saved[1]))
    return
  }
  if (request.method !== 'GET') return
  if (url.pathname === '/api/jobs' && url.searchParams.get('saved') === 'true') event.respondWith(savedList(request))
  else if (JOB_PATH.test(url.pathname)) event.respondWith(jobDetails(request))
})

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendDrafts())
})
