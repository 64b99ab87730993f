import { mutate } from 'swr'
import { announceRestriction } from '../state/restriction'
import { forgetLastMember } from './user/last-member'
import { RESTRICTION_HEADER, restrictionWords } from '../utils/restriction-words'
import type { ApiErrorBody } from './types'

export const CURRENT_USER_KEY = '/api/user/me'
const XSRF_COOKIE = 'XSRF-TOKEN'
/** The header every write carries: the decoded XSRF-TOKEN cookie. */
export const XSRF_HEADER = 'X-XSRF-TOKEN'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const API_ERROR = Symbol.for('hireloop.ApiError')

/** A non-successful answer. `message` is `"<status>: <text or statusText>"` (part 1 §7). */
export class ApiError extends Error {
  /** `instanceof ApiError` holds for an error made by any copy of shared-ui on the page (a remote may run its own). */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [API_ERROR]?: unknown })[API_ERROR] === true
  }

  readonly [API_ERROR] = true
  readonly status: number
  readonly data: (ApiErrorBody & Record<string, unknown>) | undefined
  /** Seconds from a 429's `Retry-After` header, when it had one. */
  readonly retryAfterSeconds: number | undefined
  /** A write refused for the account's standing (restricted or banned), not for the request. */
  readonly restricted: boolean

  constructor(
    status: number,
    text: string,
    data?: ApiErrorBody & Record<string, unknown>,
    retryAfterSeconds?: number,
    restricted = false
  ) {
    super(`${status}: ${text}`)
    this.name = 'ApiError'
    this.status = status
    this.data = data
    this.retryAfterSeconds = retryAfterSeconds
    this.restricted = restricted
  }
}

/** `Retry-After` as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The server's `error` field when there is one, else the fallback (used by every failure toast). A write refused
 * for the account's standing says what cannot be done and until when.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.data?.error === 'string' && error.data.error) {
    return error.restricted ? restrictionWords(error.data.error).description : error.data.error
  }
  return fallback
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim())
  }
  return undefined
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  let data: (ApiErrorBody & Record<string, unknown>) | undefined
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object') data = parsed as ApiErrorBody & Record<string, unknown>
    } catch {
      data = undefined
    }
  }
  const restricted = response.status === 403 && Boolean(response.headers?.get(RESTRICTION_HEADER))
  // Whichever screen's action was refused, the page says what the account cannot do and until when.
  if (restricted && typeof data?.error === 'string') announceRestriction(data.error)
  throw new ApiError(
    response.status,
    text || response.statusText,
    data,
    parseRetryAfter(response.headers?.get('Retry-After')),
    restricted
  )
}

/**
 * The session's CSRF cookie is set by any GET the backend answers (Shield `enableXsrfCookie`). A write made before
 * the first GET of the page (e.g. a cached shell) would be refused, so fetch the current user once to obtain it.
 */
export async function ensureXsrfCookie(): Promise<string | undefined> {
  const existing = readCookie(XSRF_COOKIE)
  if (existing) return existing
  try {
    await fetch(CURRENT_USER_KEY, { credentials: 'include', headers: { Accept: 'application/json' } })
  } catch {
    // Network failures surface on the write itself.
  }
  return readCookie(XSRF_COOKIE)
}

/** The header that makes a create safe to retry (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Answers after which an idempotent submission is sent again: the server or its proxy could not answer. */
const RETRIED_STATUSES = new Set([502, 503, 504])
/** Sends of one idempotent submission at most, and the longest wait between two. */
export const IDEMPOTENT_ATTEMPTS = 3
const MAX_RETRY_WAIT_MS = 5000

export interface RequestOptions {
  /**
   * One submission (an application, a message, a post): it carries a fresh `Idempotency-Key`, and when the
   * network fails or the answer is 502/503/504 it is sent again with the same key, so the server writes it once.
   */
  idempotent?: boolean
}

/** A random key (a UUID v4), also where `crypto.randomUUID` is missing (pages served over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The one write whose 401 refuses what was typed (password, e-mailed code) rather than says the session is gone. */
const SIGN_IN_PATH = '/api/auth/login'

function isSignIn(url: string): boolean {
  return new URL(url, 'http://localhost').pathname === SIGN_IN_PATH
}

/**
 * The session is gone (a write answered 401): every cached answer was the signed-out member's, so all are dropped as
 * Sign Out drops them, and the cached user becomes null so the shell shows the signed-out experience.
 */
export function sessionEnded(): void {
  forgetLastMember()
  void mutate((key) => key !== CURRENT_USER_KEY, undefined, { revalidate: false })
  void mutate(CURRENT_USER_KEY, null, { revalidate: false })
}

/** The one fetch wrapper: cookies on every call, JSON bodies, CSRF header on writes, errors as ApiError. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {}
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const isWrite = method !== 'GET'
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json'
  if (isWrite) {
    const token = await ensureXsrfCookie()
    if (token) headers[XSRF_HEADER] = token
  }
  // The draft's form: a structured-field string.
  if (options.idempotent) headers[IDEMPOTENCY_HEADER] = `"${newIdempotencyKey()}"`

  const send = () =>
    fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isFormData ? (body as FormData) : JSON.stringify(body),
    })
  let response: Response
  for (let attempt = 1; ; attempt++) {
    const last = !options.idempotent || attempt >= IDEMPOTENT_ATTEMPTS
    try {
      response = await send()
    } catch (error) {
      if (last) throw error
      await wait(250 * 2 ** attempt)
      continue
    }
    if (last || !RETRIED_STATUSES.has(response.status)) break
    const after = parseRetryAfter(response.headers?.get('Retry-After'))
    await wait(Math.min(MAX_RETRY_WAIT_MS, after === undefined ? 250 * 2 ** attempt : after * 1000))
  }

  if (response.status === 401 && isWrite) {
    if (isSignIn(url)) void mutate(CURRENT_USER_KEY, null, { revalidate: false })
    else sessionEnded()
  }
  await throwIfNotOk(response)
  return response
}

/** apiRequest plus JSON parsing of the answer (empty answers become `undefined`). */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions
): Promise<T> {
  const response = await apiRequest(method, url, body, options)
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

export type QueryKey = string | readonly (string | number)[]

export function keyToUrl(key: QueryKey): string {
  return typeof key === 'string' ? key : key.map(String).join('/')
}

export interface QueryFnOptions {
  on401: 'returnNull' | 'throw'
}

/** Default reads: GET of the key (segments joined by '/'), parsed JSON; a 401 returns null or throws. */
export function getQueryFn<T>({ on401 }: QueryFnOptions) {
  return async (key: QueryKey): Promise<T | null> => {
    const response = await fetch(keyToUrl(key), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}
