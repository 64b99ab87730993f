import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'

/** The named middleware that marks a route as taking files (start/kernel.ts). */
export const MULTIPART_MIDDLEWARE = 'multipart'

/**
 * A multipart body is only for the routes that take files (those using the
 * `multipart` named middleware); anywhere else it is refused with a 415
 * before anything reads it.
 */
export default class MultipartGuardMiddleware {
  async handle({ request, route }: HttpContext, next: NextFn) {
    if (request.bodyType !== 'multipart') return next()
    const takesFiles = [...(route?.middleware.all() ?? [])].some(
      (entry) => typeof entry !== 'function' && entry.name === MULTIPART_MIDDLEWARE
    )
    if (!takesFiles) {
      throw new Exception('This endpoint does not accept multipart/form-data; send JSON', { status: 415 })
    }
    return next()
  }
}
