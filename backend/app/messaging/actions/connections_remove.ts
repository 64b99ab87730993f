import db from '@adonisjs/lucid/services/db'
import { ConnectionNotFoundException } from '#messaging/connection_exceptions'
import { lockConnectionOf } from '#messaging/queries/connections_query'
import { deleteConnection } from '#messaging/repositories/connections_repository'

/**
 * DELETE /api/connections/{id}: either of the two removes an accepted
 * connection, or withdraws (requester) or dismisses (target) a pending
 * request. A declined request is no connection any more: 404, as for
 * anyone not one of the two.
 */
export default class RemoveConnection {
  async handle(viewerId: string, connectionId: string) {
    await db.transaction(async (trx) => {
      const connection = await lockConnectionOf(trx, connectionId, viewerId)
      if (connection.status === 'declined') throw new ConnectionNotFoundException()
      await deleteConnection(trx, connection.id)
    })
    return { message: 'Connection removed' }
  }
}
