import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { restrictionMessage } from '#shared/services/restrictions'

/**
 * After `auth`: a restricted member's write is refused with 403
 * `{ error: 'Your account is restricted until {date}' }`, a banned member's
 * with the ban message (issue 14, the words of the provided check).
 */
export default class RestrictedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (user) {
      const refused = await restrictionMessage(user.id)
      if (refused) return ctx.response.forbidden({ error: refused })
    }
    return next()
  }
}
