import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Stores a pending report; null when this reporter already reported the item. */
export async function fileReport(
  trx: TransactionClientContract,
  contentType: 'post' | 'comment',
  contentId: string,
  contentAuthorId: string,
  reporterId: string,
  reason: string | null
): Promise<string | null> {
  const now = new Date()
  const result = await trx.rawQuery(
    `INSERT INTO content_reports (id, content_type, content_id, reporter_id, content_author_id, reason, status, created_at, updated_at)
     VALUES (gen_random_uuid(), :contentType, :contentId, :reporterId, :contentAuthorId, :reason, 'pending', :now, :now)
     ON CONFLICT (content_type, content_id, reporter_id) DO NOTHING
     RETURNING id`,
    { contentType, contentId, reporterId, contentAuthorId, reason: reason as string, now }
  )
  return result.rows[0]?.id ?? null
}
