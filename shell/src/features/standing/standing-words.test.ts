import { describe, expect, it } from 'vitest'
import type { Violation } from '../../api/moderation/get-my-standing'
import {
  activeRestriction,
  formatDateTime,
  noticeActions,
  removedTitle,
  restrictionSentence,
  statusWords,
} from './standing-words'

const violation = (changes: Partial<Violation> = {}): Violation => ({
  id: 'v1',
  contentType: 'post',
  contentId: 'p1',
  guideline: 'Respectful communication',
  reason: 'Content violates guidelines',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'pending_acknowledgment',
  acknowledged: false,
  appealed: false,
  canAppeal: true,
  appealDeadline: '2026-12-04T10:00:00.000Z',
  ...changes,
})

describe('standing words', () => {
  it('names the removed content', () => {
    expect(removedTitle('post')).toBe('Your post was removed')
    expect(removedTitle('comment')).toBe('Your comment was removed')
    expect(removedTitle('job')).toBe('Your job posting was removed')
    expect(removedTitle('message')).toBe('Your message was removed')
    expect(removedTitle('profile')).toBe('Your profile was removed')
  })

  it('says each status in words', () => {
    expect(statusWords('pending_acknowledgment')).toBe('Awaiting your answer')
    expect(statusWords('acknowledged')).toBe('Acknowledged')
    expect(statusWords('appealed')).toBe('Appeal under review')
    expect(statusWords('appeal_denied')).toBe('Appeal denied: the decision stands')
    expect(statusWords('reversed')).toBe('Reversed: strike lifted')
  })

  it('offers Acknowledge until answered (never once reversed) and Appeal while the server allows it', () => {
    expect(noticeActions(violation())).toEqual({ acknowledge: true, appeal: true })
    expect(noticeActions(violation({ status: 'acknowledged', acknowledged: true }))).toEqual({
      acknowledge: false,
      appeal: true,
    })
    expect(
      noticeActions(violation({ status: 'appealed', acknowledged: true, appealed: true, canAppeal: false }))
    ).toEqual({ acknowledge: false, appeal: false })
    expect(noticeActions(violation({ status: 'reversed', canAppeal: false }))).toEqual({
      acknowledge: false,
      appeal: false,
    })
  })

  it('bans are not the banner’s: only an active restriction is', () => {
    const restriction = { type: 'restriction' as const, reason: 'r', isActive: true, endsAt: '2026-11-26T10:00:00Z' }
    const standing = { strikes: 1, violations: [] }
    expect(activeRestriction({ ...standing, restriction })).toBe(restriction)
    expect(activeRestriction({ ...standing, restriction: { ...restriction, isActive: false } })).toBeNull()
    expect(activeRestriction({ ...standing, restriction: { ...restriction, type: 'ban', endsAt: null } })).toBeNull()
    expect(activeRestriction({ ...standing, restriction: null })).toBeNull()
    expect(activeRestriction(undefined)).toBeNull()
  })

  it('says until when, in local date and time, and what is off limits', () => {
    const endsAt = '2026-11-26T10:00:00.000Z'
    expect(restrictionSentence(endsAt)).toBe(
      `Your account is restricted until ${formatDateTime(endsAt)}: you can't post, comment, send messages or post jobs.`
    )
  })
})
