import { describe, expect, it } from 'vitest'
import { formatBadgeCount, formatCount } from './format-count'
import { formatRelativeTime } from './format-relative-time'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [1250, '1.3K'],
    [15_400, '15.4K'],
    [999_949, '999.9K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
  ])('%d → %s', (input, expected) => {
    expect(formatCount(input)).toBe(expected)
  })
})

describe('formatBadgeCount', () => {
  it('hides zero and negatives, caps at 99+', () => {
    expect(formatBadgeCount(0)).toBeNull()
    expect(formatBadgeCount(-2)).toBeNull()
    expect(formatBadgeCount(1)).toBe('1')
    expect(formatBadgeCount(99)).toBe('99')
    expect(formatBadgeCount(100)).toBe('99+')
  })
})

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z').getTime()
  it.each([
    [now - 5_000, 'just now'],
    [now - 59_999, 'just now'],
    [now - 60_000, '1m ago'],
    [now - 45 * 60_000, '45m ago'],
    [now - 3 * 3_600_000, '3h ago'],
    [now - 2 * 86_400_000, '2d ago'],
    [now + 10_000, 'just now'],
  ])('%d → %s', (input, expected) => {
    expect(formatRelativeTime(input, now)).toBe(expected)
  })

  it('accepts ISO strings and reports invalid values', () => {
    expect(formatRelativeTime('2026-11-21T11:00:00Z', now)).toBe('1h ago')
    expect(formatRelativeTime('not a date', now)).toBe('Unknown time')
    expect(formatRelativeTime(null, now)).toBe('Unknown time')
    expect(formatRelativeTime(undefined, now)).toBe('Unknown time')
  })
})

describe('getInitials', () => {
  it('takes the first and last word', async () => {
    const { getInitials, userTypeLabel } = await import('./initials')
    expect(getInitials('Jane Mary Doe')).toBe('JD')
    expect(getInitials('jane')).toBe('J')
    expect(getInitials('  ')).toBe('?')
    expect(userTypeLabel('employer')).toBe('Employer')
  })
})
