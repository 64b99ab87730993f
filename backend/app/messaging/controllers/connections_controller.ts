import type { HttpContext } from '@adonisjs/core/http'
import {
  connectionsQueryValidator,
  requestConnectionValidator,
  requestsQueryValidator,
  statusQueryInput,
  statusQueryValidator,
} from '#messaging/validators/connection_validators'
import RequestConnection from '#messaging/actions/connections_request'
import RespondToConnection from '#messaging/actions/connections_respond'
import RemoveConnection from '#messaging/actions/connections_remove'
import { connectionStatuses, pendingRequests, userConnections } from '#messaging/queries/connections_query'

export default class ConnectionsController {
  /** POST /api/connections {targetId, note?} → 201 request, or 200 when it accepted theirs */
  async store({ request, response, auth }: HttpContext) {
    const { targetId, note } = await request.validateUsing(requestConnectionValidator)
    const result = await new RequestConnection().handle(auth.getUserOrFail(), targetId, note || null)
    return response.status(result.status).send(result.request)
  }

  /** POST /api/connections/{id}/accept → the request, accepted (the target only) */
  async accept({ params, auth }: HttpContext) {
    return new RespondToConnection().handle(auth.getUserOrFail(), params.id, 'accept')
  }

  /** POST /api/connections/{id}/decline → the request, declined (the target only) */
  async decline({ params, auth }: HttpContext) {
    return new RespondToConnection().handle(auth.getUserOrFail(), params.id, 'decline')
  }

  /** DELETE /api/connections/{id} → { message } (either person) */
  async destroy({ params, auth }: HttpContext) {
    return new RemoveConnection().handle(auth.getUserOrFail().id, params.id)
  }

  /** GET /api/connections/requests?direction=incoming|outgoing&cursor&limit → { requests, nextCursor, hasMore } */
  async requests({ request, auth }: HttpContext) {
    const { direction, ...page } = await requestsQueryValidator.validate(request.qs())
    return pendingRequests(auth.getUserOrFail().id, { direction: direction ?? 'incoming', ...page })
  }

  /** GET /api/connections/status?userIds=a,b → { statuses, requestIds } */
  async status({ request, auth }: HttpContext) {
    const { userIds } = await statusQueryValidator.validate(statusQueryInput(request.qs()))
    return connectionStatuses(auth.getUserOrFail().id, userIds)
  }

  /** GET /api/user/connections?q&cursor&limit → { connections, nextCursor, hasMore } */
  async index({ request, auth }: HttpContext) {
    const input = await connectionsQueryValidator.validate(request.qs())
    return userConnections(auth.getUserOrFail().id, input)
  }
}
