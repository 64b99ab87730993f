import db from '@adonisjs/lucid/services/db'
import { port } from '#shared/modules/registry'
import { TRUST_LEVELS, type TrustLevel } from '#moderation/constants'
import type { FlaggedUserAnswer, ReputationStatsAnswer, RestrictionAnswer } from '#moderation/contract'
import { trustOf, type Trust } from '#moderation/trust'

const DAY_MS = 24 * 60 * 60 * 1000

interface MemberRow {
  id: string
  name: string
  created_at: Date | string
  email_verified: boolean
  contributions: number | string
  violation_count: number | string
  strikes: number | string
  last_violation: Date | string | null
  banned: boolean
  restricted: boolean
}

interface MemberFigures {
  id: string
  name: string
  trust: Trust
  violationCount: number
  strikes: number
  lastViolation: string | null
}

/*
| Contributions (posts, comments, applications) are counted by the modules
| that own them, through their ports, when they are on.
*/
function contributionCounts() {
  const parts = [port('feed:member-contributions'), port('jobs:member-contributions')]
    .filter((count) => count !== null)
    .map((count) => count('u.id'))
  return parts.length ? parts.join(' + ') : '0'
}

/** Members (admins aside) with their trust; `onlyFlagged` keeps those with violations or restrictions. */
async function memberFigures(onlyFlagged: boolean, now = new Date()): Promise<MemberFigures[]> {
  const result = await db.rawQuery(
    `SELECT u.id, u.name, u.created_at, u.email_verified,
       ${contributionCounts()} AS contributions,
       (SELECT count(*) FROM compliance_violations v WHERE v.user_id = u.id) AS violation_count,
       (SELECT count(*) FROM compliance_violations v WHERE v.user_id = u.id AND v.status <> 'reversed'
          AND v.strike_expires_at > :now) AS strikes,
       (SELECT max(v.created_at) FROM compliance_violations v WHERE v.user_id = u.id) AS last_violation,
       EXISTS (SELECT 1 FROM account_actions x WHERE x.user_id = u.id AND x.is_active AND x.action_type = 'ban')
         AS banned,
       EXISTS (SELECT 1 FROM account_actions x WHERE x.user_id = u.id AND x.is_active
         AND x.action_type = 'restriction' AND x.end_date > :now) AS restricted
     FROM users u
     WHERE u.user_type <> 'admin'
     ${
       onlyFlagged
         ? `AND (EXISTS (SELECT 1 FROM compliance_violations v WHERE v.user_id = u.id)
             OR EXISTS (SELECT 1 FROM account_actions x WHERE x.user_id = u.id))`
         : ''
     }`,
    { now }
  )
  return (result.rows as MemberRow[]).map((row) => {
    const strikes = Number(row.strikes)
    return {
      id: row.id,
      name: row.name,
      trust: trustOf({
        accountAgeDays: (now.getTime() - new Date(row.created_at).getTime()) / DAY_MS,
        emailVerified: Boolean(row.email_verified),
        contributions: Number(row.contributions),
        activeStrikes: strikes,
        restricted: Boolean(row.restricted),
        banned: Boolean(row.banned),
      }),
      violationCount: Number(row.violation_count),
      strikes,
      lastViolation: row.last_violation ? new Date(row.last_violation).toISOString() : null,
    }
  })
}

/** GET /api/moderation/reputation-stats */
export async function reputationStats(now = new Date()): Promise<ReputationStatsAnswer> {
  const members = await memberFigures(false, now)
  const byTrustLevel = Object.fromEntries(TRUST_LEVELS.map((level) => [level, 0])) as Record<TrustLevel, number>
  for (const member of members) byTrustLevel[member.trust.level] += 1
  const total = members.reduce((sum, member) => sum + member.trust.score, 0)
  const active = await db
    .from('account_actions')
    .where('is_active', true)
    .where((query) => query.whereNull('end_date').orWhere('end_date', '>', now))
    .count('* as total')
    .first()
  return {
    totalUsers: members.length,
    averageScore: members.length ? Math.round(total / members.length) : 0,
    activeRestrictions: Number(active?.total ?? 0),
    byTrustLevel,
  }
}

const LEVEL_ORDER: TrustLevel[] = ['banned', 'restricted', 'at_risk', 'new', 'building', 'trusted']

/** GET /api/moderation/users-for-review: members with violations or restrictions, worst first. */
export async function usersForReview(now = new Date()): Promise<FlaggedUserAnswer[]> {
  const members = await memberFigures(true, now)
  members.sort(
    (a, b) =>
      LEVEL_ORDER.indexOf(a.trust.level) - LEVEL_ORDER.indexOf(b.trust.level) ||
      b.strikes - a.strikes ||
      a.trust.score - b.trust.score ||
      (b.lastViolation ?? '').localeCompare(a.lastViolation ?? '') ||
      a.id.localeCompare(b.id)
  )
  const ids = members.map((member) => member.id)
  const actions = ids.length
    ? await db
        .from('account_actions')
        .whereIn('user_id', ids)
        .orderBy('applied_at', 'desc')
        .orderBy('id', 'desc')
        .select('user_id', 'action_type', 'reason', 'is_active', 'end_date')
    : []
  const restrictionsOf = new Map<string, RestrictionAnswer[]>()
  for (const row of actions) {
    const endsAt = row.end_date ? new Date(row.end_date) : null
    const list = restrictionsOf.get(row.user_id) ?? []
    list.push({
      type: row.action_type,
      reason: row.reason,
      isActive: Boolean(row.is_active) && (endsAt === null || endsAt > now),
      endsAt: endsAt ? endsAt.toISOString() : null,
    })
    restrictionsOf.set(row.user_id, list)
  }
  return members.map((member) => ({
    userId: member.id,
    name: member.name,
    trustLevel: member.trust.level,
    overallScore: member.trust.score,
    violationCount: member.violationCount,
    strikes: member.strikes,
    lastViolation: member.lastViolation,
    restrictions: restrictionsOf.get(member.id) ?? [],
  }))
}
