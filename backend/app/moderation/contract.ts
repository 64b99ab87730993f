/*
| The moderation module's contract, what other modules may import from it:
| the answers of the moderation API (part 2 §3 "Moderation", §7; fixed
| before the code behind them; exported through
| @hireloop/backend/api-types/moderation), the events it emits after its
| transactions commit (the module owning the content hides or restores it,
| the notifications module tells authors and reporters, auth ends a banned
| member's sessions), and the ports it needs of jobs and the feed. Importing
| it runs nothing.
*/
import type { Category, ContentType, ItemStatus, ModerationAction, Severity, TrustLevel } from '#moderation/constants'

/** The guidelines' names, for listeners telling an author which one was broken. */
export { CATEGORY_LABELS } from '#moderation/constants'

/**
 * GET /api/moderation/queue?…&limit&cursor → one page of the queue, most severe then oldest first (then by id).
 * `nextCursor` asks for the page after the last item of this one; it stays valid when items before it are decided.
 */
export interface QueuePageAnswer {
  items: QueueItemAnswer[]
  hasMore: boolean
  nextCursor: string | null
}

/** An item of the moderation queue. */
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
  /**
   * An appeal item: what the member wrote in their appeal (several appeals on one item: each, oldest first, a blank
   * line between). null on any other item.
   */
  appealReason: string | null
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

export interface ContentVisibility {
  itemId: string
  contentType: ContentType
  contentId: string
  /** A restored job: the status it had before it was hidden (its owner may have paused it). */
  jobStatus?: 'active' | 'paused'
}

/** Hidden content, with the guidelines it was flagged under (the owner tells its author why). */
export interface ContentHidden extends ContentVisibility {
  categories: Category[]
  /** The categories' names in words, in the same order ('Job scams'). */
  guidelines: string[]
}

export interface ModerationDecided {
  itemId: string
  action: ModerationAction | 'reverse'
  contentType: ContentType
  contentId: string
  authorId: string | null
  reporterIds: string[]
  severity: Severity
  categories: Category[]
  reason: string
  /** The item was back in the queue on its author's appeal: approve upholds the appeal, reject denies it. */
  fromAppeal: boolean
}

/** Screening held content until an admin decides: its author is told why, in words. */
export interface ContentHeld {
  itemId: string
  contentType: ContentType
  contentId: string
  authorId: string
  message: string
}

/**
 * A member reached the strike limit and is banned (auth ends their sessions and hides their profile, jobs hides their
 * companies).
 */
export interface UserBanned {
  userId: string
}

/**
 * A member's ban ended (an upheld appeal lifted a strike it stood on): what
 * was hidden because of the ban is shown again (jobs: their companies; auth: their profile, unless moderation holds it).
 */
export interface BanEnded {
  userId: string
  /** Moderation still hides the member's profile (an item about it is rejected or held): it stays hidden. */
  profileHeld: boolean
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'moderation:user_banned': UserBanned
    'moderation:ban_ended': BanEnded
    'moderation:content_hidden': ContentHidden
    'moderation:content_restored': ContentVisibility
    'moderation:content_held': ContentHeld
    'moderation:decided': ModerationDecided
  }
}

export interface JobScreeningContext {
  title: string
  description: string
  requirements: string
  /** The benefits offered, as listed. */
  benefits: string[]
  /** The pay as an hourly equivalent. */
  hourlyRate: number
  companyDescription: string
  companyHasLogo: boolean
  status: 'active' | 'paused'
}

export type JobContextResolver = (jobId: string) => Promise<JobScreeningContext | null>

/**
 * An SQL expression counting the contributions of the member whose id is
 * `userIdColumn` (a column of the reputation query), written by the module
 * that owns the contributions.
 */
export type MemberContributions = (userIdColumn: string) => string

/** A message as a report reads it: its sender and text, when the reporter is in its thread. */
export type ReportedMessageResolver = (
  reporterId: string,
  messageId: string
) => Promise<{ authorId: string; content: string } | null>

declare global {
  interface HireloopPorts {
    /** A message a member reports (the messaging module); without it no message can be reported (404). */
    'messaging:reported-message': ReportedMessageResolver
    /** What job screening reads of a job beyond its text (the jobs module); without it the text alone. */
    'jobs:screening-context': JobContextResolver
    /** Posts and comments count toward a member's trust (the feed). */
    'feed:member-contributions': MemberContributions
    /** Applications count toward a member's trust (the jobs module). */
    'jobs:member-contributions': MemberContributions
  }
}
