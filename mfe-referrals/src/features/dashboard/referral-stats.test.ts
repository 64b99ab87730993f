import { describe, expect, it } from 'vitest'
import { daysAgo, makeReceived, makeRewards, makeSent } from '../../test/make-referral'
import { recentActivity, referralStats } from './referral-stats'
import { progressFromAnswer, rewardProgress } from './reward-progress'

describe('referralStats', () => {
  it('counts sent, successful (accepted of sent), the success rate and the requests waiting for an answer', () => {
    const sent = [
      makeSent({ id: 'a', status: 'accepted' }),
      makeSent({ id: 'b', status: 'pending' }),
      makeSent({ id: 'c', status: 'declined' }),
    ]
    const received = [
      makeReceived({ id: 'x' }),
      makeReceived({ id: 'y', status: 'accepted' }),
      makeReceived({ id: 'z' }),
    ]
    expect(referralStats(sent, received)).toEqual({ sent: 3, successful: 1, successRate: 33, pendingActions: 2 })
  })

  it('is 0 % with nothing sent, and 100 % when every request was accepted', () => {
    expect(referralStats([], [])).toEqual({ sent: 0, successful: 0, successRate: 0, pendingActions: 0 })
    expect(referralStats([makeSent({ status: 'accepted' })], []).successRate).toBe(100)
  })
})

describe('recentActivity (part 2 §9)', () => {
  it('takes up to 3 sent and 2 received, then shows the newest 4, newest first', () => {
    const sent = [1, 2, 3, 4, 5].map((day) => makeSent({ id: `s${day}`, createdAt: daysAgo(day) }))
    const received = [0.5, 1.5, 2.5].map((day) => makeReceived({ id: `r${day}`, createdAt: daysAgo(day) }))
    expect(recentActivity(sent, received).map((item) => `${item.direction}:${item.referral.id}`)).toEqual([
      'received:r0.5',
      'sent:s1',
      'received:r1.5',
      'sent:s2',
    ])
  })

  it('never shows more than 3 sent even when nothing was received', () => {
    const sent = [1, 2, 3, 4].map((day) => makeSent({ id: `s${day}`, createdAt: daysAgo(day) }))
    expect(recentActivity(sent, []).map((item) => item.referral.id)).toEqual(['s1', 's2', 's3'])
    expect(recentActivity([], [])).toEqual([])
  })
})

describe('rewardProgress (part 2 §4)', () => {
  it('moves through the candidate tiers, capped at 100 %, then All Unlocked!', () => {
    expect(rewardProgress(0, 'candidate')).toMatchObject({ target: 3, reward: 'Career Perks', percent: 0 })
    expect(rewardProgress(2, 'candidate')).toMatchObject({ target: 3, reward: 'Career Perks', percent: 67 })
    expect(rewardProgress(3, 'candidate')).toMatchObject({ target: 5, reward: 'Early Access', percent: 60 })
    expect(rewardProgress(9, 'candidate')).toMatchObject({ target: 10, reward: 'Featured Worker', percent: 90 })
    expect(rewardProgress(10, 'candidate')).toMatchObject({ target: null, reward: 'All Unlocked!', percent: 100 })
    expect(rewardProgress(42, 'candidate').tiers.every((tier) => tier.unlocked)).toBe(true)
  })

  it("names the employer's tiers for employers and admins", () => {
    expect(rewardProgress(0, 'employer').reward).toBe('Premium Access')
    expect(rewardProgress(0, 'admin').reward).toBe('Premium Access')
    expect(rewardProgress(4, 'employer').reward).toBe('Priority Placement')
    expect(rewardProgress(5, 'employer').tiers.map((tier) => tier.name)).toEqual([
      'Premium Access',
      'Priority Placement',
      'Featured Employer',
    ])
  })

  it("takes the server's answer, capping its percentage, and All Unlocked! when there is no next tier", () => {
    expect(progressFromAnswer(makeRewards())).toMatchObject({
      count: 1,
      target: 3,
      reward: 'Career Perks',
      percent: 33,
    })
    expect(progressFromAnswer(makeRewards({ progressPercent: 140 })).percent).toBe(100)
    expect(progressFromAnswer(makeRewards({ referralCount: 12, next: null, progressPercent: 100 }))).toMatchObject({
      target: null,
      reward: 'All Unlocked!',
      percent: 100,
    })
  })
})
