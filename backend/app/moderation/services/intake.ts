/*
| The queue's intake: every report and every screening hit goes
| through `enqueue`, which opens the thing's queue item or merges into the
| open one (one per content_type and content_id). Contract: implemented by
| the queue work (modqueue); called by report listeners and screening.
*/
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { CATEGORY_LABELS, type Category, type ContentType, type Severity } from '#moderation/constants'

export interface IntakeInput {
  contentType: ContentType
  contentId: string
  authorId: string | null
  /** The text as it is now (kept on the item as it was when flagged). */
  content: string
  imageUrl?: string | null
  source: 'report' | 'screening'
  severity: Severity
  /** 0–1 */
  confidence: number
  categories: Category[]
  reason: string
  /** A member's report (counted once per reporter). */
  reporterId?: string | null
  /** Screening only: hide the content until reviewed (critical, high confidence). */
  hold?: boolean
}

export interface IntakeResult {
  itemId: string
  /** False when merged into an item already open. */
  created: boolean
  /** False when this reporter had already reported the open item (nothing counted). */
  counted: boolean
}

/** Severity rank in SQL: low 1 … critical 4. */
const RANK = (column: string) => `array_position(ARRAY['low','medium','high','critical']::text[], ${column}::text)`

/**
 * One statement opens or merges (INSERT … ON CONFLICT on the partial unique
 * index of open items), so two reports at once make one item; the report
 * row is unique per reporter, and only a new one counts.
 */
export async function enqueue(input: IntakeInput): Promise<IntakeResult> {
  const hold = input.hold === true
  /* Nulls are fine bindings for the driver; Lucid's binding type leaves them out. */
  const values = [
    randomUUID(),
    input.contentType,
    input.contentId,
    input.authorId,
    input.severity,
    Math.min(1, Math.max(0, input.confidence)),
    JSON.stringify([...new Set(input.categories)].sort()),
    input.reason,
    input.content,
    input.imageUrl ?? null,
    input.source,
    hold,
  ]
  const result = await db.transaction(async (trx) => {
    const upsert = await trx.rawQuery(
      `INSERT INTO moderation_items AS m (id, content_type, content_id, author_id, severity, confidence, categories,
         reason, content, image_url, status, source, report_count, hidden, flagged_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, 'pending', ?, 0, ?, now(), now())
       ON CONFLICT (content_type, content_id) WHERE status IN ('pending', 'escalated') DO UPDATE SET
         severity = CASE WHEN ${RANK('EXCLUDED.severity')} > ${RANK('m.severity')} THEN EXCLUDED.severity ELSE m.severity END,
         confidence = greatest(m.confidence, EXCLUDED.confidence),
         categories = (SELECT coalesce(jsonb_agg(DISTINCT c ORDER BY c), '[]'::jsonb)
                         FROM jsonb_array_elements_text(m.categories || EXCLUDED.categories) AS c),
         author_id = coalesce(m.author_id, EXCLUDED.author_id),
         image_url = coalesce(m.image_url, EXCLUDED.image_url),
         hidden = m.hidden OR EXCLUDED.hidden,
         updated_at = now()
       RETURNING id, (xmax = 0) AS created`,
      values as unknown as RawQueryBindings
    )
    const itemId = upsert.rows[0].id as string
    const created = upsert.rows[0].created === true
    let counted = false
    if (input.reporterId) {
      const reportValues = [randomUUID(), itemId, input.reporterId, input.reason || null]
      const report = await trx.rawQuery(
        `INSERT INTO moderation_reports (id, item_id, reporter_id, reason, created_at) VALUES (?, ?, ?, ?, now())
         ON CONFLICT (item_id, reporter_id) DO NOTHING RETURNING id`,
        reportValues as unknown as RawQueryBindings
      )
      counted = report.rows.length > 0
      if (counted) await trx.from('moderation_items').where('id', itemId).increment('report_count', 1)
    }
    return { itemId, created, counted }
  })
  if (hold) {
    const categories = [...new Set(input.categories)].sort()
    await emitter.emit('moderation:content_hidden', {
      itemId: result.itemId,
      contentType: input.contentType,
      contentId: input.contentId,
      categories,
      guidelines: categories.map((category) => CATEGORY_LABELS[category]),
    })
  }
  return result
}
