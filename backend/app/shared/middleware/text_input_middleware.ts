import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { unsafeTextError, unsafeTextFields } from '#shared/services/text_input'

/**
 * Router middleware, right after the body parser: every route, present and
 * future, refuses text PostgreSQL cannot store (services/text_input.ts) in
 * its body, query string or route parameters with a 422 naming the field,
 * before sessions, limits or handlers see it.
 */
export default class TextInputMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const fields = unsafeTextFields(ctx.request.body())
    unsafeTextFields(ctx.request.qs(), '', fields)
    unsafeTextFields(ctx.params, 'params', fields)
    if (fields.length) throw unsafeTextError(fields)
    return next()
  }
}
