import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import { lockPair, userExists } from '#messaging/queries/connections_query'
import { deleteBlock, deletePairConnection, insertBlock } from '#messaging/repositories/connections_repository'
import { CANNOT_BLOCK_SELF, UserNotFoundException } from '#messaging/connection_exceptions'

async function assertOtherUser(viewerId: string, userId: string) {
  if (viewerId === userId) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'id', message: CANNOT_BLOCK_SELF, rule: 'notSelf' }])
  }
  if (!(await userExists(userId))) throw new UserNotFoundException()
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
      await insertBlock(trx, viewerId, userId, new Date())
      await deletePairConnection(trx, viewerId, userId)
    })
    return { message: 'User blocked' }
  }
}

/** DELETE /api/users/{id}/block: lifts the caller's block (a no-op when there is none). */
export class UnblockUser {
  async handle(viewerId: string, userId: string) {
    await assertOtherUser(viewerId, userId)
    await deleteBlock(viewerId, userId)
    return { message: 'User unblocked' }
  }
}
