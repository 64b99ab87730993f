import { describe, expect, it } from 'vitest'
import { defaultActionBody, formatConfidence, isBacklogged, isSlowResponse, isUnhealthy } from './action-rules'

describe('defaultActionBody (part 2 §7)', () => {
  it('approve: the approval reason, no restriction', () => {
    expect(defaultActionBody('approve', 'critical')).toEqual({
      action: 'approve',
      reason: 'Content approved after review',
      restrictUser: false,
      restrictDuration: null,
    })
  })

  it('reject: critical restricts 7 days, high 3, medium and low do not restrict', () => {
    expect(defaultActionBody('reject', 'critical')).toEqual({
      action: 'reject',
      reason: 'Content violates guidelines',
      restrictUser: true,
      restrictDuration: 7,
    })
    expect(defaultActionBody('reject', 'high')).toMatchObject({ restrictUser: true, restrictDuration: 3 })
    // The duration is 3 for anything not critical, but only critical and high restrict.
    expect(defaultActionBody('reject', 'medium')).toMatchObject({ restrictUser: false, restrictDuration: 3 })
    expect(defaultActionBody('reject', 'low')).toMatchObject({ restrictUser: false, restrictDuration: 3 })
  })

  it('escalate: senior review, no restriction', () => {
    expect(defaultActionBody('escalate', 'high')).toEqual({
      action: 'escalate',
      reason: 'Escalated for senior review',
      restrictUser: false,
      restrictDuration: null,
    })
  })
})

describe('thresholds (part 2 §9)', () => {
  it('confidence as a percentage', () => {
    expect(formatConfidence(0.876)).toBe('88%')
    expect(formatConfidence(1)).toBe('100%')
  })
  it("'Backlogged' above 10, slow above 24 h, unhealthy below 60", () => {
    expect([isBacklogged(10), isBacklogged(11)]).toEqual([false, true])
    expect([isSlowResponse(24), isSlowResponse(24.1)]).toEqual([false, true])
    expect([isUnhealthy(60), isUnhealthy(59.9)]).toEqual([false, true])
  })
})
