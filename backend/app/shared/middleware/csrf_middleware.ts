import { createHash, timingSafeEqual } from 'node:crypto'
import Tokens from 'csrf'
import { errors } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const tokens = new Tokens()
/** The session key and the names shield and its Japa plugin (`withCsrfToken`) use. */
const SECRET_KEY = 'csrf-secret'
const XSRF_COOKIE = 'XSRF-TOKEN'
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * `tokens.verify` with the same token format (`salt-base64url(sha1(salt-secret))`),
 * compared in constant time without the per-call random-key HMACs of the
 * package's string comparison.
 */
export function isValidToken(secret: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 256) return false
  const dash = token.indexOf('-')
  if (dash <= 0) return false
  const salt = token.slice(0, dash)
  const expected = Buffer.from(`${salt}-${createHash('sha1').update(`${salt}-${secret}`, 'ascii').digest('base64url')}`)
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * CSRF protection for the JSON SPA, in place of shield's guard (which issued a
 * freshly encrypted XSRF-TOKEN cookie on every request). The secret lives in
 * the session, server side; the XSRF-TOKEN cookie holds a token derived from
 * it (salt + hash, `csrf` package, as shield uses), readable by the app's own
 * scripts only, which echo it in `X-XSRF-TOKEN` on every write. A cross-site
 * page can neither read the cookie nor forge a token without the secret.
 * The cookie is (re)issued only when the request lacks a token valid for the
 * current secret, so a signed-in page load costs one hash check, not a
 * cipher and a Set-Cookie per answer.
 */
export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response, session } = ctx
    let secret: string | undefined = session.get(SECRET_KEY)
    if (!secret) {
      secret = await tokens.secret()
      session.put(SECRET_KEY, secret)
    }

    const fromCookie = request.plainCookie(XSRF_COOKIE, { encoded: false })
    if (!isValidToken(secret, fromCookie)) {
      response.plainCookie(XSRF_COOKIE, tokens.create(secret), {
        encode: false,
        httpOnly: false,
        sameSite: 'lax',
        path: '/',
        // As long as the session it belongs to: set when the request carries no valid one, not on every answer.
        maxAge: '7d',
      })
    }

    if (WRITE_METHODS.has(request.method())) {
      const sent = request.header('x-xsrf-token') ?? request.header('x-csrf-token')
      if (!isValidToken(secret, sent)) throw new errors.E_BAD_CSRF_TOKEN()
    }
    return next()
  }
}
