import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| Writes to connections and blocks, inside the caller's transaction where it
| has one (every query through `trx`: PGlite has one session). The caller
| holds the pair's lock (lockPair) or the connection's row.
*/

/**
 * A pending request from `requesterId` to `targetId`, unless the pair
 * already has a connection (the unique pair index: a concurrent request
 * waits for the other to commit, then inserts nothing). True when inserted.
 */
export async function insertConnectionRequest(
  trx: TransactionClientContract,
  request: { id: string; requesterId: string; targetId: string; note: string | null },
  now: Date
) {
  // A null note binds as SQL NULL; Lucid's binding type leaves null out.
  const inserted = await trx.rawQuery(
    `INSERT INTO connections (id, requester_id, target_id, status, note, created_at, updated_at)
     VALUES (?, ?, ?, 'pending', ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`,
    [request.id, request.requesterId, request.targetId, request.note as string, now, now]
  )
  return inserted.rows.length > 0
}

/** The target's answer to a pending request. */
export async function answerConnection(
  trx: TransactionClientContract,
  connectionId: string,
  status: 'accepted' | 'declined',
  now: Date
) {
  await trx.from('connections').where('id', connectionId).update({ status, responded_at: now, updated_at: now })
}

/** A declined request becomes a new pending request from whoever asks now, with their note and time. */
export async function renewConnectionRequest(
  trx: TransactionClientContract,
  connectionId: string,
  request: { requesterId: string; targetId: string; note: string | null },
  now: Date
) {
  await trx.from('connections').where('id', connectionId).update({
    requester_id: request.requesterId,
    target_id: request.targetId,
    status: 'pending',
    note: request.note,
    responded_at: null,
    created_at: now,
    updated_at: now,
  })
}

export async function deleteConnection(trx: TransactionClientContract, connectionId: string) {
  await trx.from('connections').where('id', connectionId).delete()
}

/** The connection or request between the two, whichever side asked. */
export async function deletePairConnection(trx: TransactionClientContract, a: string, b: string) {
  await trx
    .from('connections')
    .where((query) => query.where({ requester_id: a, target_id: b }).orWhere({ requester_id: b, target_id: a }))
    .delete()
}

/** `blockerId` blocks `blockedId`; blocking again changes nothing. */
export async function insertBlock(trx: TransactionClientContract, blockerId: string, blockedId: string, now: Date) {
  await trx.rawQuery(
    `INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
    [blockerId, blockedId, now]
  )
}

/** Lifts `blockerId`'s block of `blockedId` (nothing when there is none). */
export async function deleteBlock(blockerId: string, blockedId: string) {
  await db.from('user_blocks').where({ blocker_id: blockerId, blocked_id: blockedId }).delete()
}
