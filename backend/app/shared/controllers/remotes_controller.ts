import type { HttpContext } from '@adonisjs/core/http'
import { allowedOrigins, configuredRemotes } from '#shared/services/frontend_config'

export default class RemotesController {
  /** GET /api/remotes: where the shell finds each micro-frontend at run time. */
  async index({ response }: HttpContext) {
    response.header('cache-control', 'no-cache')
    return { remotes: configuredRemotes(), allowedOrigins: allowedOrigins() }
  }
}
