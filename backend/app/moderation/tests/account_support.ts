import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#shared/models/user'
import type { Category, ContentType, Severity } from '#moderation/constants'
import { recordViolation } from '#moderation/actions/record_violation'

/*
| A rejected queue item and its violation, as modqueue's reject stores them
| (the item row directly, then recordViolation in one transaction).
*/
export async function rejectFor(
  author: User,
  admin: User,
  options: {
    severity?: Severity
    restrictDays?: number | null
    contentType?: ContentType
    categories?: Category[]
    reason?: string
  } = {}
) {
  const now = new Date()
  const itemId = randomUUID()
  const contentId = randomUUID()
  const severity = options.severity ?? 'high'
  const categories = options.categories ?? ['respectful_communication']
  await db.table('moderation_items').insert({
    id: itemId,
    content_type: options.contentType ?? 'post',
    content_id: contentId,
    author_id: author.id,
    severity,
    confidence: 0.8,
    categories: JSON.stringify(categories),
    reason: options.reason ?? 'Insults another member',
    content: 'You are all idiots',
    status: 'rejected',
    source: 'report',
    report_count: 1,
    hidden: true,
    flagged_at: now,
    decided_at: now,
    decided_by: admin.id,
    updated_at: now,
  })
  const result = await db.transaction((trx) =>
    recordViolation(trx, {
      itemId,
      userId: author.id,
      contentType: options.contentType ?? 'post',
      contentId,
      severity,
      categories,
      reason: options.reason ?? 'Insults another member',
      confidence: 0.8,
      detectedBy: 'report',
      adminId: admin.id,
      restrictDays: options.restrictDays === undefined ? 3 : options.restrictDays,
    })
  )
  return { itemId, contentId, ...result }
}

/** Moves a member's restrictions' ends (and strikes) into the past, as time would. */
export async function expireRestrictions(user: User) {
  const past = new Date(Date.now() - 1000)
  await db.from('account_actions').where('user_id', user.id).whereNotNull('end_date').update({ end_date: past })
}

export const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'
