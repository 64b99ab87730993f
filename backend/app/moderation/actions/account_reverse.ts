import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MODERATION_MESSAGES as M, MODERATION_RULES, type Category } from '#moderation/constants'
import { activeStrikes } from '#moderation/actions/record_violation'
import { AppealConflictException, ItemNotFoundException } from '#moderation/account_exceptions'

/**
 * Lifts what a rejected item cost its author, inside `trx`: its violations
 * become 'reversed' (no strike), their restrictions end (reversed_at/by/
 * reason), and a ban ends once the author is under the strike limit.
 * Returns how many violations were reversed.
 */
export async function liftViolations(
  trx: TransactionClientContract,
  itemId: string,
  by: string | null,
  reason: string
): Promise<number> {
  const now = new Date()
  const violations = await trx
    .from('compliance_violations')
    .where('moderation_result_id', itemId)
    .whereNot('status', 'reversed')
    .select('id', 'user_id')
  if (violations.length === 0) return 0
  const ids = violations.map((row) => row.id)
  await trx.from('compliance_violations').whereIn('id', ids).update({ status: 'reversed', updated_at: now })
  const reversal = { is_active: false, reversed_at: now, reversed_by: by, reversal_reason: reason }
  await trx.from('account_actions').whereIn('violation_id', ids).where('is_active', true).update(reversal)
  for (const userId of new Set(violations.map((row) => row.user_id as string))) {
    if ((await activeStrikes(trx, userId, now)) < MODERATION_RULES.maxStrikes) {
      await trx.from('account_actions').where({ user_id: userId, action_type: 'ban', is_active: true }).update(reversal)
    }
  }
  return violations.length
}

/**
 * POST /api/moderation/queue/{id}/reverse {reason?} (admin): an upheld
 * appeal. The strike is lifted, the restriction ends, the item is approved
 * and the content comes back (`moderation:content_restored`); the author
 * and reporters hear of it (`moderation:decided`, action 'reverse').
 */
export async function reverseDecision(itemId: string, adminId: string, reason: string | null) {
  const why = reason?.trim() || M.reversed
  const { item, reporterIds } = await db.transaction(async (trx) => {
    const found = await trx.from('moderation_items').where('id', itemId).forUpdate().first()
    if (!found) throw new ItemNotFoundException()
    const lifted = await liftViolations(trx, itemId, adminId, why)
    if (lifted === 0 && found.status !== 'rejected') throw new AppealConflictException(M.alreadyDecided)
    const now = new Date()
    await trx
      .from('moderation_items')
      .where('id', itemId)
      .update({ status: 'approved', hidden: false, decided_at: now, decided_by: adminId, updated_at: now })
    await trx.table('moderation_actions').insert({
      id: randomUUID(),
      item_id: itemId,
      action: 'reverse',
      reason: why,
      admin_id: adminId,
      restrict_user: false,
      restrict_days: null,
      created_at: now,
    })
    const reporters = await trx.from('moderation_reports').where('item_id', itemId).select('reporter_id')
    return { item: found, reporterIds: reporters.map((row) => row.reporter_id as string) }
  })
  const visibility = { itemId, contentType: item.content_type, contentId: item.content_id }
  await emitter.emit('moderation:content_restored', visibility)
  await emitter.emit('moderation:decided', {
    ...visibility,
    action: 'reverse',
    authorId: item.author_id,
    reporterIds,
    severity: item.severity,
    categories: (typeof item.categories === 'string' ? JSON.parse(item.categories) : item.categories) as Category[],
    reason: why,
    fromAppeal: false,
  })
  return { message: M.reversed }
}

/** modqueue's approve of an appealed item upholds the appeal: the author's strike and restriction go. */
export async function upholdAppeal(itemId: string, reason: string) {
  await db.transaction(async (trx) => {
    await liftViolations(trx, itemId, null, reason)
  })
}
