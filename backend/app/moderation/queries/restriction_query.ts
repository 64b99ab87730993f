import db from '@adonisjs/lucid/services/db'
import { MODERATION_MESSAGES as M } from '#moderation/constants'

export interface ActiveAccountAction {
  id: string
  actionType: 'restriction' | 'ban'
  reason: string
  endDate: Date | null
}

/**
 * The member's restrictions and bans in force now: one indexed query
 * (account_actions_active_idx). A restriction past its end no longer counts,
 * with nothing to sweep.
 */
export async function activeAccountActions(userId: string, now = new Date()): Promise<ActiveAccountAction[]> {
  const rows = await db
    .from('account_actions')
    .where('user_id', userId)
    .where('is_active', true)
    .where((query) => query.whereNull('end_date').orWhere('end_date', '>', now))
    .select('id', 'action_type', 'reason', 'end_date')
  return rows.map((row) => ({
    id: row.id,
    actionType: row.action_type,
    reason: row.reason,
    endDate: row.end_date ? new Date(row.end_date) : null,
  }))
}

/** Restriction dates as members read them: "January 5, 2027" (UTC). */
export function restrictionDate(date: Date) {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** The ban's message, or the latest-ending restriction's, or null (the hooks given to shared and auth). */
export async function restrictionRefusal(userId: string): Promise<string | null> {
  const actions = await activeAccountActions(userId)
  if (actions.some((action) => action.actionType === 'ban')) return M.banned
  const ends = actions.map((action) => action.endDate!.getTime())
  if (ends.length === 0) return null
  return M.restricted(restrictionDate(new Date(Math.max(...ends))))
}

export async function banRefusal(userId: string): Promise<string | null> {
  const actions = await activeAccountActions(userId)
  return actions.some((action) => action.actionType === 'ban') ? M.banned : null
}
