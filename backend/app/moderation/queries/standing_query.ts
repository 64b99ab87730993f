import db from '@adonisjs/lucid/services/db'
import type { ContentType } from '#moderation/constants'
import { CATEGORY_LABELS, type Category } from '#moderation/constants'
import type { MyStandingAnswer, RestrictionAnswer } from '#moderation/contract'
import { activeAccountActions, type ActiveAccountAction } from '#moderation/queries/restriction_query'

export function restrictionAnswer(action: ActiveAccountAction, isActive = true): RestrictionAnswer {
  return {
    type: action.actionType,
    reason: action.reason,
    isActive,
    endsAt: action.endDate ? action.endDate.toISOString() : null,
  }
}

/** The ban, else the restriction ending last, of these active actions. */
export function strongestRestriction(actions: ActiveAccountAction[]): RestrictionAnswer | null {
  const ban = actions.find((action) => action.actionType === 'ban')
  if (ban) return restrictionAnswer(ban)
  const latest = [...actions].sort((a, b) => b.endDate!.getTime() - a.endDate!.getTime())[0]
  return latest ? restrictionAnswer(latest) : null
}

/** GET /api/moderation/me: the member's restriction, active strikes and violations (newest first). */
export async function myStanding(userId: string, now = new Date()): Promise<MyStandingAnswer> {
  const rows = await db
    .from('compliance_violations as v')
    .leftJoin('violation_acknowledgments as a', 'a.violation_id', 'v.id')
    .where('v.user_id', userId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .select(
      'v.id',
      'v.content_type',
      'v.content_id',
      'v.guideline_section',
      'v.description',
      'v.created_at',
      'v.status',
      'v.appeal_deadline',
      'v.strike_expires_at',
      'a.id as acknowledgment_id',
      'a.requested_appeal'
    )
  const strikes = rows.filter(
    (row) => row.status !== 'reversed' && row.strike_expires_at && new Date(row.strike_expires_at) > now
  ).length
  return {
    restriction: strongestRestriction(await activeAccountActions(userId, now)),
    strikes,
    violations: rows.map((row) => {
      const deadline = row.appeal_deadline ? new Date(row.appeal_deadline) : null
      return {
        id: row.id,
        contentType: row.content_type as ContentType,
        contentId: row.content_id,
        guideline: CATEGORY_LABELS[row.guideline_section as Category] ?? row.guideline_section,
        reason: row.description,
        createdAt: new Date(row.created_at).toISOString(),
        status: row.status,
        acknowledged: row.acknowledgment_id !== null,
        appealed: Boolean(row.requested_appeal),
        canAppeal: !row.requested_appeal && row.status !== 'reversed' && deadline !== null && deadline > now,
        appealDeadline: deadline ? deadline.toISOString() : null,
      }
    }),
  }
}
