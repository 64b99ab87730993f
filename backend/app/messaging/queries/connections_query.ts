import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { decodeTimeIdCursor, slicePage, timeIdCursor } from '#shared/pagination/keyset'
import { MESSAGING_LIMITS } from '#messaging/constants'
import type { ConnectionStatus } from '#messaging/constants'
import type {
  ConnectionAnswer,
  ConnectionRequestAnswer,
  ConnectionRequestsPage,
  ConnectionsPage,
} from '#messaging/contract'
import { ConnectionNotFoundException } from '#messaging/connection_exceptions'

type Client = TransactionClientContract | typeof db

/** A connection row as stored. */
export interface ConnectionRow {
  id: string
  requester_id: string
  target_id: string
  status: ConnectionStatus
  note: string | null
  responded_at: Date | null
  created_at: Date
  updated_at: Date
}

interface PersonColumns {
  person_id: string
  person_name: string
  person_user_type: 'candidate' | 'employer' | 'admin'
  person_avatar: string | null
  person_location: string | null
}

const PERSON_COLUMNS = `u.id AS person_id, u.name AS person_name, u.user_type AS person_user_type,
  u.profile_image AS person_avatar, u.location AS person_location`

/** The connection between two people, whichever side asked (the pair index's expression). */
export function pairCondition() {
  return `least(c.requester_id, c.target_id) = least(CAST(:a AS uuid), CAST(:b AS uuid))
      AND greatest(c.requester_id, c.target_id) = greatest(CAST(:a AS uuid), CAST(:b AS uuid))`
}

/**
 * Serialises, until the transaction ends, whatever changes how two people
 * stand with each other (a request against a block made at the same moment).
 */
export async function lockPair(trx: TransactionClientContract, a: string, b: string) {
  const key = `connections:${[a, b].sort().join(':')}`
  await trx.rawQuery(`SELECT pg_advisory_xact_lock(hashtextextended(?, 0))`, [key])
}

/** The connection between `a` and `b`, locked for the rest of the transaction, or null. */
export async function lockPairConnection(trx: TransactionClientContract, a: string, b: string) {
  const result = await trx.rawQuery(`SELECT c.* FROM connections c WHERE ${pairCondition()} FOR UPDATE`, { a, b })
  return (result.rows[0] as ConnectionRow | undefined) ?? null
}

/** Connection `id` locked for the transaction when `viewerId` is one of its people; otherwise a 404. */
export async function lockConnectionOf(trx: TransactionClientContract, id: string, viewerId: string) {
  const result = await trx.rawQuery(
    `SELECT c.* FROM connections c
      WHERE c.id = :id AND (c.requester_id = :viewerId OR c.target_id = :viewerId)
      FOR UPDATE`,
    { id, viewerId }
  )
  const row = result.rows[0] as ConnectionRow | undefined
  if (!row) throw new ConnectionNotFoundException()
  return row
}

/** Whether there is a member with this id. */
export async function userExists(userId: string) {
  return Boolean(await db.from('users').where('id', userId).select('id').first())
}

/** Whether either of the two has blocked the other. */
export async function blockedEitherWay(client: Client, a: string, b: string) {
  const row = await client
    .from('user_blocks')
    .where((query) => query.where({ blocker_id: a, blocked_id: b }).orWhere({ blocker_id: b, blocked_id: a }))
    .select('blocker_id')
    .first()
  return Boolean(row)
}

function toRequestAnswer(row: ConnectionRow & PersonColumns, viewerId: string): ConnectionRequestAnswer {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
    direction: row.requester_id === viewerId ? 'outgoing' : 'incoming',
    person: {
      id: row.person_id,
      name: row.person_name,
      userType: row.person_user_type,
      avatar: row.person_avatar,
      location: row.person_location,
    },
  }
}

/** Connection `id` as `viewerId` sees it (the other person, the direction), read with `client`. */
export async function connectionRequestFor(client: Client, id: string, viewerId: string) {
  const result = await client.rawQuery(
    `SELECT c.*, ${PERSON_COLUMNS}
       FROM connections c
       JOIN users u ON u.id = CASE WHEN c.requester_id = :viewerId THEN c.target_id ELSE c.requester_id END
      WHERE c.id = :id AND (c.requester_id = :viewerId OR c.target_id = :viewerId)`,
    { id, viewerId }
  )
  const row = result.rows[0] as (ConnectionRow & PersonColumns) | undefined
  if (!row) throw new ConnectionNotFoundException()
  return toRequestAnswer(row, viewerId)
}

/**
 * GET /api/connections/requests: the viewer's pending requests one way, the
 * newest first, in keyset pages on the request's time and id.
 */
