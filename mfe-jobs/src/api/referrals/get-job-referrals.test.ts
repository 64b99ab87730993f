import type { JobReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { describe, expect, it } from 'vitest'
import { acceptedReferralOf } from './get-job-referrals'

const referral = (overrides: Partial<JobReferralAnswer>): JobReferralAnswer => ({
  id: 'r1',
  candidateId: 'u6',
  candidate: { id: 'u6', name: 'Sam Ortiz' },
  referrer: { id: 'u9', name: 'Pat Kim', email: 'pat@grid.example' },
  message: 'Sam is great',
  status: 'accepted',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
})

describe('acceptedReferralOf', () => {
  it("finds the candidate's newest accepted referral, ignoring others' and unanswered ones", () => {
    const list = [
      referral({ id: 'r0', candidateId: 'u5', candidate: { id: 'u5', name: 'Dana Lee' } }),
      referral({ id: 'r1', status: 'pending', createdAt: '2026-11-22T12:00:00.000Z' }),
      referral({ id: 'r2', status: 'declined', createdAt: '2026-11-22T12:00:00.000Z' }),
      referral({ id: 'r3', createdAt: '2026-11-19T12:00:00.000Z' }),
      referral({ id: 'r4', createdAt: '2026-11-21T12:00:00.000Z' }),
    ]
    expect(acceptedReferralOf(list, 'u6')?.id).toBe('r4')
    expect(acceptedReferralOf(list, 'u5')?.id).toBe('r0')
    expect(acceptedReferralOf(list, 'u7')).toBeNull()
    expect(acceptedReferralOf(undefined, 'u6')).toBeNull()
  })

  it('prefers the referral by the name the application shows', () => {
    const list = [
      referral({ id: 'r1', referrer: { id: 'u8', name: 'Ben Cho', email: 'ben@x.example' } }),
      referral({ id: 'r2', createdAt: '2026-11-22T12:00:00.000Z' }),
    ]
    expect(acceptedReferralOf(list, 'u6', 'Ben Cho')?.id).toBe('r1')
    expect(acceptedReferralOf(list, 'u6', 'Someone else')?.id).toBe('r2')
    expect(acceptedReferralOf(list, 'u6')?.id).toBe('r2')
  })
})
