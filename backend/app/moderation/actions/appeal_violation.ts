import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MODERATION_MESSAGES as M } from '#moderation/constants'
import { AppealConflictException, ViolationNotFoundException } from '#moderation/account_exceptions'
import {
  findAcknowledgment,
  insertAcknowledgment,
  lockOwnViolation,
  moveViolationToItem,
  recordAppeal,
  setViolationStatus,
} from '#moderation/repositories/violations_repository'
import { lockItem, openItemFor, updateItem } from '#moderation/repositories/items_repository'

/** The member's own violation, locked, or a 404 (someone else's included). */
async function ownViolation(trx: TransactionClientContract, userId: string, violationId: string) {
  const violation = await lockOwnViolation(trx, userId, violationId)
  if (!violation) throw new ViolationNotFoundException()
  return violation
}

/**
 * POST /api/moderation/violations/{id}/acknowledge: the member read the
 * notice (status 'acknowledged' unless already appealed or reversed).
 * Acknowledging twice is the same acknowledgment.
 */
export async function acknowledgeViolation(userId: string, violationId: string) {
  await db.transaction(async (trx) => {
    const violation = await ownViolation(trx, userId, violationId)
    const now = new Date()
    if (!(await findAcknowledgment(trx, violationId))) await insertAcknowledgment(trx, violationId, userId, now)
    if (violation.status === 'pending_acknowledgment') await setViolationStatus(trx, violationId, 'acknowledged', now)
  })
}

/**
 * POST /api/moderation/violations/{id}/appeal {reason}: once per violation
 * (409 appealUsed), before its deadline (409 appealClosed). The appeal goes
 * to the queue as an appeal item (source 'appeal', hidden like the content):
 * the decided item goes back (status 'pending'), or, as there is one open
 * item per thing, the item already open about the content becomes the
 * appeal and the violation is decided there (its approve upholds the
 * appeal, its reject denies it).
 */
export async function appealViolation(userId: string, violationId: string, reason: string) {
  await db.transaction(async (trx) => {
    const violation = await ownViolation(trx, userId, violationId)
    const now = new Date()
    const existing = await findAcknowledgment(trx, violationId)
    if (existing?.requested_appeal || violation.status === 'appealed' || violation.status === 'reversed') {
      throw new AppealConflictException(M.appealUsed)
    }
    if (!violation.appeal_deadline || new Date(violation.appeal_deadline) <= now) {
      throw new AppealConflictException(M.appealClosed)
    }
    await recordAppeal(trx, { violationId, userId, reason, acknowledgmentId: existing?.id ?? null }, now)
    await setViolationStatus(trx, violationId, 'appealed', now)

    const decided = violation.moderation_result_id ? await lockItem(trx, violation.moderation_result_id) : null
    if (!decided) return
    const open = await openItemFor(trx, decided)
    if (open) {
      await updateItem(trx, open.id, { source: 'appeal', hidden: open.hidden || decided.hidden, updated_at: now })
      await moveViolationToItem(trx, violationId, open.id, now)
    } else {
      await updateItem(trx, decided.id, {
        status: 'pending',
        source: 'appeal',
        decided_at: null,
        decided_by: null,
        updated_at: now,
      })
    }
  })
}
