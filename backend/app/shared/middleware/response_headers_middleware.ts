import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Headers every answer carries, set once for all routes (first server
 * middleware, so 404s, /health, static files, uploads and errors get them):
 *
 * - `X-Content-Type-Options: nosniff`: a browser never guesses a type.
 * - `Cache-Control: no-store` on /api answers that set no policy of their
 *   own: they are about the signed-in reader (their profile, flags on
 *   posts, notifications), so no shared or private cache may keep them.
 *   An answer that is the same for everyone says so itself (the remotes
 *   list: `no-cache`).
 */
export default class ResponseHeadersMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    response.header('x-content-type-options', 'nosniff')
    if (!request.url().startsWith('/api/')) return next()
    try {
      return await next()
    } finally {
      if (response.getHeader('cache-control') === undefined) response.header('cache-control', 'no-store')
    }
  }
}
