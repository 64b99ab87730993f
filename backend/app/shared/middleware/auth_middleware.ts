import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SIGNED_IN_API_LIMIT, consume } from '#shared/services/rate_limit'

/**
 * Refuses anonymous requests (JSON 401 from the exception handler) and
 * limits each signed-in user's API traffic (429 with Retry-After).
 *
 * The member's id is in the session (signed, server side) before the member is
 * read: their allowance is counted in Redis while PostgreSQL reads them, so a
 * signed-in request waits for one round trip fewer. A session without a member
 * is refused without counting anything.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('web')
    const sessionUserId: unknown = ctx.session.get(guard.sessionKeyName)
    if (typeof sessionUserId === 'string' || typeof sessionUserId === 'number') {
      await Promise.all([
        ctx.auth.authenticateUsing(['web']),
        consume('api_user', SIGNED_IN_API_LIMIT, String(sessionUserId), ctx),
      ])
    } else {
      const user = await ctx.auth.authenticateUsing(['web'])
      await consume('api_user', SIGNED_IN_API_LIMIT, String(user.id), ctx)
    }
    return next()
  }
}
