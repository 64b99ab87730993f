import { describe, expect, it } from 'vitest'
import {
  companyResponseText,
  excerpt,
  formatDate,
  formatResponseTime,
  historyOldestFirst,
  responseDeadlineText,
  similarJobsPath,
  STATUS_COLORS,
} from './application-format'

const applied = {
  status: 'applied' as const,
  appliedAt: '2026-03-02T12:00:00.000Z',
  respondBy: '2026-03-16T12:00:00.000Z',
}
const at = (iso: string) => Date.parse(iso)

/** WCAG relative luminance contrast of white text on a #rrggbb colour. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (luminance + 0.05)
}

describe('application format', () => {
  it('gives each status its own colour, each readable under white text (WCAG AA, 4.5:1)', () => {
    const colours = Object.values(STATUS_COLORS)
    expect(new Set(colours).size).toBe(6)
    for (const colour of colours) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5)
  })

  it('formats dates as month, day and year', () => {
    expect(formatDate('2026-03-16T12:00:00.000Z')).toBe('Mar 16, 2026')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('says by when the candidate will hear from us while the application waits', () => {
    expect(responseDeadlineText(applied, at('2026-03-04T12:00:00.000Z'))).toBe(
      'Employers usually answer within 14 days — you will hear from us by Mar 16, 2026 if they have not.'
    )
    // The period follows the server's deadline (RESPONSE_DEADLINE_DAYS may change it).
    expect(
      responseDeadlineText({ ...applied, respondBy: '2026-03-09T12:00:00.000Z' }, at('2026-03-04T12:00:00.000Z'))
    ).toBe('Employers usually answer within 7 days — you will hear from us by Mar 9, 2026 if they have not.')
  })

  it('says the employer did not answer in time once the deadline has passed', () => {
    expect(responseDeadlineText(applied, at('2026-03-17T12:00:00.000Z'))).toBe(
      'No answer from the employer within 14 days (by Mar 16, 2026). You can keep waiting or look at similar jobs.'
    )
  })

  it('says nothing about a deadline once the application has moved or without one', () => {
    expect(responseDeadlineText({ ...applied, status: 'viewed' })).toBeNull()
    expect(responseDeadlineText({ ...applied, respondBy: null })).toBeNull()
  })

  it("describes the company's responsiveness when the server sends it, and nothing otherwise", () => {
    expect(companyResponseText({ name: 'Gridline', responseRate: 82.4, typicalResponseHours: 30 })).toBe(
      'Responds to 82% of applicants, typically within 30 hours'
    )
    expect(companyResponseText({ responseRate: 100, typicalResponseHours: 0.5 })).toBe(
      'Responds to 100% of applicants, typically within 1 hour'
    )
    expect(companyResponseText({ responseRate: 40, typicalResponseHours: 120 })).toBe(
      'Responds to 40% of applicants, typically within 5 days'
    )
    expect(companyResponseText({ responseRate: 40, typicalResponseHours: null })).toBe('Responds to 40% of applicants')
    expect(companyResponseText({ responseRate: null, typicalResponseHours: 10 })).toBeNull()
    expect(companyResponseText({ name: 'Gridline' })).toBeNull()
    expect(companyResponseText(null)).toBeNull()
    expect(formatResponseTime(47)).toBe('47 hours')
    expect(formatResponseTime(48)).toBe('2 days')
  })

  it('cuts a long description at a word with an ellipsis and keeps a short one whole', () => {
    expect(excerpt('Short  and\nsweet.')).toBe('Short and sweet.')
    const long = 'word '.repeat(60)
    const cut = excerpt(long, 50)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(51)
    expect(cut).toBe(`${'word '.repeat(9)}word…`)
    expect(excerpt(null)).toBe('')
  })

  it('links similar jobs to /jobs filtered by the category the jobs page reads', () => {
    expect(similarJobsPath('Audit & Risk')).toBe('/jobs?category=Audit+%26+Risk')
    expect(similarJobsPath('')).toBe('/jobs')
  })

  it('orders the history oldest first', () => {
    const history = [
      { from: 'applied' as const, to: 'viewed' as const, label: 'Under Review', at: '2026-03-04T12:00:00.000Z' },
      { from: null, to: 'applied' as const, label: 'Applied', at: '2026-03-02T12:00:00.000Z' },
    ]
    expect(historyOldestFirst(history).map((entry) => entry.to)).toEqual(['applied', 'viewed'])
  })
})