export async function pendingRequests(
  viewerId: string,
  input: { direction: 'incoming' | 'outgoing'; cursor?: string; limit?: number }
): Promise<ConnectionRequestsPage> {
  const mine = input.direction === 'incoming' ? 'target_id' : 'requester_id'
  const theirs = input.direction === 'incoming' ? 'requester_id' : 'target_id'
  const limit = input.limit ?? MESSAGING_LIMITS.pageDefault
  const after = decodeTimeIdCursor(input.cursor)
  const bindings: Record<string, unknown> = { viewerId, take: limit + 1 }
  if (after) {
    bindings.afterTime = after.time
    bindings.afterId = after.id
  }
  const result = await db.rawQuery(
    `SELECT c.*, ${PERSON_COLUMNS}
       FROM connections c
       JOIN users u ON u.id = c.${theirs}
      WHERE c.${mine} = :viewerId AND c.status = 'pending'
        ${after ? 'AND (c.created_at, c.id) < (:afterTime, :afterId)' : ''}
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT :take`,
    bindings
  )
  const page = slicePage(result.rows as (ConnectionRow & PersonColumns)[], limit, (last) =>
    timeIdCursor(new Date(last.created_at), last.id)
  )
  return {
    requests: page.items.map((row) => toRequestAnswer(row, viewerId)),
    nextCursor: page.nextCursor,
    hasMore: page.hasMore,
  }
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * GET /api/user/connections: the viewer's accepted connections, the most
 * recently connected first (keyset on the acceptance time and the
 * connection's id); `q` keeps those whose name contains it.
 */
export async function userConnections(
  viewerId: string,
  input: { q?: string; cursor?: string; limit?: number }
): Promise<ConnectionsPage> {
  const limit = input.limit ?? MESSAGING_LIMITS.pageDefault
  const after = decodeTimeIdCursor(input.cursor)
  const bindings: Record<string, unknown> = { viewerId, take: limit + 1 }
  const filters: string[] = []
  if (input.q) {
    filters.push(`u.name ILIKE :q ESCAPE '\\'`)
    bindings.q = `%${escapeLike(input.q)}%`
  }
  if (after) {
    filters.push(`(c.responded_at, c.id) < (:afterTime, :afterId)`)
    bindings.afterTime = after.time
    bindings.afterId = after.id
  }
  const result = await db.rawQuery(
    `SELECT c.id AS connection_id, c.responded_at, ${PERSON_COLUMNS}
       FROM connections c
       JOIN users u ON u.id = CASE WHEN c.requester_id = :viewerId THEN c.target_id ELSE c.requester_id END
      WHERE (c.requester_id = :viewerId OR c.target_id = :viewerId)
        AND c.status = 'accepted'
        ${filters.map((filter) => `AND ${filter}`).join(' ')}
      ORDER BY c.responded_at DESC, c.id DESC
      LIMIT :take`,
    bindings
  )
  type Row = PersonColumns & { connection_id: string; responded_at: Date }
  const page = slicePage(result.rows as Row[], limit, (last) =>
    timeIdCursor(new Date(last.responded_at), last.connection_id)
  )
  const connections: ConnectionAnswer[] = page.items.map((row) => ({
    id: row.person_id,
    name: row.person_name,
    userType: row.person_user_type,
    location: row.person_location,
    avatar: row.person_avatar,
    connectionId: row.connection_id,
  }))
  return { connections, nextCursor: page.nextCursor, hasMore: page.hasMore }
}

export type PersonConnectionStatus = 'none' | 'connected' | 'pending_outgoing' | 'pending_incoming'

/** GET /api/connections/status answer. */
export interface ConnectionStatusesAnswer {
  statuses: Record<string, PersonConnectionStatus>
  requestIds: Record<string, string>
}

/**
 * GET /api/connections/status: how the viewer stands with each of `userIds`
 * (a declined request reads as none: the requester may ask again), and the
 * connection's id wherever there is a pending or accepted one.
 */
export async function connectionStatuses(viewerId: string, userIds: string[]): Promise<ConnectionStatusesAnswer> {
  const statuses: Record<string, PersonConnectionStatus> = {}
  const requestIds: Record<string, string> = {}
  for (const id of userIds) statuses[id] = 'none'
  const others = userIds.filter((id) => id !== viewerId)
  if (others.length === 0) return { statuses, requestIds }
  const rows = (await db
    .from('connections')
    .whereIn('status', ['pending', 'accepted'])
    .where((query) =>
      query
        .where((mine) => mine.where('requester_id', viewerId).whereIn('target_id', others))
        .orWhere((theirs) => theirs.where('target_id', viewerId).whereIn('requester_id', others))
    )
    .select('id', 'requester_id', 'target_id', 'status')) as Pick<
    ConnectionRow,
    'id' | 'requester_id' | 'target_id' | 'status'
  >[]
  for (const row of rows) {
    const outgoing = row.requester_id === viewerId
    const other = outgoing ? row.target_id : row.requester_id
    statuses[other] = row.status === 'accepted' ? 'connected' : outgoing ? 'pending_outgoing' : 'pending_incoming'
    requestIds[other] = row.id
  }
  return { statuses, requestIds }
}

/** GET /api/user/blocks: the people the viewer blocked, the latest first. */
export async function blockedUsers(viewerId: string) {
  const rows = await db
    .from('user_blocks as b')
    .join('users as u', 'u.id', 'b.blocked_id')
    .where('b.blocker_id', viewerId)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(500)
    .select('u.id', 'u.name')
  return { blocked: rows.map((row: { id: string; name: string }) => ({ id: row.id, name: row.name })) }
}
