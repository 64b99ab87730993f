import type { ReferralAnswer, RewardsAnswer } from '@hireloop/backend/api-types/referrals'

export const ME = {
  id: 'me',
  name: 'Morgan Lee',
  email: 'morgan@example.com',
  userType: 'candidate',
  referralCount: 1,
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

/** A request Morgan sent to Dana (Morgan is the candidate). */
export function makeSent(overrides: Partial<ReferralAnswer> = {}): ReferralAnswer {
  return {
    id: 's1',
    status: 'pending',
    origin: 'ask',
    message: 'Would you refer me for this role?',
    createdAt: daysAgo(1),
    isViewed: false,
    job: {
      id: 'j1',
      title: 'NERC Compliance Analyst',
      payRate: '42.00',
      payUnit: 'hr',
      company: { id: 'c1', name: 'Gridline Power' },
    },
    referrer: { id: 'dana', name: 'Dana Reyes' },
    referrerEmail: 'dana@example.com',
    candidate: { id: ME.id, name: ME.name },
    candidateEmail: ME.email,
    applicationStage: null,
    ...overrides,
  }
}

/** A request Sam sent to Morgan (Morgan is the referrer). */
export function makeReceived(overrides: Partial<ReferralAnswer> = {}): ReferralAnswer {
  return {
    id: 'r1',
    status: 'pending',
    origin: 'ask',
    message: 'We worked together at Gridline; could you vouch for me?',
    createdAt: daysAgo(2),
    isViewed: false,
    job: {
      id: 'j2',
      title: 'CIP Cybersecurity Specialist',
      payRate: '95000.00',
      payUnit: 'year',
      company: { id: 'c2', name: 'Northern Transmission' },
    },
    referrer: { id: ME.id, name: ME.name },
    referrerEmail: ME.email,
    candidate: { id: 'sam', name: 'Sam Ortiz' },
    candidateEmail: 'sam@example.com',
    applicationStage: null,
    ...overrides,
  }
}

export function makeRewards(overrides: Partial<RewardsAnswer> = {}): RewardsAnswer {
  return {
    referralCount: 1,
    role: 'candidate',
    tiers: [
      { target: 3, name: 'Career Perks', unlocked: false, unlockedAt: null },
      { target: 5, name: 'Early Access', unlocked: false, unlockedAt: null },
      { target: 10, name: 'Featured Worker', unlocked: false, unlockedAt: null },
    ],
    next: { target: 3, name: 'Career Perks' },
    progressPercent: 33,
    featuredWorkerNumber: null,
    ...overrides,
  }
}
