import { describe, expect, it } from 'vitest'
import { activeFilterCount, EMPTY_FILTERS, filtersToParams, filtersToRequest, parseFilters } from './filters'

describe('job filters in the address', () => {
  it('round-trips every filter through the query string, lists as repeated keys', () => {
    const filters = {
      ...EMPTY_FILTERS,
      keyword: 'analyst',
      location: 'Austin',
      jobType: ['Full-time', 'Contract'],
      salaryMin: 20,
      salaryMax: 45,
      experienceLevel: 'Mid Level',
      companySize: '51-200',
      industry: ['Technology'],
      remote: true,
      benefits: ['401k', 'Paid Time Off'],
      postedWithin: '1w',
      category: 'Audit & Risk',
      saved: true,
      sort: 'pay',
    }
    const params = filtersToParams(filters)
    expect(params.getAll('jobType')).toEqual(['Full-time', 'Contract'])
    expect(params.get('remote')).toBe('true')
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(filters)
  })

  it("leaves out what does not narrow: blanks, 'any', false flags and an untouched pay range", () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, keyword: '  ' }).toString()).toBe('')
    expect(parseFilters(new URLSearchParams())).toEqual(EMPTY_FILTERS)
  })

  it('clamps the pay range to the slider 10–50', () => {
    const filters = parseFilters(new URLSearchParams('salaryMin=2&salaryMax=900'))
    expect([filters.salaryMin, filters.salaryMax]).toEqual([10, 50])
  })

  it('reads a pay range typed the wrong way round as the range between its ends', () => {
    const filters = parseFilters(new URLSearchParams('salaryMin=40&salaryMax=12'))
    expect([filters.salaryMin, filters.salaryMax]).toEqual([12, 40])
    expect(filtersToRequest(filters).toString()).toBe('salaryMin=12&salaryMax=40')
  })

  it('counts non-empty lists, true flags, strings other than any, and the pay range once', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0)
    expect(
      activeFilterCount({
        ...EMPTY_FILTERS,
        keyword: 'not a filter',
        jobType: ['Full-time', 'Part-time'],
        remote: true,
        experienceLevel: 'any',
        postedWithin: '3d',
        salaryMin: 15,
        salaryMax: 30,
      })
    ).toBe(4)
  })

  it("asks for no maximum when the slider's top end is chosen ('and up'); the address keeps it", () => {
    const top = { ...EMPTY_FILTERS, salaryMin: 20, salaryMax: 50 }
    expect(filtersToParams(top).toString()).toBe('salaryMin=20&salaryMax=50')
    expect(filtersToRequest(top).toString()).toBe('salaryMin=20')
    expect(filtersToRequest({ ...EMPTY_FILTERS, salaryMax: 49 }).toString()).toBe('salaryMax=49')
  })
})
