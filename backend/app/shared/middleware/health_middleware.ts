import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { health } from '#shared/services/health'

/**
 * GET /health is answered before routing so probes never open a session
 * (the session and CSRF middleware would write a session row per probe).
 */
export default class HealthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url() !== '/health' || !['GET', 'HEAD'].includes(ctx.request.method())) {
      return next()
    }
    const report = await health()
    ctx.response.header('cache-control', 'no-store')
    return ctx.response.status(report.status === 'ok' ? 200 : 503).send(report)
  }
}
