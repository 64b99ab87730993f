import type {
  FlaggedUserAnswer,
  ModerationStatsAnswer,
  QueueItemAnswer,
  QueuePageAnswer,
  ReputationStatsAnswer,
} from '@hireloop/backend/api-types/moderation'

export const ADMIN = { id: 'admin-1', name: 'Ada Admin', email: 'admin@hireloop.dev', userType: 'admin' }
export const CANDIDATE = { id: 'cand-1', name: 'Casey Candidate', email: 'c@example.com', userType: 'candidate' }
export const EMPLOYER = { id: 'emp-1', name: 'Erin Employer', email: 'e@example.com', userType: 'employer' }

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()

export function makeItem(overrides: Partial<QueueItemAnswer> = {}): QueueItemAnswer {
  return {
    id: '0b1c2d3e-0000-4000-8000-000000000001',
    contentType: 'post',
    contentId: '0b1c2d3e-0000-4000-8000-0000000000aa',
    severity: 'critical',
    confidence: 0.93,
    flaggedAt: hoursAgo(2),
    reason: 'Asks applicants for a fee',
    categories: ['job_scam'],
    content: 'Pay a $50 application fee by wire transfer to get the job',
    imageUrl: null,
    status: 'pending',
    reportCount: 3,
    source: 'report',
    author: { id: 'author-1', name: 'Sam Scammer' },
    hidden: true,
    appealReason: null,
    ...overrides,
  }
}

/** One page of GET /api/moderation/queue: a next cursor means there is more. */
export function queuePage(items: QueueItemAnswer[], nextCursor: string | null = null): QueuePageAnswer {
  return { items, hasMore: nextCursor !== null, nextCursor }
}

export function makeStats(overrides: Partial<ModerationStatsAnswer> = {}): ModerationStatsAnswer {
  return {
    pending: 4,
    escalated: 0,
    avgWaitTime: 5.5,
    bySeverity: { critical: 1, high: 2, medium: 1, low: 0 },
    byCategory: { job_scam: 2, respectful_communication: 1, personal_information: 1 },
    ...overrides,
  }
}

export function makeReputation(overrides: Partial<ReputationStatsAnswer> = {}): ReputationStatsAnswer {
  return {
    totalUsers: 120,
    averageScore: 78.4,
    activeRestrictions: 2,
    byTrustLevel: { trusted: 40, building: 50, new: 25, at_risk: 3, restricted: 1, banned: 1 },
    ...overrides,
  }
}

export function makeFlaggedUser(overrides: Partial<FlaggedUserAnswer> = {}): FlaggedUserAnswer {
  return {
    userId: 'author-1',
    name: 'Sam Scammer',
    trustLevel: 'restricted',
    overallScore: 35,
    violationCount: 2,
    strikes: 2,
    lastViolation: hoursAgo(26),
    restrictions: [
      { type: 'restriction', reason: 'Content violates guidelines', isActive: true, endsAt: hoursAgo(-72) },
    ],
    ...overrides,
  }
}
