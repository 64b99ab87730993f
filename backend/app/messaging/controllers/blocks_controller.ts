import type { HttpContext } from '@adonisjs/core/http'
import { BlockUser, UnblockUser } from '#messaging/actions/connections_block'
import { blockedUsers } from '#messaging/queries/connections_query'

export default class BlocksController {
  /** POST /api/users/{id}/block → { message } */
  async store({ params, auth }: HttpContext) {
    return new BlockUser().handle(auth.getUserOrFail().id, params.id)
  }

  /** DELETE /api/users/{id}/block → { message } */
  async destroy({ params, auth }: HttpContext) {
    return new UnblockUser().handle(auth.getUserOrFail().id, params.id)
  }

  /** GET /api/user/blocks → { blocked: [{ id, name }] } */
  async index({ auth }: HttpContext) {
    return blockedUsers(auth.getUserOrFail().id)
  }
}
