import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import {
  ACTION_REASONS,
  CATEGORY_LABELS,
  MODERATION_MESSAGES,
  MODERATION_RULES,
  type Category,
  type ModerationAction,
} from '#moderation/constants'
import type { ModerationActionAnswer, RestrictionAnswer } from '#moderation/contract'
import { AlreadyDecidedException, QueueItemNotFoundException } from '#moderation/exceptions'
import { findQueueItem } from '#moderation/queries/queue_query'
import { recordViolation } from '#moderation/actions/record_violation'
import { recordJobLabel } from '#moderation/actions/record_job_label'
import {
  heldJobStatus,
  insertModerationAction,
  lockItem,
  reporterIdsOf,
  unhideItemsAbout,
  updateItem,
} from '#moderation/repositories/items_repository'
import { denyAppeals, findAccountAction } from '#moderation/repositories/violations_repository'

export interface DecideInput {
  action: ModerationAction
  reason?: string | null
  restrictUser?: boolean
  restrictDuration?: number | null
}

/**
 * An admin decides a queue item (part 2 §7): approve (un-hide), reject
 * (hide; the author's violation and restriction through recordViolation)
 * or escalate (stays in the queue). Only pending or escalated items; every
 * decision is a moderation_actions row. Events go after commit. An approved
 * held job gets back the status it had before the hold; a decision on a job
 * is kept as a training label for the job-scam model.
 */
export default class DecideItem {
  /** The accounts work's recordViolation (a seam for tests of the queue alone). */
  static recordViolation: typeof recordViolation = recordViolation

  async handle(adminId: string, itemId: string, input: DecideInput): Promise<ModerationActionAnswer> {
    const reason = input.reason?.trim() || ACTION_REASONS[input.action]
    const outcome = await db.transaction(async (trx) => {
      const item = await lockItem(trx, itemId)
      if (!item) throw new QueueItemNotFoundException()
      if (item.status !== 'pending' && item.status !== 'escalated') throw new AlreadyDecidedException()
      const severity = item.severity
      const categories = (
        typeof item.categories === 'string' ? JSON.parse(item.categories) : item.categories
      ) as Category[]
      const wasHidden = item.hidden === true
      // A held job gets back the status it had (its owner may have paused it before the hold).
      const jobStatus = item.content_type === 'job' ? await heldJobStatus(trx, itemId) : null
      const fromAppeal = item.source === 'appeal'
      const now = new Date()

      let restrictDays: number | null = null
      let restriction: RestrictionAnswer | null = null
      // Denying an appeal keeps the violation already recorded: no second strike, no new restriction.
      if (input.action === 'reject' && !fromAppeal) {
        const restrict = input.restrictUser === true || severity === 'critical' || severity === 'high'
        if (restrict) restrictDays = input.restrictDuration ?? MODERATION_RULES.restrictDays[severity] ?? 3
      }

      const changes: Record<string, unknown> = { updated_at: now }
      if (input.action === 'escalate') changes.status = 'escalated'
      else {
        changes.status = input.action === 'approve' ? 'approved' : 'rejected'
        changes.decided_at = now
        changes.decided_by = adminId
        changes.hidden = input.action === 'reject'
      }
      await updateItem(trx, itemId, changes)
      // The approve shows the content again (a held item, an upheld appeal): no item about it stays hidden.
      if (input.action === 'approve' && wasHidden) await unhideItemsAbout(trx, item, now)
      await insertModerationAction(trx, { itemId, action: input.action, reason, adminId, restrictDays }, now)

      if (input.action === 'reject' && fromAppeal) {
        await denyAppeals(trx, itemId, now)
      } else if (input.action === 'reject' && item.author_id) {
        const violation = await DecideItem.recordViolation(trx, {
          itemId,
          userId: item.author_id,
          contentType: item.content_type,
          contentId: item.content_id,
          severity,
          categories,
          reason,
          confidence: item.confidence === null ? null : Number(item.confidence),
          detectedBy: item.source === 'screening' ? 'screening' : 'report',
          adminId,
          restrictDays,
        })
        if (violation.accountActionId) {
          const row = await findAccountAction(trx, violation.accountActionId)
          if (row) {
            restriction = {
              type: row.action_type,
              reason: row.reason,
              isActive: row.is_active,
              endsAt: row.end_date ? new Date(row.end_date).toISOString() : null,
            }
          }
        }
      }

      const reporterIds = await reporterIdsOf(trx, itemId)
      const answer = await findQueueItem(trx, itemId)
      return {
        answer: answer!,
        restriction,
        wasHidden,
        contentType: item.content_type,
        contentId: item.content_id,
        authorId: item.author_id ?? null,
        reporterIds,
        severity,
        categories,
        fromAppeal,
        jobStatus,
      }
    })

    const visibility = { itemId, contentType: outcome.contentType, contentId: outcome.contentId }
    if (input.action === 'approve' && outcome.wasHidden) {
      await emitter.emit(
        'moderation:content_restored',
        outcome.jobStatus ? { ...visibility, jobStatus: outcome.jobStatus } : visibility
      )
    }
    if (outcome.contentType === 'job' && input.action !== 'escalate' && !outcome.fromAppeal) {
      // The decision stands even if its label cannot be kept (the label only feeds the next training run).
      await recordJobLabel(itemId, outcome.contentId, input.action === 'reject', adminId).catch((error) =>
        logger.warn({ err: error, itemId }, 'moderation: the job decision was not kept as a training label')
      )
    }
    if (input.action === 'reject') {
      await emitter.emit('moderation:content_hidden', {
        ...visibility,
        categories: outcome.categories,
        guidelines: outcome.categories.map((category) => CATEGORY_LABELS[category]),
      })
    }
    await emitter.emit('moderation:decided', {
      itemId,
      action: input.action,
      contentType: outcome.contentType,
      contentId: outcome.contentId,
      authorId: outcome.authorId,
      reporterIds: outcome.reporterIds,
      severity: outcome.severity,
      categories: outcome.categories,
      reason,
      fromAppeal: outcome.fromAppeal,
    })
    return {
      item: outcome.answer,
      restriction: outcome.restriction,
      message: MODERATION_MESSAGES.decided[input.action],
    }
  }
}
