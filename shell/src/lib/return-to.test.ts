import { describe, expect, it } from 'vitest'
import { nextQuery, safeNext } from './return-to'

describe('safeNext', () => {
  it('accepts same-site paths', () => {
    expect(safeNext('/jobs?x=1#a')).toBe('/jobs?x=1#a')
  })
  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login', '/register?next=/x'])(
    'refuses %j',
    (value) => {
      expect(safeNext(value)).toBeNull()
    }
  )
  it('builds the query', () => {
    expect(nextQuery('/jobs')).toBe('?next=%2Fjobs')
    expect(nextQuery(null)).toBe('')
  })
})
