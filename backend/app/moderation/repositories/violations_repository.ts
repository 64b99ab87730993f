import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MODERATION_RULES, RESTRICTED_ABILITIES } from '#moderation/constants'
import type { Category, ContentType, Severity } from '#moderation/constants'

/*
| Writes to a member's standing (compliance_violations, account_actions,
| violation_acknowledgments) and the reads they decide on, inside the
| caller's transaction (every query through `trx`: PGlite has one session).
*/

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

export interface NewViolation {
  itemId: string
  userId: string
  contentType: ContentType
  contentId: string
  severity: Severity
  categories: Category[]
  reason: string
  confidence: number | null
  detectedBy: 'report' | 'screening' | 'admin'
}

/** A violation with its strike (strikeDays) and its appeal deadline (appealDays); answers its id and that deadline. */
export async function insertViolation(trx: TransactionClientContract, input: NewViolation, now: Date) {
  const id = randomUUID()
  const appealDeadline = new Date(now.getTime() + MODERATION_RULES.appealDays * DAY_MS)
  await trx.table('compliance_violations').insert({
    id,
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
  return { id, appealDeadline }
}

export interface NewAccountAction {
  userId: string
  violationId: string
  itemId: string
  type: 'restriction' | 'ban'
  severity: Severity
  reason: string
  /** null: until lifted (a ban). */
  endDate: Date | null
  appliedBy: string
  appealDeadline: Date
}

/** An active restriction or ban of every restricted ability; answers its id. */
export async function insertAccountAction(trx: TransactionClientContract, input: NewAccountAction, now: Date) {
  const id = randomUUID()
  await trx.table('account_actions').insert({
    id,
    user_id: input.userId,
    violation_id: input.violationId,
    report_id: input.itemId,
    action_type: input.type,
    severity: input.severity,
    reason: input.reason,
    start_date: now,
    end_date: input.endDate,
    is_active: true,
    restrictions: JSON.stringify(RESTRICTED_ABILITIES),
    applied_by: input.appliedBy,
    applied_at: now,
    can_appeal: true,
    appeal_deadline: input.appealDeadline,
  })
  return id
}

/** The member's active ban's id, or null. */
export async function activeBanId(trx: TransactionClientContract, userId: string) {
  const row = await trx.from('account_actions').where({ user_id: userId, action_type: 'ban', is_active: true }).first()
  return (row?.id as string | undefined) ?? null
}

export interface AccountActionRow {
  action_type: 'restriction' | 'ban'
  reason: string
  is_active: boolean
  end_date: Date | string | null
}

export async function findAccountAction(trx: TransactionClientContract, id: string) {
  return ((await trx.from('account_actions').where('id', id).first()) ?? null) as AccountActionRow | null
}

/** The item's violations not yet reversed (id and member). */
export async function standingViolationsOfItem(trx: TransactionClientContract, itemId: string) {
  const rows = await trx
    .from('compliance_violations')
    .where('moderation_result_id', itemId)
    .whereNot('status', 'reversed')
    .select('id', 'user_id')
  return rows as { id: string; user_id: string }[]
}

export interface Reversal {
  by: string | null
  reason: string
  now: Date
}

const reversalColumns = ({ by, reason, now }: Reversal) => ({
  is_active: false,
  reversed_at: now,
  reversed_by: by,
  reversal_reason: reason,
})

/** The violations become 'reversed' (no strike) and the restrictions they brought end. */
export async function reverseViolations(trx: TransactionClientContract, ids: string[], reversal: Reversal) {
  await trx.from('compliance_violations').whereIn('id', ids).update({ status: 'reversed', updated_at: reversal.now })
  await trx
    .from('account_actions')
    .whereIn('violation_id', ids)
    .where('is_active', true)
    .update(reversalColumns(reversal))
}

/** Ends the member's active ban. */
export async function endBan(trx: TransactionClientContract, userId: string, reversal: Reversal) {
  await trx
    .from('account_actions')
    .where({ user_id: userId, action_type: 'ban', is_active: true })
    .update(reversalColumns(reversal))
}

/** A denied appeal: the item's appealed violations stand ('appeal_denied'). */
export async function denyAppeals(trx: TransactionClientContract, itemId: string, now: Date) {
  await trx
    .from('compliance_violations')
    .where({ moderation_result_id: itemId, status: 'appealed' })
    .update({ status: 'appeal_denied', updated_at: now })
}

export interface ViolationRow {
  id: string
  status: string
  appeal_deadline: Date | string | null
  moderation_result_id: string | null
}

/** The member's own violation, locked, or null (someone else's included). */
export async function lockOwnViolation(trx: TransactionClientContract, userId: string, violationId: string) {
  const row = await trx.from('compliance_violations').where({ id: violationId, user_id: userId }).forUpdate().first()
  return (row ?? null) as ViolationRow | null
}

/** The violation is decided by another item from now on (its appeal is reviewed there). */
export async function moveViolationToItem(
  trx: TransactionClientContract,
  violationId: string,
  itemId: string,
  now: Date
) {
  await trx
    .from('compliance_violations')
    .where('id', violationId)
    .update({ moderation_result_id: itemId, updated_at: now })
}

export async function setViolationStatus(
  trx: TransactionClientContract,
  violationId: string,
  status: 'acknowledged' | 'appealed',
  now: Date
) {
  await trx.from('compliance_violations').where('id', violationId).update({ status, updated_at: now })
}

export interface AcknowledgmentRow {
  id: string
  requested_appeal: boolean
}

export async function findAcknowledgment(trx: TransactionClientContract, violationId: string) {
  const row = await trx.from('violation_acknowledgments').where('violation_id', violationId).first()
  return (row ?? null) as AcknowledgmentRow | null
}

/** The member read the notice. */
export async function insertAcknowledgment(
  trx: TransactionClientContract,
  violationId: string,
  userId: string,
  now: Date
) {
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

/** The member's appeal: on their acknowledgment when there is one, else as a new one. */
export async function recordAppeal(
  trx: TransactionClientContract,
  appeal: { violationId: string; userId: string; reason: string; acknowledgmentId: string | null },
  now: Date
) {
  const { violationId, userId, reason, acknowledgmentId } = appeal
  if (acknowledgmentId) {
    await trx
      .from('violation_acknowledgments')
      .where('id', acknowledgmentId)
      .update({ requested_appeal: true, appeal_reason: reason, acknowledgment_type: 'appeal', user_response: reason })
    return
  }
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
