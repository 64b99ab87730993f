import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import emitter from '@adonisjs/core/services/emitter'
import { MODERATION_RULES, RESTRICTED_ABILITIES } from '#moderation/constants'
import type { Category, ContentType, Severity } from '#moderation/constants'

export interface ViolationInput {
  itemId: string
  userId: string
  contentType: ContentType
  contentId: string
  severity: Severity
  categories: Category[]
  reason: string
  confidence: number | null
  detectedBy: 'report' | 'screening' | 'admin'
  adminId: string
  /** Restrict the author (days), as the action asked. */
  restrictDays: number | null
}

export interface ViolationResult {
  violationId: string
  /** The restriction or ban now active because of it, if any. */
  accountActionId: string | null
  banned: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Active strikes: violations not reversed whose strike has not expired. */
export async function activeStrikes(client: Pick<TransactionClientContract, 'from'>, userId: string, now = new Date()) {
  const row = await client
    .from('compliance_violations')
    .where('user_id', userId)
    .whereNot('status', 'reversed')
    .where('strike_expires_at', '>', now)
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/**
 * A rejected item's consequences for its author, inside the action's
 * transaction: the violation and its strike (90 days), the restriction
 * asked for, a ban at 3 active strikes (part 2 §3, §7, §9).
 * Implemented by the accounts work (modaccount), called by the reject
 * action (modqueue). A ban also emits `moderation:user_banned` after the
 * commit (the auth module ends the member's sessions).
 */
export async function recordViolation(trx: TransactionClientContract, input: ViolationInput): Promise<ViolationResult> {
  const now = new Date()
  const violationId = randomUUID()
  const appealDeadline = new Date(now.getTime() + MODERATION_RULES.appealDays * DAY_MS)
  await trx.table('compliance_violations').insert({
    id: violationId,
    user_id: input.userId,
    content_id: input.contentId,
    content_type: input.contentType,
    guideline_section: input.categories[0] ?? 'respectful_communication',
    violation_type: input.contentType === 'job' && input.categories.includes('job_scam') ? 'job_scam' : 'guideline',
    severity: input.severity,
    description: input.reason,
    ai_confidence: input.confidence,
    moderation_result_id: input.itemId,
    detected_by: input.detectedBy,
    status: 'pending_acknowledgment',
    priority: input.severity === 'critical' || input.severity === 'high' ? 'high' : input.severity,
    strike_expires_at: new Date(now.getTime() + MODERATION_RULES.strikeDays * DAY_MS),
    appeal_deadline: appealDeadline,
    created_at: now,
    updated_at: now,
  })

  const accountAction = (type: 'restriction' | 'ban', endDate: Date | null, reason: string) => ({
    id: randomUUID(),
    user_id: input.userId,
    violation_id: violationId,
    report_id: input.itemId,
    action_type: type,
    severity: input.severity,
    reason,
    start_date: now,
    end_date: endDate,
    is_active: true,
    restrictions: JSON.stringify(RESTRICTED_ABILITIES),
    applied_by: input.adminId,
    applied_at: now,
    can_appeal: true,
    appeal_deadline: appealDeadline,
  })

  let accountActionId: string | null = null
  if (input.restrictDays && input.restrictDays > 0) {
    const row = accountAction('restriction', new Date(now.getTime() + input.restrictDays * DAY_MS), input.reason)
    await trx.table('account_actions').insert(row)
    accountActionId = row.id
  }

  let banned = false
  if ((await activeStrikes(trx, input.userId, now)) >= MODERATION_RULES.maxStrikes) {
    const existing = await trx
      .from('account_actions')
      .where({ user_id: input.userId, action_type: 'ban', is_active: true })
      .first()
    if (existing) {
      accountActionId = existing.id
    } else {
      const row = accountAction('ban', null, `${MODERATION_RULES.maxStrikes} active strikes`)
      await trx.table('account_actions').insert(row)
      accountActionId = row.id
      trx.after('commit', async () => {
        await emitter.emit('moderation:user_banned', { userId: input.userId })
      })
    }
    banned = true
  }
  return { violationId, accountActionId, banned }
}
