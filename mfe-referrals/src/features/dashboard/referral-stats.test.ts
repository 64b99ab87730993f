import { describe, expect, it } from 'vitest'
import { daysAgo, makeReceived, makeRewards, makeSent } from '../../test/make-referral'
import { inboxBoxes } from '../../shared/inbox-boxes'
import { recentActivity, referralStats, successfulReferrals } from './referral-stats'
import { progressFromAnswer, rewardProgress } from './reward-progress'

describe('referralStats', () => {
  it('counts referrals given (granted requests, invitations), distinct people who took them, and what waits', () => {
    // As a candidate: the reader's own requests count for nobody's referrals; an invitation to them waits on them.
    const sent = [
      makeSent({ id: 'a', status: 'accepted' }),
      makeSent({ id: 'b', status: 'pending' }),
      makeSent({ id: 'i', origin: 'link', status: 'pending' }),
    ]
    // As the referrer: two pending requests, one granted, a second granted for the same person, two invitations.
    const received = [
      makeReceived({ id: 'x' }),
      makeReceived({ id: 'y', status: 'accepted' }),
      makeReceived({ id: 'y2', status: 'accepted' }),
      makeReceived({ id: 'z' }),
      makeReceived({ id: 'd', status: 'declined' }),
      makeReceived({ id: 'l1', origin: 'link', candidate: null, candidateEmail: 'kim@x.io' }),
      makeReceived({ id: 'l2', origin: 'link', status: 'accepted', candidate: { id: 'kim', name: 'Kim Park' } }),
    ]
    expect(referralStats(sent, received)).toEqual({ sent: 4, successful: 2, successRate: 50, pendingActions: 3 })
    expect(successfulReferrals(received)).toBe(2)
  })

  it('is 0 % with nothing given, and 100 % when every referral given was taken', () => {
    expect(referralStats([], [])).toEqual({ sent: 0, successful: 0, successRate: 0, pendingActions: 0 })
    expect(referralStats([makeSent({ status: 'accepted' })], []).successRate).toBe(0)
    expect(referralStats([], [makeReceived({ status: 'accepted' })]).successRate).toBe(100)
  })

  it('boxes: what the reader started is sent, what waits on them is to answer', () => {
    const sent = [makeSent({ id: 'ask' }), makeSent({ id: 'invited-me', origin: 'link' })]
    const received = [makeReceived({ id: 'asked-me' }), makeReceived({ id: 'my-invite', origin: 'link' })]
    const boxes = inboxBoxes(sent, received)
    expect(boxes.sent.map((r) => r.id)).toEqual(['ask', 'my-invite'])
    expect(boxes.received.map((r) => r.id)).toEqual(['asked-me', 'invited-me'])
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
