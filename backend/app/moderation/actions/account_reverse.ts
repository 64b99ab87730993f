import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MODERATION_MESSAGES as M, MODERATION_RULES, type Category } from '#moderation/constants'
import {
  activeBanId,
  activeStrikes,
  endBan,
  reverseViolations,
  standingViolationsOfItem,
} from '#moderation/repositories/violations_repository'
import {
  insertModerationAction,
  lockItem,
  profileHeld,
  reporterIdsOf,
  updateItem,
} from '#moderation/repositories/items_repository'
import { AppealConflictException, ItemNotFoundException } from '#moderation/account_exceptions'

/**
 * Lifts what a rejected item cost its author, inside `trx`: its violations
 * become 'reversed' (no strike), their restrictions end (reversed_at/by/
 * reason), and a ban ends once the author is under the strike limit.
 * A ban that ends emits `moderation:ban_ended` after the commit.
 * Returns how many violations were reversed.
 */
export async function liftViolations(
  trx: TransactionClientContract,
  itemId: string,
  by: string | null,
  reason: string
): Promise<number> {
  const now = new Date()
  const violations = await standingViolationsOfItem(trx, itemId)
  if (violations.length === 0) return 0
  const reversal = { by, reason, now }
  const authors = [...new Set(violations.map((row) => row.user_id))]
  // The ban may end with the violation that brought it, or under the strike limit: compare before and after.
  const banned = new Set<string>()
  for (const userId of authors) if (await activeBanId(trx, userId)) banned.add(userId)
  await reverseViolations(
    trx,
    violations.map((row) => row.id),
    reversal
  )
  for (const userId of authors) {
    if ((await activeStrikes(trx, userId, now)) < MODERATION_RULES.maxStrikes) await endBan(trx, userId, reversal)
    if (banned.has(userId) && !(await activeBanId(trx, userId))) {
      const held = await profileHeld(trx, userId)
      trx.after('commit', async () => {
        await emitter.emit('moderation:ban_ended', { userId, profileHeld: held })
      })
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
    const found = await lockItem(trx, itemId)
    if (!found) throw new ItemNotFoundException()
    const lifted = await liftViolations(trx, itemId, adminId, why)
    if (lifted === 0 && found.status !== 'rejected') throw new AppealConflictException(M.alreadyDecided)
    const now = new Date()
    await updateItem(trx, itemId, {
      status: 'approved',
      hidden: false,
      decided_at: now,
      decided_by: adminId,
      updated_at: now,
    })
    await insertModerationAction(trx, { itemId, action: 'reverse', reason: why, adminId, restrictDays: null }, now)
    return { item: found, reporterIds: await reporterIdsOf(trx, itemId) }
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
