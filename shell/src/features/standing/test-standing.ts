import type { MyStandingAnswer, Violation } from '../../api/moderation/get-my-standing'

/** Test data for the standing screens. */
export const MEMBER = {
  id: 'u1',
  name: 'Casey Member',
  email: 'casey@example.com',
  userType: 'candidate',
  isVerified: true,
  profileImage: null,
}

export function makeViolation(changes: Partial<Violation> = {}): Violation {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    contentType: 'post',
    contentId: 'post-1',
    guideline: 'Respectful communication',
    reason: 'Content violates guidelines',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'pending_acknowledgment',
    acknowledged: false,
    appealed: false,
    canAppeal: true,
    appealDeadline: '2026-12-04T10:00:00.000Z',
    ...changes,
  }
}

export function makeStanding(changes: Partial<MyStandingAnswer> = {}): MyStandingAnswer {
  return { restriction: null, strikes: 0, violations: [], ...changes }
}
