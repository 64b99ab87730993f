import db from '@adonisjs/lucid/services/db'
import { blockedEitherWay, userExists } from '#messaging/queries/connections_query'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  cannotMessageSelf,
  MessagingJobNotFoundException,
  RecipientNotFoundException,
  ThreadNotFoundException,
} from '#messaging/thread_exceptions'
import { linkedThroughApplication, summarizeJob } from '#messaging/job_links'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** The two ids of a pair in the order threads store them (user_a_id < user_b_id). */
export function orderedPair(one: string, two: string): [string, string] {
  return one < two ? [one, two] : [two, one]
}

/** True when either of the two blocked the other (the same answer whoever blocked). */
export function blockedPair(one: string, two: string, client: TransactionClientContract | null = null) {
  return blockedEitherWay(client ?? db, one, two)
}

/** The people among `others` who are accepted connections of `userId`. */
export async function acceptedConnections(userId: string, others: string[]) {
  if (!others.length) return new Set<string>()
  const rows = await db
    .from('connections')
    .where('status', 'accepted')
    .where((pair) =>
      pair
        .where((mine) => mine.where('requester_id', userId).whereIn('target_id', others))
        .orWhere((theirs) => theirs.where('target_id', userId).whereIn('requester_id', others))
    )
    .select('requester_id', 'target_id')
  return new Set(rows.map((row) => (row.requester_id === userId ? row.target_id : row.requester_id) as string))
}

/** The existing thread of a pair about a job (or about no job), if any. */
export async function existingThreadId(
  one: string,
  two: string,
  jobId: string | null,
  client: TransactionClientContract | null = null
) {
  const [a, b] = orderedPair(one, two)
  const query = (client ?? db).from('threads').where({ user_a_id: a, user_b_id: b }).select('id')
  if (jobId) query.where('job_id', jobId)
  else query.whereNull('job_id')
  const row = await query.first()
  return row ? (row.id as string) : null
}

export interface ParticipantRow {
  thread_id: string
  user_id: string
  other_user_id: string
}

/**
 * The reader's own row of a thread they take part in and have not deleted,
 * or a 404 (for strangers, unknown ids and deleted threads alike).
 */
export async function participantOrFail(readerId: string, threadId: unknown): Promise<ParticipantRow> {
  if (!isUuid(threadId)) throw new ThreadNotFoundException()
  const row = await db
    .from('thread_participants')
    .where({ thread_id: threadId, user_id: readerId })
    .whereNull('deleted_at')
    .select('thread_id', 'user_id', 'other_user_id')
    .first()
  if (!row) throw new ThreadNotFoundException()
  return row
}

/**
 * A thread may be about a job the starter can see: an active one, their own, or one that links the pair through an
 * application (a paused job's applicants and its employer still talk about it). Anything else is unknown (404), so a
 * chat never carries another company's paused job.
 */
async function jobVisibleToPair(starterId: string, recipientId: string, jobId: string) {
  const job = isUuid(jobId) ? await summarizeJob(jobId) : null
  if (!job) return false
  if (job.status === 'active' || job.ownerId === starterId) return true
  return linkedThroughApplication(starterId, recipientId, jobId)
}

/**
 * What decides a thread start (ThreadPolicy.start), checked in this order:
 * yourself (422), an unknown recipient or a job not theirs to see (404), then a blocked pair,
 * the pair's existing thread for that job, and the link that allows a new
 * one (an application either way, or an accepted connection).
 */
export async function threadStartFacts(starterId: string, input: { recipientId: string; jobId: string | null }) {
  const { recipientId, jobId } = input
  if (recipientId === starterId) throw cannotMessageSelf()
  if (!isUuid(recipientId) || !(await userExists(recipientId))) {
    throw new RecipientNotFoundException()
  }
  if (jobId !== null && !(await jobVisibleToPair(starterId, recipientId, jobId))) {
    throw new MessagingJobNotFoundException()
  }
  const blocked = await blockedPair(starterId, recipientId)
  const existing = blocked ? null : await existingThreadId(starterId, recipientId, jobId)
  const linked =
    !blocked &&
    !existing &&
    ((await linkedThroughApplication(starterId, recipientId, jobId)) ||
      (await acceptedConnections(starterId, [recipientId])).has(recipientId))
  return { recipientId, jobId, blocked, existingThreadId: existing, linked }
}

/**
 * What decides a job recommendation (ThreadPolicy.recommend): the job the
 * sender may see (active, or their own; else 404) and whether every
 * recipient is an accepted connection not blocked either way.
 */
export async function recommendationFacts(senderId: string, jobId: string, recipientIds: string[]) {
  const job = isUuid(jobId) ? await summarizeJob(jobId) : null
  if (!job || (job.status !== 'active' && job.ownerId !== senderId)) throw new MessagingJobNotFoundException()
  const wellFormed = recipientIds.every((id) => isUuid(id) && id !== senderId)
  const connected = wellFormed ? await acceptedConnections(senderId, recipientIds) : new Set<string>()
  let allConnected = wellFormed && recipientIds.every((id) => connected.has(id))
  for (const id of allConnected ? recipientIds : []) {
    if (await blockedPair(senderId, id)) allConnected = false
  }
  return { job, allConnected }
}
