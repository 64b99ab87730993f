import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { RESTRICTION_HEADER, restrictionMessage } from '#shared/services/restrictions'

/**
 * After `auth`: a restricted member's write is refused with 403
 * `{ error: 'Your account is restricted until {date}' }`, a banned member's
 * with the ban message (the words of the provided check). The
 * `X-Account-Restriction` header tells clients the refusal is the account's
 * standing (not the request's), so they can say what cannot be done and until
 * when. Which routes carry it is decided route by route (the write routes
 * test in #shared/tests holds the list and its reasons).
 */
export default class RestrictedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (user) {
      const refused = await restrictionMessage(user.id)
      if (refused) {
        ctx.response.header(RESTRICTION_HEADER, 'restricted')
        return ctx.response.forbidden({ error: refused })
      }
    }
    return next()
  }
}
