import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ContentType, ModerationAction, Severity } from '#moderation/constants'

/*
| Writes to the moderation queue (moderation_items, moderation_actions,
| moderation_job_labels) and the reads a decision rests on, inside the
| caller's transaction where it has one (every query through `trx`: PGlite
| has one session).
*/

export interface ItemRow {
  id: string
  content_type: ContentType
  content_id: string
  author_id: string | null
  status: string
  source: string
  severity: Severity
  categories: unknown
  hidden: boolean
  confidence: number | string | null
}

/** A queue item, locked until the transaction ends, or null. */
export async function lockItem(trx: TransactionClientContract, itemId: string) {
  return ((await trx.from('moderation_items').where('id', itemId).forUpdate().first()) ?? null) as ItemRow | null
}

export async function updateItem(trx: TransactionClientContract, itemId: string, changes: Record<string, unknown>) {
  await trx.from('moderation_items').where('id', itemId).update(changes)
}

/** The open (pending or escalated) item about the same content, locked, if any: one open item per thing. */
export async function openItemFor(trx: TransactionClientContract, item: Pick<ItemRow, 'content_type' | 'content_id'>) {
  const row = await trx
    .from('moderation_items')
    .where({ content_type: item.content_type, content_id: item.content_id })
    .whereIn('status', ['pending', 'escalated'])
    .forUpdate()
    .first()
  return (row ?? null) as ItemRow | null
}

/** Whether moderation hides this member's profile (an item about it is hidden: rejected or held). */
export async function profileHeld(trx: TransactionClientContract, userId: string) {
  const row = await trx
    .from('moderation_items')
    .where({ content_type: 'profile', content_id: userId, hidden: true })
    .select('id')
    .first()
  return Boolean(row)
}

/** The content is shown: no item about it says it is hidden. */
export async function unhideItemsAbout(
  trx: TransactionClientContract,
  item: Pick<ItemRow, 'content_type' | 'content_id'>,
  now: Date
) {
  await trx
    .from('moderation_items')
    .where({ content_type: item.content_type, content_id: item.content_id, hidden: true })
    .update({ hidden: false, updated_at: now })
}

/** The decision's record (every decision is one). */
export async function insertModerationAction(
  trx: TransactionClientContract,
  input: {
    itemId: string
    action: ModerationAction | 'reverse'
    reason: string
    adminId: string
    restrictDays: number | null
  },
  now: Date
) {
  await trx.table('moderation_actions').insert({
    id: randomUUID(),
    item_id: input.itemId,
    action: input.action,
    reason: input.reason,
    admin_id: input.adminId,
    restrict_user: input.restrictDays !== null,
    restrict_days: input.restrictDays,
    created_at: now,
  })
}

/** Who reported the item, first reporter first. */
export async function reporterIdsOf(trx: TransactionClientContract, itemId: string) {
  const rows = await trx.from('moderation_reports').where('item_id', itemId).orderBy('created_at').select('reporter_id')
  return rows.map((row) => row.reporter_id as string)
}

/** The status a held job had when screening held it (kept with its training label), or null. */
export async function heldJobStatus(trx: TransactionClientContract, itemId: string) {
  const row = await trx.from('moderation_job_labels').where('item_id', itemId).select('job_status').first()
  return (row?.job_status as 'active' | 'paused' | null | undefined) ?? null
}

export interface JobLabelDecision {
  fraudulent: boolean
  decidedBy: string
  now: Date
}

/** Sets the admin's decision on the item's label; false when the item has none yet. */
export async function decideJobLabel(itemId: string, decision: JobLabelDecision) {
  const { fraudulent, decidedBy, now } = decision
  const updated = await db
    .from('moderation_job_labels')
    .where('item_id', itemId)
    .update({ fraudulent, decided_by: decidedBy, decided_at: now, updated_at: now })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}

/** A decided label for a job the model never screened, with the posting as the model reads it. */
export async function insertJobLabel(
  label: { itemId: string; jobId: string; posting: unknown; probability: number; jobStatus: string },
  decision: JobLabelDecision
) {
  const { fraudulent, decidedBy, now } = decision
  await db.table('moderation_job_labels').insert({
    id: randomUUID(),
    item_id: label.itemId,
    job_id: label.jobId,
    posting: JSON.stringify(label.posting),
    probability: label.probability,
    job_status: label.jobStatus,
    fraudulent,
    decided_by: decidedBy,
    decided_at: now,
    created_at: now,
    updated_at: now,
  })
}
