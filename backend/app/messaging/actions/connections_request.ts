import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import emitter from '@adonisjs/core/services/emitter'
import { errors } from '@vinejs/vine'
import type User from '#shared/models/user'
import { MESSAGING_MESSAGES as M } from '#messaging/constants'
import type { ConnectionRequestAnswer } from '#messaging/contract'
import {
  ConnectionConflictException,
  ConnectionForbiddenException,
  UserNotFoundException,
} from '#messaging/connection_exceptions'
import {
  blockedEitherWay,
  connectionRequestFor,
  lockPair,
  lockPairConnection,
  type ConnectionRow,
} from '#messaging/queries/connections_query'
import { connectableMember } from '#messaging/queries/connectable_member_query'
import {
  answerConnection,
  insertConnectionRequest,
  renewConnectionRequest,
} from '#messaging/repositories/connections_repository'

export interface RequestConnectionResult {
  /** 201 for a new (or renewed) request, 200 when it accepted the other side's pending request. */
  status: 200 | 201
  request: ConnectionRequestAnswer
}

/**
 * POST /api/connections {targetId, note?}. One connection per pair (the
 * unique pair index decides races):
 * - none yet → a pending request (201);
 * - the target had already asked the requester → that request is accepted
 *   (200, status accepted), as LinkedIn does;
 * - the requester's own request is pending → 409 requestPending; already
 *   connected → 409 alreadyConnected;
 * - an earlier request between them was declined → whoever asks now makes a
 *   new request: the row becomes a pending request from them, with the new
 *   note and time (201). Declining is not permanent; blocking is.
 * - either has blocked the other → 403 cannotMessageUser;
 * - the target is unknown, hidden by moderation or banned → 404, nothing written.
 */
export default class RequestConnection {
  async handle(requester: User, targetId: string, note: string | null, attempt = 1): Promise<RequestConnectionResult> {
    if (requester.id === targetId) {
      throw new errors.E_VALIDATION_ERROR([{ field: 'targetId', message: M.cannotConnectSelf, rule: 'notSelf' }])
    }
    if (!(await connectableMember(targetId))) throw new UserNotFoundException()

    const outcome = await db.transaction(async (trx) => {
      await lockPair(trx, requester.id, targetId)
      if (await blockedEitherWay(trx, requester.id, targetId)) {
        throw new ConnectionForbiddenException(M.cannotMessageUser)
      }
      const now = new Date()
      const id = randomUUID()
      // A concurrent request for the same pair waits here for the other to commit, then finds its row.
      const inserted = await insertConnectionRequest(trx, { id, requesterId: requester.id, targetId, note }, now)
      let done: { kind: 'requested' | 'accepted'; id: string }
      if (inserted) {
        done = { kind: 'requested', id }
      } else {
        const existing = await lockPairConnection(trx, requester.id, targetId)
        // Removed in between (the pair is free again): the caller retries once.
        if (!existing) return { kind: 'retry' as const }
        done = await this.resolveExisting(trx, existing, requester.id, targetId, note, now)
      }
      // The answer is read before the commit: a block or a removal right after it must not turn this 201 into a 404.
      return { ...done, request: await connectionRequestFor(trx, done.id, requester.id) }
    })

    if (outcome.kind === 'retry') {
      if (attempt >= 3) throw new ConnectionConflictException(M.requestPending)
      return this.handle(requester, targetId, note, attempt + 1)
    }

    const { request } = outcome
    if (outcome.kind === 'requested') {
      await emitter.emit('messaging:connection_requested', {
        connectionId: outcome.id,
        requesterId: requester.id,
        requesterName: requester.name,
        targetId,
      })
      return { status: 201, request }
    }
    // The other side had asked first: this request accepted theirs.
    await emitter.emit('messaging:connection_accepted', {
      connectionId: outcome.id,
      requesterId: targetId,
      targetId: requester.id,
      targetName: requester.name,
    })
    return { status: 200, request }
  }

  private async resolveExisting(
    trx: TransactionClientContract,
    existing: ConnectionRow,
    requesterId: string,
    targetId: string,
    note: string | null,
    now: Date
  ) {
    if (existing.status === 'accepted') throw new ConnectionConflictException(M.alreadyConnected)
    if (existing.status === 'pending' && existing.requester_id === requesterId) {
      throw new ConnectionConflictException(M.requestPending)
    }
    if (existing.status === 'pending') {
      await answerConnection(trx, existing.id, 'accepted', now)
      return { kind: 'accepted' as const, id: existing.id }
    }
    await renewConnectionRequest(trx, existing.id, { requesterId, targetId, note }, now)
    return { kind: 'requested' as const, id: existing.id }
  }
}
