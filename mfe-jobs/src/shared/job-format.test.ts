import { describe, expect, it } from 'vitest'
import { experienceLevel, formatPay, inferExperienceLevel, isRemoteJob, jobType, postedAge } from './job-format'

describe('job formatting', () => {
  it('shows the real pay and unit, never an invented maximum', () => {
    expect(formatPay('18', 'hr')).toBe('$18/hr')
    expect(formatPay('42.50', 'hr')).toBe('$42.50/hr')
    expect(formatPay('62400', 'year')).toBe('$62,400/year')
  })

  it('infers the experience level from the requirements (part 2 §5) unless the server stored one', () => {
    expect(inferExperienceLevel('5 years of experience in NERC CIP')).toBe('Senior Level')
    expect(inferExperienceLevel('Minimum 1 year in a control room')).toBe('Mid Level')
    expect(inferExperienceLevel('A willingness to learn')).toBe('Entry Level')
    expect(experienceLevel({ experienceLevel: 'Executive', requirements: '' })).toBe('Executive')
  })

  it('reads the schedule as the type, Full-time by default', () => {
    expect(jobType({ schedule: '' })).toBe('Full-time')
    expect(jobType({ schedule: 'Weekend' })).toBe('Weekend Only')
  })

  it('treats a location mentioning remote as remote when the server does not say', () => {
    expect(isRemoteJob({ location: 'Remote (US)' })).toBe(true)
    expect(isRemoteJob({ location: 'Remote', isRemote: false })).toBe(false)
  })

  it('writes the posted age in the words of part 2 §5', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    const ago = (ms: number) => new Date(now - ms).toISOString()
    const hour = 3_600_000
    expect(postedAge(null, now)).toBe('Recently')
    expect(postedAge(ago(10 * 60_000), now)).toBe('Just now')
    expect(postedAge(ago(hour), now)).toBe('1 hour ago')
    expect(postedAge(ago(5 * hour), now)).toBe('5 hours ago')
    expect(postedAge(ago(30 * hour), now)).toBe('Yesterday')
    expect(postedAge(ago(3 * 24 * hour), now)).toBe('3 days ago')
    expect(postedAge(ago(8 * 24 * hour), now)).toBe('1 week ago')
    expect(postedAge(ago(20 * 24 * hour), now)).toBe('2 weeks ago')
    expect(postedAge(ago(65 * 24 * hour), now)).toBe('2 months ago')
  })
})
