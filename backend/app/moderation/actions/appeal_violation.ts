import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MODERATION_MESSAGES as M } from '#moderation/constants'
import { AppealConflictException, ViolationNotFoundException } from '#moderation/account_exceptions'
import {
  findAcknowledgment,
  insertAcknowledgment,
  lockOwnViolation,
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
 * (409 appealUsed), before its deadline (409 appealClosed). The decided
 * queue item goes back to the queue (status 'pending', source 'appeal').
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

    if (violation.moderation_result_id) {
      const item = await lockItem(trx, violation.moderation_result_id)
      // One open item per thing: an item already open for it takes the appeal as it is.
      if (item && !(await openItemFor(trx, item))) {
        await updateItem(trx, item.id, {
          status: 'pending',
          source: 'appeal',
          decided_at: null,
          decided_by: null,
          updated_at: now,
        })
      }
    }
  })
}
