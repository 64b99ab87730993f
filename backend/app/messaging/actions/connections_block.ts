import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import { lockPair } from '#messaging/queries/connections_query'
import { CANNOT_BLOCK_SELF, UserNotFoundException } from '#messaging/connection_exceptions'

async function assertOtherUser(viewerId: string, userId: string) {
  if (viewerId === userId) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'id', message: CANNOT_BLOCK_SELF, rule: 'notSelf' }])
  }
  const user = await db.from('users').where('id', userId).select('id').first()
  if (!user) throw new UserNotFoundException()
}

/**
 * POST /api/users/{id}/block: the blocked person can no longer message the
 * blocker nor ask to connect, either way; a connection or request between
 * them is removed. Blocking again changes nothing. Nothing tells the
 * blocked person.
 */
export class BlockUser {
  async handle(viewerId: string, userId: string) {
    await assertOtherUser(viewerId, userId)
    await db.transaction(async (trx) => {
      await lockPair(trx, viewerId, userId)
      await trx.rawQuery(
        `INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
        [viewerId, userId, new Date()]
      )
      await trx
        .from('connections')
        .where((query) =>
          query
            .where({ requester_id: viewerId, target_id: userId })
            .orWhere({ requester_id: userId, target_id: viewerId })
        )
        .delete()
    })
    return { message: 'User blocked' }
  }
}

/** DELETE /api/users/{id}/block: lifts the caller's block (a no-op when there is none). */
export class UnblockUser {
  async handle(viewerId: string, userId: string) {
    await assertOtherUser(viewerId, userId)
    await db.from('user_blocks').where({ blocker_id: viewerId, blocked_id: userId }).delete()
    return { message: 'User unblocked' }
  }
}
