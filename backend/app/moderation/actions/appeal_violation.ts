import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MODERATION_MESSAGES as M } from '#moderation/constants'
import { AppealConflictException, ViolationNotFoundException } from '#moderation/account_exceptions'

/** The member's own violation, locked, or a 404 (someone else's included). */
async function ownViolation(trx: TransactionClientContract, userId: string, violationId: string) {
  const violation = await trx
    .from('compliance_violations')
    .where({ id: violationId, user_id: userId })
    .forUpdate()
    .first()
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
    const existing = await trx.from('violation_acknowledgments').where('violation_id', violationId).first()
    if (!existing) {
      await trx.table('violation_acknowledgments').insert({
        id: randomUUID(),
        violation_id: violationId,
        user_id: userId,
        acknowledged_at: now,
        acknowledgment_type: 'acknowledged',
        guidelines_presented: true,
        agreed_to_review: true,
        requested_appeal: false,
      })
    }
    if (violation.status === 'pending_acknowledgment') {
      await trx
        .from('compliance_violations')
        .where('id', violationId)
        .update({ status: 'acknowledged', updated_at: now })
    }
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
    const existing = await trx.from('violation_acknowledgments').where('violation_id', violationId).first()
    if (existing?.requested_appeal || violation.status === 'appealed' || violation.status === 'reversed') {
      throw new AppealConflictException(M.appealUsed)
    }
    if (!violation.appeal_deadline || new Date(violation.appeal_deadline) <= now) {
      throw new AppealConflictException(M.appealClosed)
    }
    if (existing) {
      await trx
        .from('violation_acknowledgments')
        .where('id', existing.id)
        .update({ requested_appeal: true, appeal_reason: reason, acknowledgment_type: 'appeal', user_response: reason })
    } else {
      await trx.table('violation_acknowledgments').insert({
        id: randomUUID(),
        violation_id: violationId,
        user_id: userId,
        acknowledged_at: now,
        acknowledgment_type: 'appeal',
        user_response: reason,
        guidelines_presented: true,
        agreed_to_review: false,
        requested_appeal: true,
        appeal_reason: reason,
      })
    }
    await trx.from('compliance_violations').where('id', violationId).update({ status: 'appealed', updated_at: now })

    if (violation.moderation_result_id) {
      const item = await trx.from('moderation_items').where('id', violation.moderation_result_id).forUpdate().first()
      // One open item per thing: an item already open for it takes the appeal as it is.
      const open = item
        ? await trx
            .from('moderation_items')
            .where({ content_type: item.content_type, content_id: item.content_id })
            .whereIn('status', ['pending', 'escalated'])
            .first()
        : null
      if (item && !open) {
        await trx
          .from('moderation_items')
          .where('id', item.id)
          .update({ status: 'pending', source: 'appeal', decided_at: null, decided_by: null, updated_at: now })
      }
    }
  })
}
