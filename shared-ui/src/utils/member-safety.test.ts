import { CATEGORIES, CATEGORY_LABELS } from '@hireloop/backend/moderation-constants'
import { describe, expect, it } from 'vitest'
import { blockText, REPORT_DETAILS_MAX, REPORT_REASON_MAX, REPORT_REASONS, reportReason } from './member-safety'

describe('member safety rules', () => {
  it('offers the community guidelines as the reasons, in the moderators’ order', () => {
    expect(REPORT_REASONS).toEqual(CATEGORIES.map((category) => CATEGORY_LABELS[category]))
  })

  it('sends the guideline alone, or with the trimmed details after ": "', () => {
    expect(reportReason('Job scam', '')).toBe('Job scam')
    expect(reportReason('Job scam', '   ')).toBe('Job scam')
    expect(reportReason('Job scam', '  asks for a fee  ')).toBe('Job scam: asks for a fee')
  })

  it('keeps every reason within the server’s 500 characters, cutting the details', () => {
    const longest = REPORT_REASONS.reduce((a, b) => (b.length > a.length ? b : a))
    const sent = reportReason(longest, 'x'.repeat(REPORT_REASON_MAX))
    expect(sent).toBe(`${longest}: ${'x'.repeat(REPORT_DETAILS_MAX)}`)
    expect(sent).toHaveLength(REPORT_REASON_MAX)
  })

  it('says what a block does before it is confirmed', () => {
    expect(blockText('Ada')).toEqual({
      title: 'Block Ada?',
      description:
        'Neither of you will be able to message the other, ask to connect, or ask the other for a referral. ' +
        'Your connection, or any connection request between you, is removed. Past messages stay. ' +
        'Ada is not told. You can unblock them later, but a removed connection does not come back.',
    })
  })
})
