import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type User from '#shared/models/user'

/**
 * A Bouncer for the request's user. Modules authorise with their policy
 * classes (`bouncer.with(PostPolicy)`), never with string keys, so nothing
 * is pre-registered here.
 */
export default class InitializeBouncerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.bouncer = new Bouncer<User>(() => ctx.auth.user || null).setContainerResolver(ctx.containerResolver)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<User>
  }
}
