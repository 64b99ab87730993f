/*
| Rules and words of the moderation module (part 2 §3 "Moderation",
| §4, §7, §8, §9; part 1 §6 community guidelines). Shared with mfe-admin
| through @hireloop/backend/moderation-constants.
*/

export const CONTENT_TYPES = ['post', 'comment', 'job', 'message', 'profile'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const
export type Severity = (typeof SEVERITIES)[number]

export const ITEM_STATUSES = ['pending', 'approved', 'rejected', 'escalated'] as const
export type ItemStatus = (typeof ITEM_STATUSES)[number]

/**
 * What the queue lists (GET /api/moderation/queue ?status): `open` (the default) is every item still waiting for a
 * decision, pending and escalated alike; `all` is every item; a status lists only its own.
 */
export const QUEUE_STATUS_FILTERS = ['open', ...ITEM_STATUSES, 'all'] as const
export type QueueStatusFilter = (typeof QUEUE_STATUS_FILTERS)[number]
/** The statuses of an item that still waits for an admin's decision. */
export const OPEN_STATUSES: readonly ItemStatus[] = ['pending', 'escalated']

export const ACTIONS = ['approve', 'reject', 'escalate'] as const
export type ModerationAction = (typeof ACTIONS)[number]

/** The five topics of the community guidelines (part 1 §6), plus job scams. */
export const CATEGORIES = [
  'respectful_communication',
  'graphic_or_sexual',
  'political_or_election',
  'safe_and_legal',
  'personal_information',
  'job_scam',
] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_LABELS: Record<Category, string> = {
  respectful_communication: 'Respectful communication',
  graphic_or_sexual: 'No graphic or sexual content',
  political_or_election: 'No political or election content',
  safe_and_legal: 'Safe and legal sharing',
  personal_information: 'Protecting personal information',
  job_scam: 'Job scams',
}

export const TRUST_LEVELS = ['trusted', 'building', 'new', 'at_risk', 'restricted', 'banned'] as const
export type TrustLevel = (typeof TRUST_LEVELS)[number]

/** What a restricted member cannot do while the restriction lasts. */
export const RESTRICTED_ABILITIES = ['post', 'comment', 'message', 'post_jobs'] as const

export const MODERATION_RULES = {
  /** Reject: critical restricts 7 days, high 3 (part 2 §7, §9). */
  restrictDays: { critical: 7, high: 3 } as Partial<Record<Severity, number>>,
  maxStrikes: 3,
  strikeDays: 90,
  appealDays: 14,
  /** A screening hit at or above this confidence with critical severity is held hidden until reviewed. */
  holdConfidence: 0.9,
  /** 'Backlogged' above this many pending items (part 2 §9). */
  backlogAbove: 10,
  /** Average response time turns red above (hours), community health below (score). */
  slowResponseHours: 24,
  unhealthyScoreBelow: 60,
  /** Refresh intervals of the admin screen, seconds: queue, stats, reputation stats, users for review. */
  refreshSeconds: { queue: 30, stats: 60, reputation: 60, users: 120 },
}

/** Page sizes of GET /api/moderation/queue: `limit` defaults to 50 and is clamped to 1–100. */
export const QUEUE_PAGE = { default: 50, max: 100 } as const

/** Reasons each action uses by default (part 2 §7). */
export const ACTION_REASONS: Record<ModerationAction, string> = {
  approve: 'Content approved after review',
  reject: 'Content violates guidelines',
  escalate: 'Escalated for senior review',
}

export const MODERATION_MESSAGES = {
  adminsOnly: 'Admins only',
  itemNotFound: 'Queue item not found',
  alreadyDecided: 'This item has already been decided',
  actionInvalid: 'Action must be approve, reject or escalate',
  reasonMax: 'Reason is too long',
  durationInvalid: 'Restriction length must be a whole number of days from 1 to 365',
  restrictUserInvalid: 'Restrict user must be true or false',
  statusFilterInvalid: 'Status must be pending, approved, rejected or escalated',
  severityFilterInvalid: 'Severity must be critical, high, medium or low',
  contentTypeFilterInvalid: 'Content type must be post, comment, job, message or profile',
  reportTypeInvalid: 'Content type must be message or profile',
  reportContentIdInvalid: 'Content id must be a valid id',
  reportReasonRequired: 'Please tell us why you are reporting this',
  reportReasonMax: 'Reason must be at most 500 characters',
  reportSubmitted: 'Report submitted',
  alreadyReported: 'You have already reported this',
  contentNotFound: 'Content not found',
  decided: {
    approve: 'Content approved',
    reject: 'Content rejected',
    escalate: 'Content escalated for senior review',
  },
  jobHeld: (reason: string) =>
    `Your job is on hold and not shown to job seekers until our team has reviewed it, usually within a day. What we noticed: ${reason}`,
  restricted: (until: string) => `Your account is restricted until ${until}`,
  banned: 'This account has been banned for repeated violations of the community guidelines',
  appealUsed: 'This violation has already been appealed',
  appealClosed: 'The appeal period for this violation has ended',
  appealReasonRequired: 'Please tell us why this decision should be reviewed',
  violationNotFound: 'Violation not found',
  acknowledged: 'Thanks for reviewing the community guidelines',
  appealSent: 'Your appeal has been sent for review',
  reversed: 'Decision reversed after appeal',
  appealReasonMax: 'Reason is too long',
} as const
