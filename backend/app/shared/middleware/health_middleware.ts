import { isIP } from 'node:net'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { health, healthStatusCode } from '#shared/services/health'

/**
 * Loopback, private (RFC 1918), unique-local and link-local addresses: the operator's own network. A request whose
 * client has already gone has no address: it is not local.
 */
export function isLocalAddress(ip: string | undefined) {
  if (!ip) return false
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number)
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    )
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase()
    return lower === '::1' || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower)
  }
  return false
}

/**
 * GET /health is answered before routing so probes never open a session
 * (the session and CSRF middleware would write a session row per probe).
 * The public gets `{ status }` alone; the details (database engine and
 * latency, Redis, uptime) go to the local network (probes, the load
 * balancer) only, and to admins at GET /api/health.
 */
export default class HealthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url() !== '/health' || !['GET', 'HEAD'].includes(ctx.request.method())) {
      return next()
    }
    const report = await health()
    ctx.response.header('cache-control', 'no-store')
    const body = isLocalAddress(ctx.request.ip()) ? report : { status: report.status }
    return ctx.response.status(healthStatusCode(report)).send(body)
  }
}
