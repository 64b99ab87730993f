/*
| The answers of the moderation API (part 2 §3 "Moderation", §7),
| fixed before the code behind them. Exported through
| @hireloop/backend/api-types/moderation.
*/
import type { Category, ContentType, ItemStatus, Severity, TrustLevel } from '#moderation/constants'

/** GET /api/moderation/queue → QueueItemAnswer[] (most severe, then oldest first). */
export interface QueueItemAnswer {
  id: string
  contentType: ContentType
  contentId: string
  severity: Severity
  /** 0–1 (shown as a percentage). */
  confidence: number
  /** ISO */
  flaggedAt: string
  reason: string
  categories: Category[]
  /** The content as it was when flagged. */
  content: string
  imageUrl: string | null
  status: ItemStatus
  /** How many members reported it (0 for a screening hit alone). */
  reportCount: number
  /** 'report', 'screening' or 'appeal' (an appealed decision back in the queue). */
  source: 'report' | 'screening' | 'appeal'
  author: { id: string; name: string } | null
  /** Whether the content is hidden right now (held screening hit, or rejected). */
  hidden: boolean
}

/** GET /api/moderation/stats */
export interface ModerationStatsAnswer {
  /** Items waiting for a decision: pending and escalated (the counts below cover the same items). */
  pending: number
  /** Of those, the items escalated for senior review. */
  escalated: number
  /** Average hours the waiting items have waited. */
  avgWaitTime: number
  bySeverity: Record<Severity, number>
  byCategory: Partial<Record<Category, number>>
}

/** GET /api/moderation/reputation-stats */
export interface ReputationStatsAnswer {
  totalUsers: number
  /** 0–100 */
  averageScore: number
  activeRestrictions: number
  byTrustLevel: Record<TrustLevel, number>
}

export interface RestrictionAnswer {
  type: 'restriction' | 'ban'
  reason: string
  isActive: boolean
  /** ISO; null for a ban. */
  endsAt: string | null
}

/** GET /api/moderation/users-for-review → FlaggedUserAnswer[] */
export interface FlaggedUserAnswer {
  userId: string
  name: string
  trustLevel: TrustLevel
  /** 0–100 */
  overallScore: number
  violationCount: number
  /** Active strikes, out of 3. */
  strikes: number
  /** ISO, or null */
  lastViolation: string | null
  restrictions: RestrictionAnswer[]
}

/** POST /api/moderation/queue/{id}/action {action, reason, restrictUser, restrictDuration} → the decided item. */
export interface ModerationActionAnswer {
  item: QueueItemAnswer
  /** The restriction applied to the author, if any. */
  restriction: RestrictionAnswer | null
  message: string
}

/** GET /api/moderation/me: what the signed-in member sees of their own standing (notices, restriction, appeals). */
export interface MyStandingAnswer {
  restriction: RestrictionAnswer | null
  strikes: number
  violations: Array<{
    id: string
    contentType: ContentType
    /** The removed post, comment, job, message or profile (its owner's id for a profile). */
    contentId: string
    guideline: string
    reason: string
    /** ISO */
    createdAt: string
    status: string
    /** The member has answered the notice (acknowledged it, or appealed). */
    acknowledged: boolean
    /** The member has appealed (once only). */
    appealed: boolean
    canAppeal: boolean
    /** ISO, or null */
    appealDeadline: string | null
  }>
}

/** POST /api/moderation/violations/{id}/acknowledge and …/appeal: the toast's words and the standing now. */
export interface StandingUpdateAnswer {
  message: string
  standing: MyStandingAnswer
}
