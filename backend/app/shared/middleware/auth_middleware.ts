import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SIGNED_IN_API_LIMIT, consume } from '#shared/services/rate_limit'

/**
 * Refuses anonymous requests (JSON 401 from the exception handler) and
 * limits each signed-in user's API traffic (429 with Retry-After).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = await ctx.auth.authenticateUsing(['web'])
    await consume('api_user', SIGNED_IN_API_LIMIT, String(user.id), ctx)
    return next()
  }
}
