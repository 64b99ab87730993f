import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#shared/models/user'
import { MESSAGING_MESSAGES as M } from '#messaging/constants'
import type { ConnectionRequestAnswer } from '#messaging/contract'
import { ConnectionConflictException, ConnectionForbiddenException } from '#messaging/connection_exceptions'
import { connectionRequestFor, lockConnectionOf } from '#messaging/queries/connections_query'
import { answerConnection } from '#messaging/repositories/connections_repository'

/** 409 for a request already declined (an accepted one answers alreadyConnected). */
export const REQUEST_ANSWERED = 'This request has already been answered'

/**
 * POST /api/connections/{id}/accept | /decline: only the person asked
 * answers (403 onlyTargetResponds; 404 for anyone not one of the two), and
 * only while the request is pending (409). Accepting emits
 * `messaging:connection_accepted` after the commit.
 */
export default class RespondToConnection {
  async handle(viewer: User, connectionId: string, answer: 'accept' | 'decline'): Promise<ConnectionRequestAnswer> {
    const row = await db.transaction(async (trx) => {
      const connection = await lockConnectionOf(trx, connectionId, viewer.id)
      if (connection.target_id !== viewer.id) throw new ConnectionForbiddenException(M.onlyTargetResponds)
      if (connection.status === 'accepted') throw new ConnectionConflictException(M.alreadyConnected)
      if (connection.status !== 'pending') throw new ConnectionConflictException(REQUEST_ANSWERED)
      const now = new Date()
      await answerConnection(trx, connection.id, answer === 'accept' ? 'accepted' : 'declined', now)
      // The answer is read before the commit: a removal or a block right after it must not turn this into a 404.
      return { ...connection, answer: await connectionRequestFor(trx, connection.id, viewer.id) }
    })

    if (answer === 'accept') {
      await emitter.emit('messaging:connection_accepted', {
        connectionId: row.id,
        requesterId: row.requester_id,
        targetId: viewer.id,
        targetName: viewer.name,
      })
    }
    return row.answer
  }
}
