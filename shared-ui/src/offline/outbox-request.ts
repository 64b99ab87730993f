import { ensureXsrfCookie, IDEMPOTENCY_HEADER, XSRF_HEADER } from '../api/client'

/*
| One try of an outbox draft over HTTP, and what its answer means. The service worker's sender
| (shell/public/sw-offline.js) follows the same rules.
*/

const REUSED_KEY = /Idempotency-Key was already used/
const IN_FLIGHT = /Idempotency-Key is still being processed/

export type DraftKind = 'message' | 'comment' | 'post' | 'application'
export type DraftState = 'waiting' | 'failed'

/** A field of a multipart form kept on the device: text, or a file (IndexedDB keeps Blobs as they are). */
export type DraftField = { name: string; value: string } | { name: string; file: Blob; fileName: string }

/** Where a value goes in a draft's JSON body: a key of the body, or a path of keys and indexes into it. */
export type DraftPath = string | readonly (string | number)[]

/**
 * A file sent before the draft itself (a résumé, a post's photo chosen offline): the form is POSTed to `url` and the
 * answer's url (`url`, or that of the first of its `files`) goes into the draft's JSON body at `into`. Once uploaded
 * the draft keeps that url, not the file, so a later try does not upload it again.
 */
export interface DraftUpload {
  url: string
  fields: DraftField[]
  into: DraftPath
}

export type DraftMeta = Record<string, string | number>

export interface Draft {
  /** Also the Idempotency-Key of every try. */
  id: string
  kind: DraftKind
  /** Who wrote it: a draft is sent only while its writer is the member signed in, and dropped otherwise. */
  memberId: string
  /** What it belongs to (a message's thread id, a comment's post id, an application's job id). */
  target: string
  /** Where it is POSTed. */
  url: string
  /** The JSON body sent, exactly as on every try. */
  body: string
  /** A file to upload first into a key of the body (an application's résumé). */
  upload?: DraftUpload
  /** Files to upload first, in order, each into its path of the body (a post's photos and videos). */
  uploads?: DraftUpload[]
  /** What the screens show of the draft and is not sent (e.g. the chosen résumé's name). */
  meta?: DraftMeta
  createdAt: string
  state: DraftState
  /** The server's words when it refused the draft. */
  error?: string
}

/** The fields of a form, kept as they are (files as Blobs with their names). */
export function formFields(form: FormData): DraftField[] {
  const fields: DraftField[] = []
  form.forEach((value, name) => {
    if (typeof value === 'string') fields.push({ name, value })
    else fields.push({ name, file: value, fileName: value.name })
  })
  return fields
}

export function toFormData(fields: DraftField[]): FormData {
  const form = new FormData()
  for (const field of fields) {
    if ('file' in field) form.append(field.name, field.file, field.fileName)
    else form.append(field.name, field.value)
  }
  return form
}

/**
 * What an answer means for a draft: sent (2xx; or 422 for a key already used with another body, i.e. an earlier
 * version of the draft arrived), waiting (no decision: 5xx, a 409 saying the key is still in flight elsewhere,
 * 401/419 a session to renew) or failed (any other refusal, another 409 such as "already applied" included, with
 * the server's words).
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
  if (status >= 500 || status === 401 || status === 419) return { outcome: 'waiting' }
  if (status === 409 && IN_FLIGHT.test(text)) return { outcome: 'waiting' }
  const words = (answer as { error?: unknown } | undefined)?.error
  return { outcome: 'failed', error: typeof words === 'string' && words ? words : `${status}` }
}

export interface Answered {
  response: Response
  text: string
}

async function request(url: string, body: string | FormData, key?: string): Promise<Answered | null> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (typeof body === 'string') headers['Content-Type'] = 'application/json'
  if (key) headers[IDEMPOTENCY_HEADER] = `"${key}"`
  const token = await ensureXsrfCookie()
  if (token) headers[XSRF_HEADER] = token
  try {
    const response = await fetch(url, { method: 'POST', credentials: 'include', headers, body })
    return { response, text: await response.text().catch(() => '') }
  } catch {
    return null
  }
}

/** The files a draft still has to upload before it is sent, in order. */
export function draftUploads(draft: Pick<Draft, 'upload' | 'uploads'>): DraftUpload[] {
  return [...(draft.upload ? [draft.upload] : []), ...(draft.uploads ?? [])]
}

/** The body with `value` put at `path`; missing objects on the way are made. */
export function putAt(body: string, path: DraftPath, value: unknown): string {
  const keys = typeof path === 'string' ? [path] : path
  const root: unknown = JSON.parse(body)
  if (keys.length === 0 || !root || typeof root !== 'object') return body
  let node = root as Record<string | number, unknown>
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (!next || typeof next !== 'object') node[key] = {}
    node = node[key] as Record<string | number, unknown>
  }
  node[keys[keys.length - 1]!] = value
  return JSON.stringify(root)
}

/** The url an upload's answer gives: `{ url }` (a résumé) or `{ files: [{ url }] }` (media). */
function uploadedUrl(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined
  const { url, files } = answer as { url?: unknown; files?: unknown }
  if (typeof url === 'string') return url
  const first: unknown = Array.isArray(files) ? files[0] : undefined
  const fileUrl = first && typeof first === 'object' ? (first as { url?: unknown }).url : undefined
  return typeof fileUrl === 'string' ? fileUrl : undefined
}

/**
 * One try of a draft, with its key; null when no answer came (offline, unreachable). Its files to upload go first,
 * one after the other: after each, `keepUploaded` stores the draft with that file's url in its body (and without
 * the file), so a later try uploads only those still left. A refused upload is answered as the draft's own refusal.
 */
export async function postDraft(
  draft: Draft,
  keepUploaded: (draft: Draft) => Promise<void>
): Promise<{ answered: Answered; draft: Draft } | null> {
  let current = draft
  for (let left = draftUploads(draft); left.length > 0; left = left.slice(1)) {
    const next = left[0]!
    const uploaded = await request(next.url, toFormData(next.fields))
    if (!uploaded) return null
    if (!uploaded.response.ok) return { answered: uploaded, draft: current }
    const answer = draftOutcome(uploaded.response.status, uploaded.text)
    const url = answer.outcome === 'sent' ? uploadedUrl(answer.answer) : undefined
    if (url === undefined) return null
    const { upload: _upload, uploads: _uploads, ...rest } = current
    const remaining = left.slice(1)
    current = {
      ...rest,
      body: putAt(current.body, next.into, url),
      ...(remaining.length ? { uploads: remaining } : {}),
    }
    await keepUploaded(current)
  }
  const answered = await request(current.url, current.body, current.id)
  return answered ? { answered, draft: current } : null
}
