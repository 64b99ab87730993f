/*
| The read side of the queue (admin): items most severe then oldest, the
| counts of the stats card. Reads moderation_items and the author's name.
|
| The queue is paged by keyset on (severity rank, flagged_at, id), all
| ascending: a cursor carries the last item's three values, so the next page
| starts right after it whether or not items before it were decided since.
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  cursorId,
  cursorTime,
  decodeCursor,
  encodeCursor,
  invalidCursor,
  slicePage,
  sqlLimit,
} from '#shared/pagination/keyset'
import {
  OPEN_STATUSES,
  SEVERITIES,
  type Category,
  type ContentType,
  type QueueStatusFilter,
  type Severity,
} from '#moderation/constants'
import type { ModerationStatsAnswer, QueueItemAnswer, QueuePageAnswer } from '#moderation/contract'

/**
 * An appeal item's appeal text: the member's own words (violation_acknowledgments.appeal_reason) of each appealed
 * violation the item decides, oldest violation first.
 */
const APPEAL_REASON = `CASE WHEN m.source = 'appeal' THEN (
    SELECT string_agg(a.appeal_reason, E'\\n\\n' ORDER BY v.created_at, v.id)
      FROM compliance_violations v JOIN violation_acknowledgments a ON a.violation_id = v.id
     WHERE v.moderation_result_id = m.id AND a.requested_appeal AND a.appeal_reason IS NOT NULL
  ) END AS appeal_reason`

const ITEM_COLUMNS = `m.id, m.content_type, m.content_id, m.severity, m.confidence, m.flagged_at, m.reason, m.categories,
  m.content, m.image_url, m.status, m.report_count, m.source, m.hidden, m.author_id, u.name AS author_name,
  ${APPEAL_REASON}`

/** Items waiting for a decision (escalated ones included: they wait for a senior admin). */
const OPEN_SQL = OPEN_STATUSES.map((status) => `'${status}'`).join(', ')

/** Severity rank in queue order: critical 1 … low 4 (SEVERITIES' order). */
const SEVERITY_ORDER = `array_position(ARRAY[${SEVERITIES.map((s) => `'${s}'`).join(',')}]::text[], m.severity::text)`
const severityRank = (severity: Severity) => SEVERITIES.indexOf(severity) + 1

export interface QueueFilters {
  status?: QueueStatusFilter
  severity?: Severity
  contentType?: ContentType
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw row of moderation_items joined with users
export function toQueueItem(row: Record<string, any>): QueueItemAnswer {
  return {
    id: row.id,
    contentType: row.content_type,
    contentId: row.content_id,
    severity: row.severity,
    confidence: Number(row.confidence),
    flaggedAt: new Date(row.flagged_at).toISOString(),
    reason: row.reason,
    categories: (typeof row.categories === 'string' ? JSON.parse(row.categories) : row.categories) as Category[],
    content: row.content,
    imageUrl: row.image_url ?? null,
    status: row.status,
    reportCount: Number(row.report_count),
    source: row.source,
    author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
    hidden: row.hidden === true,
    appealReason: row.appeal_reason ?? null,
  }
}

/** `{ s: severity rank, c: flagged_at in ms, id }` of the last item of a page. */
function queueCursor(item: QueueItemAnswer) {
  return encodeCursor({ s: severityRank(item.severity), c: Date.parse(item.flaggedAt), id: item.id })
}

/** The checked keyset values of a cursor, ready as SQL bindings; null on the first page, 422 if malformed. */
function decodeQueueCursor(cursor: string | null | undefined) {
  if (!cursor) return null
  const value = decodeCursor(cursor, { s: 'number', c: 'number', id: 'string' })
  if (!Number.isInteger(value.s) || value.s < 1 || value.s > SEVERITIES.length) throw invalidCursor()
  return { rank: value.s, time: cursorTime(value.c), id: cursorId(value.id) }
}

export async function listQueue(
  filters: QueueFilters,
  page: { limit: number; cursor?: string | null }
): Promise<QueuePageAnswer> {
  const after = decodeQueueCursor(page.cursor)
  const status = filters.status ?? 'open'
  const where: string[] = []
  const bindings: Record<string, unknown> = {}
  if (status === 'open') {
    where.push(`m.status IN (${OPEN_SQL})`)
  } else if (status !== 'all') {
    where.push('m.status = :status')
    bindings.status = status
  }
  if (filters.severity) {
    where.push('m.severity = :severity')
    bindings.severity = filters.severity
  }
  if (filters.contentType) {
    where.push('m.content_type = :contentType')
    bindings.contentType = filters.contentType
  }
  if (after) {
    where.push(`(${SEVERITY_ORDER}, m.flagged_at, m.id) > (:cRank, :cTime, :cId)`)
    Object.assign(bindings, { cRank: after.rank, cTime: after.time, cId: after.id })
  }
  const result = await db.rawQuery(
    `SELECT ${ITEM_COLUMNS} FROM moderation_items m LEFT JOIN users u ON u.id = m.author_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${SEVERITY_ORDER}, m.flagged_at, m.id LIMIT ${sqlLimit(page.limit + 1)}`,
    bindings
  )
  const { items, hasMore, nextCursor } = slicePage(result.rows.map(toQueueItem), page.limit, queueCursor)
  return { items, hasMore, nextCursor }
}

export async function findQueueItem(client: QueryClientContract, id: string): Promise<QueueItemAnswer | null> {
  const result = await client.rawQuery(
    `SELECT ${ITEM_COLUMNS} FROM moderation_items m LEFT JOIN users u ON u.id = m.author_id WHERE m.id = :id`,
    { id }
  )
  return result.rows.length ? toQueueItem(result.rows[0]) : null
}

/**
 * Items waiting for a decision (pending and escalated): how many, how many of them escalated, their average wait
 * (hours, one decimal), by severity and by category.
 */
export async function queueStats(now = new Date()): Promise<ModerationStatsAnswer> {
  const totals = await db.rawQuery(
    `SELECT count(*)::int AS pending, (count(*) FILTER (WHERE status = 'escalated'))::int AS escalated,
            coalesce(avg(extract(epoch FROM (:now::timestamptz - flagged_at))), 0)::float AS wait_seconds
       FROM moderation_items WHERE status IN (${OPEN_SQL})`,
    { now: now.toISOString() }
  )
  const severities = await db.rawQuery(
    `SELECT severity, count(*)::int AS n FROM moderation_items WHERE status IN (${OPEN_SQL}) GROUP BY severity`
  )
  const categories = await db.rawQuery(
    `SELECT c AS category, count(*)::int AS n
       FROM moderation_items, jsonb_array_elements_text(categories) AS c
      WHERE status IN (${OPEN_SQL}) GROUP BY c ORDER BY c`
  )
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>
  for (const row of severities.rows) bySeverity[row.severity as Severity] = Number(row.n)
  const byCategory: Partial<Record<Category, number>> = {}
  for (const row of categories.rows) byCategory[row.category as Category] = Number(row.n)
  return {
    pending: Number(totals.rows[0].pending),
    escalated: Number(totals.rows[0].escalated),
    avgWaitTime: Math.round((Number(totals.rows[0].wait_seconds) / 3600) * 10) / 10,
    bySeverity,
    byCategory,
  }
}
