import { describe, expect, it } from 'vitest'
import { offerEnd, timeRemaining } from './countdown'

describe('early-bird countdown', () => {
  it('runs to the end of 31 December of the current year unless the server says otherwise', () => {
    const now = new Date(2026, 11, 29, 12, 0, 0)
    const end = offerEnd(null, now)
    expect(end.getMonth()).toBe(11)
    expect(end.getDate()).toBe(31)
    expect(timeRemaining(end, now)).toBe('2 days, 11 hours, 59 minutes left')
    expect(timeRemaining(end, new Date(2026, 11, 31, 23, 0, 30))).toBe('59 minutes left')
    expect(timeRemaining(end, new Date(2027, 0, 1))).toBe('The early-bird offer has ended')
    expect(offerEnd('2026-12-01T00:00:00Z', now).toISOString()).toBe('2026-12-01T00:00:00.000Z')
  })
})
