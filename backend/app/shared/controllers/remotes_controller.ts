import type { HttpContext } from '@adonisjs/core/http'
import { remotesAnswer } from '#shared/services/frontend_config'

export default class RemotesController {
  /** GET /api/remotes: the registry of areas the shell reads at run time (where, which paths, which tab). */
  async index({ response }: HttpContext) {
    response.header('cache-control', 'no-cache')
    return remotesAnswer()
  }
}
