import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SESSION_COOKIE } from '#config/session'
import { touchedWithin } from '#shared/internals/lazy_touch_session_store'

/**
 * The session middleware signs and sends the session cookie again on every
 * answer, to slide its expiry. The store's expiry already slides at most once
 * a minute (lazy touch); the cookie follows the same rhythm: the same session
 * id, sent by this process less than a minute ago, is not signed and sent
 * again. A new or regenerated id is always sent.
 */
export default class SessionCookieMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    const setCookie = response.cookie
    response.cookie = function (this: typeof response, key, value, options) {
      if (
        key === SESSION_COOKIE &&
        typeof value === 'string' &&
        value === request.cookie(SESSION_COOKIE) &&
        touchedWithin(value)
      ) {
        return this
      }
      return setCookie.call(this, key, value, options)
    }
    return next()
  }
}
