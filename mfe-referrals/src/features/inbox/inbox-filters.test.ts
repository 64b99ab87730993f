import { describe, expect, it } from 'vitest'
import { daysAgo, makeReceived, makeSent } from '../../test/make-referral'
import { applyInboxFilters, DEFAULT_FILTERS, hasActiveFilters, type InboxFilters } from './inbox-filters'

const job = (title: string, company: string) => ({
  id: title,
  title,
  payRate: '20.00',
  payUnit: 'hr',
  company: { id: company, name: company },
})

const list = [
  makeSent({ id: 'a', status: 'declined', createdAt: daysAgo(3), job: job('Substation Technician', 'Bravo Grid') }),
  makeSent({ id: 'b', status: 'pending', createdAt: daysAgo(1), job: job('audit Lead', 'alpha Energy') }),
  makeSent({ id: 'c', status: 'accepted', createdAt: daysAgo(5), job: job('Compliance Analyst', 'Charlie Power') }),
  makeSent({ id: 'd', status: 'pending', createdAt: daysAgo(2), job: job('Cyber Analyst', 'Delta Utilities') }),
]
const ids = (filters: Partial<InboxFilters>) =>
  applyInboxFilters(list, { ...DEFAULT_FILTERS, ...filters }).map((r) => r.id)

describe('applyInboxFilters (part 2 §5)', () => {
  it('sorts newest first by default, and oldest first', () => {
    expect(ids({})).toEqual(['b', 'd', 'a', 'c'])
    expect(ids({ sort: 'oldest' })).toEqual(['c', 'a', 'd', 'b'])
  })

  it('sorts by status in the order pending, accepted, declined (newest first within one)', () => {
    expect(ids({ sort: 'status' })).toEqual(['b', 'd', 'c', 'a'])
  })

  it('sorts by company and by position, alphabetically and ignoring case', () => {
    expect(ids({ sort: 'company' })).toEqual(['b', 'a', 'c', 'd'])
    expect(ids({ sort: 'position' })).toEqual(['b', 'c', 'd', 'a'])
  })

  it('filters by status', () => {
    expect(ids({ status: 'pending' })).toEqual(['b', 'd'])
    expect(ids({ status: 'accepted' })).toEqual(['c'])
    expect(ids({ status: 'declined' })).toEqual(['a'])
    expect(ids({ status: 'all' })).toHaveLength(4)
  })

  it('searches job title, company, names, e-mails and message, every word, ignoring case', () => {
    expect(ids({ search: 'ANALYST' })).toEqual(['d', 'c'])
    expect(ids({ search: 'analyst delta' })).toEqual(['d'])
    expect(ids({ search: '  bravo ' })).toEqual(['a'])
    expect(ids({ search: 'dana@example' })).toHaveLength(4)
    const received = [makeReceived({ id: 'x' }), makeReceived({ id: 'y', candidate: null, candidateEmail: 'kim@x.io' })]
    expect(applyInboxFilters(received, { ...DEFAULT_FILTERS, search: 'sam ortiz' }).map((r) => r.id)).toEqual(['x'])
    expect(applyInboxFilters(received, { ...DEFAULT_FILTERS, search: 'kim@' }).map((r) => r.id)).toEqual(['y'])
    expect(ids({ search: 'vouch nothing' })).toEqual([])
  })

  it('combines search, status and sort, and leaves its input as it was', () => {
    const before = list.map((r) => r.id)
    expect(ids({ search: 'analyst', status: 'pending', sort: 'oldest' })).toEqual(['d'])
    expect(list.map((r) => r.id)).toEqual(before)
  })

  it('knows when filters are active (Clear Filters shows)', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'a' })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, status: 'declined' })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'company' })).toBe(true)
  })
})
