import { Exception } from '@adonisjs/core/exceptions'
import env from '#start/env'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'

interface FieldError {
  field: string
  message: string
  rule: string
}

/**
 * A store the request needs (PostgreSQL, Redis) cannot be reached right now: the pool timed out acquiring a
 * connection, the server refused or dropped it, or it is shutting down or starting up. A state that passes, not a
 * fault of the request: 503 with Retry-After, so clients and proxies try again shortly.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and class 08 (connection).
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const UNAVAILABLE_NAMES = new Set(['KnexTimeoutError', 'MaxRetriesPerRequestError'])
/** knex prefixes a failed query's message with its SQL text: `<sql> - <driver's message>`. */
const UNAVAILABLE_MESSAGES = [
  // node-postgres, when the server goes away under a client or a query.
  /(?:^| - )Connection terminated/,
  /connection error and is not queryable/,
  // knex, for the next query of a transaction whose connection was ended under it.
  /(?:^| - )Transaction query already complete/,
  // ioredis, while Redis is unreachable.
  /^Connection is closed\.?$/,
  /^Stream isn't writeable/,
]
/** Seconds a client should wait before trying again: a restart of either store takes about that long. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2

export function storeUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, name, message, cause, errors } = error as {
    code?: unknown
    name?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
  // A connect that tried several addresses fails with an AggregateError of them.
  if (Array.isArray(errors) && errors.some((entry) => storeUnavailable(entry, depth + 1))) return true
  return storeUnavailable(cause, depth + 1)
}

type ErrorLike = {
  code?: string
  status?: number
  message?: string
  messages?: unknown
  headers?: Record<string, string>
  /** Bouncer's denial (AuthorizationResponse). */
  response?: { message?: string }
  /** Rate-limit errors carry Retry-After and X-RateLimit-* here. */
  getDefaultHeaders?: () => Record<string, string | number>
}

/**
 * Every error leaves as JSON `{ error, errors? }`. Bad input is a 4xx with a
 * clear message; only real faults are 500, and their details (SQL text…)
 * stay in the log, in every mode, unless EXPOSE_ERRORS=true asks for them
 * in the answer (local debugging only).
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = false

  async handle(error: unknown, ctx: HttpContext) {
    if (storeUnavailable(error)) {
      ctx.response.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      return ctx.response
        .status(503)
        .send({ error: 'The service is briefly unavailable. Please try again in a moment.' })
    }
    const { status, body } = this.toJson(error as ErrorLike)
    const { headers, getDefaultHeaders } = error as ErrorLike
    for (const [name, value] of Object.entries({ ...getDefaultHeaders?.call(error), ...headers })) {
      ctx.response.header(name, value)
    }
    return ctx.response.status(status).send(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    // One line per refused request while a store is down, not a stack trace each.
    if (storeUnavailable(error)) {
      ctx.logger.warn('store unavailable: %s', (error as Error).message)
      return
    }
    return super.report(error, ctx)
  }

  private toJson(error: ErrorLike): { status: number; body: { error: string; errors?: FieldError[] } } {
    switch (error.code) {
      case 'E_VALIDATION_ERROR': {
        const errors = (Array.isArray(error.messages) ? error.messages : []).map(
          (entry: { field?: unknown; message?: unknown; rule?: unknown }) => ({
            field: String(entry.field),
            message: String(entry.message),
            rule: String(entry.rule),
          })
        )
        return { status: 422, body: { error: errors[0]?.message ?? 'Invalid input', errors } }
      }
      case 'E_UNAUTHORIZED_ACCESS':
        return { status: 401, body: { error: 'Authentication required' } }
      case 'E_INVALID_CREDENTIALS':
        return { status: 401, body: { error: 'Invalid email or password' } }
      case 'E_BAD_CSRF_TOKEN':
        return { status: 403, body: { error: 'Invalid or missing CSRF token' } }
      case 'E_AUTHORIZATION_FAILURE':
        // Bouncer keeps a policy's denial message on `response`.
        return { status: 403, body: { error: error.response?.message || error.message || 'Forbidden' } }
      case 'E_ROUTE_NOT_FOUND':
      case 'E_ROW_NOT_FOUND':
        return { status: 404, body: { error: 'Not found' } }
      case 'E_TOO_MANY_REQUESTS':
        return { status: 429, body: { error: 'Too many requests. Please try again later.' } }
    }

    const status = typeof error.status === 'number' ? error.status : 500
    const malformedJson = (error as Error).name === 'SyntaxError' || error.message?.startsWith('Invalid JSON')
    if (malformedJson && (status === 400 || status === 422)) {
      return { status: 400, body: { error: 'Malformed JSON body' } }
    }
    if (status >= 400 && status < 500) {
      return { status, body: { error: error.message || 'Bad request' } }
    }
    // A part of the app that is turned off (a module disabled) is a state, not a fault: its own words and 503.
    if (status === 503 && error instanceof Exception) {
      return { status, body: { error: error.message || 'Service unavailable' } }
    }
    const detail = env.get('EXPOSE_ERRORS', false) && error.message ? `: ${error.message}` : ''
    return { status: 500, body: { error: `Internal server error${detail}` } }
  }
}
