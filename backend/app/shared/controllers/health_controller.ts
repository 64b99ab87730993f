import type { HttpContext } from '@adonisjs/core/http'
import HealthPolicy from '#shared/policies/health_policy'
import { health, healthStatusCode } from '#shared/services/health'

export default class HealthController {
  /** GET /api/health: the full report (database engine and latency, Redis, uptime) for admins. */
  async show({ response, bouncer }: HttpContext) {
    await bouncer.with(HealthPolicy).authorize('details')
    const report = await health()
    response.header('cache-control', 'no-store')
    return response.status(healthStatusCode(report)).send(report)
  }
}
